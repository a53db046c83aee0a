/**
 * Compare's rows in a share link: the fragment parameter `rows`, next to `compare` (`#s=1.…&compare=on&rows=1.…`).
 *
 * A preset's rows are recomputed from the scenario, so `compare=<preset>` is enough for them. Rows added by hand
 * ("+ Add the current scenario": a snapshot of the rules and limiters) and a preset's rows frozen when one was
 * removed are not: they travel here, each as Compare holds it (a label as a message key and its parameters, a
 * JSON merge patch over the link's scenario, the id of the limiter it shows). Same steps as the scenario's link
 * text (codec.ts): `1.` + base64url(deflate-raw(UTF-8 JSON)), read with the same hostile-input limits. A link
 * without `rows` opens exactly as before (the preset alone, or none for `compare=on`). See docs/link-format.md.
 */
import { fromBase64Url, toBase64Url } from './base64url';
import { deflateRaw, inflateRawCapped } from './deflate';
import { safeJsonParse } from './safe-json';

// codec.ts's limits, written again rather than imported: codec.ts pulls in the scenario schema, and the page reads
// the rows on the main thread without it (test/share/compare-rows.test.ts checks that they are the same numbers)
export const ROWS_MAX_CHARS = 1_500_000;
export const ROWS_MAX_BYTES = 1_000_000;
export const ROWS_MAX_DEPTH = 32;

/** The fragment parameter holding the rows. */
export const ROWS_PARAM = 'rows';
/** The rows' link version (its own: the rows' shape may change apart from the scenario's). */
export const ROWS_VERSION = 1;
/** At most this many rows (Compare shows at most 4). */
export const MAX_ROWS = 4;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One Compare row, as Compare holds it (structurally its `Variant`). */
export interface CompareRow {
  label: { key: string; params?: Record<string, string | number> };
  patch: { [key: string]: Json };
  limiterId: string;
}

export type RowsDecode = { ok: true; rows: CompareRow[] } | { ok: false; message: string };

/** Rows → link text (`1.…`). Rejects when the JSON is larger than a link may hold. */
export async function encodeRows(rows: readonly CompareRow[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(rows.slice(0, MAX_ROWS)));
  if (bytes.length > ROWS_MAX_BYTES) throw new RangeError(`Compare's rows are too large for a link`);
  return `${ROWS_VERSION}.${toBase64Url(await deflateRaw(bytes))}`;
}

const LABEL_KEY = /^compare\.[A-Za-z0-9.-]{1,80}$/;
const LIMITER_ID = /^(sentinel|guava|limiters|chain):\d{1,3}$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A row read from a link, or why not (the scenario each patch makes is validated when Compare runs it). */
function rowOf(v: unknown, i: number): CompareRow | string {
  if (!isObject(v)) return `row ${i + 1} is not an object`;
  const { label, patch, limiterId } = v;
  if (!isObject(label) || typeof label.key !== 'string' || !LABEL_KEY.test(label.key))
    return `row ${i + 1} has no Compare label`;
  const params: Record<string, string | number> = {};
  if (label.params !== undefined) {
    if (!isObject(label.params)) return `row ${i + 1}'s label parameters are not an object`;
    for (const [k, p] of Object.entries(label.params)) {
      if (typeof p !== 'string' && typeof p !== 'number') return `row ${i + 1}'s label parameter "${k}" is not text`;
      params[k] = typeof p === 'string' ? p.slice(0, 200) : p;
    }
  }
  if (!isObject(patch)) return `row ${i + 1} has no patch object`;
  if (typeof limiterId !== 'string' || !LIMITER_ID.test(limiterId)) return `row ${i + 1} names no limiter`;
  const out: CompareRow = { label: { key: label.key }, patch: patch as CompareRow['patch'], limiterId };
  if (label.params !== undefined) out.label.params = params;
  return out;
}

/** Link text → rows. Never throws, never rejects. */
export async function decodeRows(text: string): Promise<RowsDecode> {
  try {
    if (typeof text !== 'string' || text.length > ROWS_MAX_CHARS)
      return { ok: false, message: 'the rows are too long' };
    const m = /^(\d{1,6})\.([A-Za-z0-9_-]*)$/.exec(text.trim());
    if (!m) return { ok: false, message: 'the rows do not start with a version number and a dot' };
    if (Number(m[1]) !== ROWS_VERSION) return { ok: false, message: `rows version ${m[1]} is not one this reads` };
    const bytes = fromBase64Url(m[2]);
    if (bytes === null || bytes.length === 0) return { ok: false, message: 'the rows are damaged (base64url)' };
    const inflated = await inflateRawCapped(bytes, ROWS_MAX_BYTES);
    if (!inflated.ok) return { ok: false, message: 'the rows are damaged or too large' };
    const json = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
    const parsed = safeJsonParse(json, ROWS_MAX_DEPTH);
    if (!parsed.ok) return { ok: false, message: `the rows are damaged: ${parsed.detail}` };
    const list = parsed.value;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ROWS)
      return { ok: false, message: `the rows must be a list of 1 to ${MAX_ROWS}` };
    const rows: CompareRow[] = [];
    for (const [i, v] of list.entries()) {
      const row = rowOf(v, i);
      if (typeof row === 'string') return { ok: false, message: row };
      rows.push(row);
    }
    return { ok: true, rows };
  } catch (e) {
    return { ok: false, message: `the rows could not be read (${String((e as Error)?.message ?? e).slice(0, 200)})` };
  }
}
