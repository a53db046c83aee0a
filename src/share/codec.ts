/**
 * Scenario ⇄ share-link text: `<linkVersion>.<payload>`.
 *
 * Encoding always writes the newest link version. Decoding dispatches on the prefix to the
 * decoder of that version — every published version's decoder is kept, so old links keep
 * working — and then validates with `parseScenario`, which also upgrades old scenario
 * versions. Decoding never throws and never rejects: every failure is a typed error, and
 * hostile input is cut short early (length cap, strict base64url, inflate capped at 1 MB,
 * nesting cap, forbidden keys). See docs/link-format.md.
 */
import { parseScenario } from '../engine/scenario/parse';
import type { Issue } from '../engine/scenario/issues';
import type { Scenario } from '../engine/scenario/schema';
import { fromBase64Url, toBase64Url } from './base64url';
import { deflateRaw, inflateRawCapped } from './deflate';
import { scenarioToV1Patch, v1PatchToScenario } from './link-v1';
import { safeJsonParse } from './safe-json';

/** Longest link text accepted (characters after the `#s=`). */
export const MAX_LINK_CHARS = 1_500_000;
/** Largest inflated payload (JSON bytes). */
export const MAX_INFLATED_BYTES = 1_000_000;
/** Deepest JSON nesting accepted in a payload (a scenario needs about 6). */
export const MAX_JSON_DEPTH = 32;
/** The link version `encodeScenario` writes. */
export const LINK_VERSION = 1;

export type ShareErrorCode =
  | 'empty'
  | 'too-long'
  | 'malformed'
  | 'unknown-version'
  | 'bad-base64'
  | 'bad-compression'
  | 'too-large'
  | 'bad-utf8'
  | 'bad-json'
  | 'too-deep'
  | 'forbidden-key'
  | 'invalid-scenario';

export interface ShareError {
  readonly code: ShareErrorCode;
  readonly message: string;
  /** For `invalid-scenario`: what parseScenario found. */
  readonly issues?: readonly Issue[];
}

export type DecodeResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly error: ShareError };

/** A link decoder: payload JSON of its version → a complete scenario JSON for parseScenario. */
type PayloadDecoder = (payload: unknown) => { ok: true; json: unknown } | { ok: false; message: string };

/** Every published link version. Never remove one. */
const DECODERS: Readonly<Record<number, PayloadDecoder>> = {
  1: v1PatchToScenario,
};

export class ShareLinkTooLargeError extends Error {
  constructor(bytes: number) {
    super(`the scenario is too large for a link: ${bytes} bytes of JSON, at most ${MAX_INFLATED_BYTES}`);
    this.name = 'ShareLinkTooLargeError';
  }
}

/**
 * A (valid) scenario → link text, e.g. `1.q1YqTq0ozs8rVrJSMlTSUUoqKs1LUbI…`. Rejects with
 * ShareLinkTooLargeError when the payload would be too large to decode again.
 */
export async function encodeScenario(scenario: Scenario): Promise<string> {
  const json = JSON.stringify(scenarioToV1Patch(scenario));
  const bytes = new TextEncoder().encode(json);
  if (bytes.length > MAX_INFLATED_BYTES) throw new ShareLinkTooLargeError(bytes.length);
  return `${LINK_VERSION}.${toBase64Url(await deflateRaw(bytes))}`;
}

const fail = (code: ShareErrorCode, message: string, issues?: readonly Issue[]): DecodeResult => ({
  ok: false,
  error: issues === undefined ? { code, message } : { code, message, issues },
});

/** Link text → a validated scenario, or a typed error. Never throws, never rejects. */
export async function decodeScenario(text: string): Promise<DecodeResult> {
  try {
    return await decode(text);
  } catch (e) {
    // Defensive: every known failure is handled above; anything else is still a value.
    return fail('malformed', `the link could not be read (${String((e as Error)?.message ?? e).slice(0, 200)})`);
  }
}

async function decode(raw: string): Promise<DecodeResult> {
  if (typeof raw !== 'string') return fail('empty', 'the link holds no scenario');
  if (raw.length > MAX_LINK_CHARS + 100) {
    return fail('too-long', `the link is too long: ${raw.length} characters, at most ${MAX_LINK_CHARS}`);
  }
  const text = raw.trim(); // pasted with a newline or spaces around it
  if (text.length === 0) return fail('empty', 'the link holds no scenario');
  if (text.length > MAX_LINK_CHARS) {
    return fail('too-long', `the link is too long: ${text.length} characters, at most ${MAX_LINK_CHARS}`);
  }
  const m = /^(\d{1,6})\.([\s\S]*)$/.exec(text);
  if (m === null) return fail('malformed', 'the link does not start with a version number and a dot (like "1.")');
  const version = Number(m[1]);
  const decoder = DECODERS[version];
  if (decoder === undefined) {
    const newest = Math.max(...Object.keys(DECODERS).map(Number));
    return version > newest
      ? fail(
          'unknown-version',
          `the link was made by a newer Flowlab (link version ${version}; this one reads up to ${newest})`,
        )
      : fail('unknown-version', `link version ${version} does not exist`);
  }
  const compressed = fromBase64Url(m[2]);
  if (compressed === null || compressed.length === 0) {
    return fail('bad-base64', 'the link is damaged: it contains characters outside base64url, or is cut off');
  }
  const inflated = await inflateRawCapped(compressed, MAX_INFLATED_BYTES);
  if (!inflated.ok) {
    return inflated.reason === 'too-large'
      ? fail('too-large', `the link unpacks to more than ${MAX_INFLATED_BYTES} bytes; it is not a Flowlab scenario`)
      : fail('bad-compression', `the link is damaged: its data does not unpack (${inflated.detail})`);
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return fail('bad-utf8', 'the link is damaged: its data is not UTF-8 text');
  }
  const parsed = safeJsonParse(json, MAX_JSON_DEPTH);
  if (!parsed.ok) {
    const code = parsed.reason;
    return fail(code, `the link is damaged: ${parsed.detail}`);
  }
  const expanded = decoder(parsed.value);
  if (!expanded.ok) return fail('invalid-scenario', expanded.message);
  const result = parseScenario(expanded.json);
  if (!result.ok) {
    const first = result.issues
      .slice(0, 3)
      .map((i) => i.message)
      .join('; ');
    return fail('invalid-scenario', `the link's scenario is not valid: ${first}`, result.issues);
  }
  return { ok: true, scenario: result.value, warnings: result.warnings };
}
