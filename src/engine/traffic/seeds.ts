/**
 * One scenario seed, many independent random streams: every source gets its own stream for
 * arrivals and one per random attribute, derived from (seed, source index, stream number)
 * by an integer hash. So changing a source's error rate never moves its arrival times, and
 * editing one source leaves the randomness of the others untouched.
 */

/** murmur3's 32-bit finaliser: spreads every input bit over the output. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export const STREAM_ARRIVALS = 0;
export const STREAM_PRIORITIZED = 1;
export const STREAM_RT = 2;
export const STREAM_ERROR = 3;
/** Response times re-sampled by an incident (see `incidentStreamSeed`). */
export const STREAM_INCIDENT_RT = 4;
/** Error flags re-drawn by an incident (see `incidentStreamSeed`). */
export const STREAM_INCIDENT_ERROR = 5;

/** The seed of stream `stream` of source `source` under the scenario seed `seed`. */
export function streamSeed(seed: number, source: number, stream: number): number {
  return fmix32(fmix32(fmix32(seed >>> 0) ^ Math.imul(source + 1, 0x9e3779b1)) ^ Math.imul(stream + 1, 0x27d4eb2f));
}

/**
 * The seed of stream `stream` (STREAM_INCIDENT_*) of source `source` inside incident number
 * `incident`: one stream per (incident, source, field), so an incident's draws depend on
 * nothing but its own window, and adding, editing or removing one incident never moves the
 * random numbers of another or of any request outside it.
 */
export function incidentStreamSeed(seed: number, incident: number, source: number, stream: number): number {
  return streamSeed(streamSeed(seed, source, stream), incident, 0);
}

/** Hot-parameter argument values (see `paramStreamSeed`). */
export const STREAM_PARAMS = 6;
/** Gateway request attributes (see `gatewayStreamSeed`). */
export const STREAM_GATEWAY = 7;

/** The stream of argument position `position` of source `source`: one per position, so positions are independent. */
export function paramStreamSeed(seed: number, source: number, position: number): number {
  return streamSeed(streamSeed(seed, source, STREAM_PARAMS), position, 0);
}

/**
 * The stream of one gateway attribute of source `source`, named like "headers:X-Api-Key": keyed by the
 * name's hash (FNV-1a over UTF-16 code units), so adding or removing another attribute never moves it.
 */
export function gatewayStreamSeed(seed: number, source: number, name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return streamSeed(streamSeed(seed, source, STREAM_GATEWAY), h >>> 0, 0);
}
