/**
 * What a share link holds of the traffic, and how close it is to the limit, so the Share popover can
 * say it plainly. A link holds at most MAX_INFLATED_BYTES of scenario JSON (codec.ts). When imported
 * arrival times make the scenario too large, the link carries their per-second summary instead
 * (traffic-summary.ts): the person opening it sees the same counts per second, with the times inside
 * each second re-spread from the seed. Otherwise the link carries the traffic in full.
 *
 * `traffic`:
 *  - `none`: no imported traffic (no `replay` or `perSecond` source): nothing to say;
 *  - `full`: the imported sources are in the link exactly as in the scenario;
 *  - `summary`: long replays were replaced by per-second counts (`summarizedTimes` times in all).
 */
import type { Scenario } from '../engine/scenario';
import { MAX_INFLATED_BYTES } from './codec';
import { writeScenarioToHash } from './hash';
import { scenarioToV1Patch } from './link-v1';
import { summarizeForLink } from './traffic-summary';

export interface LinkFit {
  /** the hash to put in the address bar / the link */
  readonly hash: string;
  readonly traffic: 'none' | 'full' | 'summary';
  /** arrival times replaced by counts (0 unless `summary`) */
  readonly summarizedTimes: number;
  /** imported arrival times or per-second counts the link carries as they are */
  readonly importedSources: number;
  /** bytes of scenario JSON in the link (before compression) */
  readonly jsonBytes: number;
  /** bytes of JSON the whole scenario would need (differs from jsonBytes only for a summary) */
  readonly fullJsonBytes: number;
  /** the link's scenario text, characters (compressed, base64url) */
  readonly linkChars: number;
  readonly maxJsonBytes: number;
}

/** Bytes of JSON the link of `s` holds before compression (what MAX_INFLATED_BYTES limits). */
export function linkJsonBytes(s: Scenario): number {
  return new TextEncoder().encode(JSON.stringify(scenarioToV1Patch(s))).length;
}

const imported = (s: Scenario) => s.traffic.filter((x) => x.type === 'replay' || x.type === 'perSecond');

/** The link for `s` written into `hash`, and what it holds. Rejects when even the summary is too large. */
export async function fitLink(hash: string, s: Scenario): Promise<LinkFit> {
  const fullJsonBytes = linkJsonBytes(s);
  const fits = fullJsonBytes <= MAX_INFLATED_BYTES;
  const shared = fits ? s : summarizeForLink(s);
  const out = await writeScenarioToHash(hash, shared);
  const summarizedTimes = fits
    ? 0
    : s.traffic.reduce(
        (n, x, i) => n + (x.type === 'replay' && shared.traffic[i]?.type === 'perSecond' ? x.timesMs.length : 0),
        0,
      );
  const importedSources = imported(s).length;
  return {
    hash: out,
    traffic: importedSources === 0 ? 'none' : summarizedTimes > 0 ? 'summary' : 'full',
    summarizedTimes,
    importedSources,
    jsonBytes: shared === s ? fullJsonBytes : linkJsonBytes(shared),
    fullJsonBytes,
    linkChars: new URLSearchParams(out.slice(1)).get('s')?.length ?? 0,
    maxJsonBytes: MAX_INFLATED_BYTES,
  };
}
