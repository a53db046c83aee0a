/**
 * Editing a `perSecond` traffic source (src/engine/traffic/sources/per-second.ts) by hand: its counts
 * as a pasted list, scaled by a factor, one second at a time; or a new source typed from nothing.
 * Pure functions of plain data, so the page needs none of the engine's schemas (the worker still
 * validates every edit: these only keep the typed numbers in the schema's ranges).
 */
import type { TrafficSource } from '../../engine/traffic/registry';
import type { PerSecondSource } from '../../engine/traffic/sources/per-second';
import { DEFAULT_IDENTITY } from './traffic-presets';

/** The schema's bounds (engine: MAX_QPS, MAX_PER_SECOND), repeated so the page bundle skips zod. */
export const MAX_COUNT = 100_000;
export const MAX_SECONDS = 3600;

export type CountsRead = { ok: true; counts: number[] } | { ok: false; problems: string[] };

/** One count: a whole number of requests in [0, MAX_COUNT] (a fraction is rounded, as a count must be whole). */
export function clampCount(x: number): number {
  return Number.isFinite(x) ? Math.min(MAX_COUNT, Math.max(0, Math.round(x))) : 0;
}

/**
 * "20, 25 30\n12" or a JSON array → counts, one per second. Separators: commas, semicolons, spaces,
 * tabs, new lines. Each problem names the item (1-based) and what is wrong.
 */
export function parseCounts(text: string): CountsRead {
  const body = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  const items = body.split(/[\s,;]+/).filter((x) => x !== '');
  if (items.length === 0) return { ok: false, problems: ['no counts: type one number per second'] };
  const problems: string[] = [];
  if (items.length > MAX_SECONDS) problems.push(`${items.length} seconds listed, at most ${MAX_SECONDS}`);
  const counts: number[] = [];
  items.slice(0, MAX_SECONDS).forEach((item, k) => {
    const x = Number(item);
    if (!Number.isFinite(x) || x < 0 || x > MAX_COUNT || !Number.isInteger(x)) {
      if (problems.length < 5) problems.push(`item ${k + 1}: "${item}" is not a whole number from 0 to ${MAX_COUNT}`);
    } else counts.push(x);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, counts };
}

/** The counts as the paste box shows them: one line per 10 seconds. */
export function countsText(counts: readonly number[]): string {
  const lines: string[] = [];
  for (let i = 0; i < counts.length; i += 10) lines.push(counts.slice(i, i + 10).join(', '));
  return lines.join('\n');
}

/** Every count × factor, rounded and kept in range (a factor ≤ 0 or not finite gives zeros). */
export function scaleCounts(counts: readonly number[], factor: number): number[] {
  const f = Number.isFinite(factor) && factor > 0 ? factor : 0;
  return counts.map((c) => clampCount(c * f));
}

export interface CountsStats {
  readonly seconds: number;
  readonly total: number;
  readonly peak: number;
  /** the first second with the peak count */
  readonly peakSecond: number;
}

export function countsStats(counts: readonly number[]): CountsStats {
  let total = 0;
  let peak = 0;
  let peakSecond = 0;
  counts.forEach((c, i) => {
    total += c;
    if (c > peak) [peak, peakSecond] = [c, i];
  });
  return { seconds: counts.length, total, peak, peakSecond };
}

/** The run length (ms) that plays every listed second of `src`: at least 1 s, at most the longest run (1 h). */
export function durationFor(src: Pick<PerSecondSource, 'startMs' | 'counts'>): number {
  return Math.min(MAX_SECONDS * 1000, Math.max(1000, src.startMs + 1000 * src.counts.length));
}

/**
 * A source with new counts. The log's response times, error ratios and its own pass/block (observed) stay
 * for the seconds they cover: scaling the offered load is asking what the rules would do with more or
 * less of the same traffic, so what the log recorded is still the thing to compare with.
 */
export function withCounts(src: PerSecondSource, counts: readonly number[]): PerSecondSource {
  return { ...src, counts: counts.map(clampCount) };
}

/** A per-second source typed by hand, with the identity (resource, origin, …) of the source it replaces. */
export function newPerSecondSource(counts: readonly number[], like?: TrafficSource): PerSecondSource {
  const identity = {
    resource: like?.resource ?? DEFAULT_IDENTITY.resource,
    origin: like?.origin ?? DEFAULT_IDENTITY.origin,
    context: like?.context ?? DEFAULT_IDENTITY.context,
    entryType: like?.entryType ?? DEFAULT_IDENTITY.entryType,
  };
  return {
    type: 'perSecond',
    startMs: 0,
    counts: counts.map(clampCount),
    rtMs: [],
    errorRatio: [],
    observed: null,
    label: '',
    acquire: 1,
    prioritized: false,
    rt: like?.rt ?? { type: 'fixed', ms: 0 },
    errorRate: 0,
    ...identity,
  };
}

/** Indexes of the scenario's per-second sources. */
export function perSecondIndexes(traffic: readonly TrafficSource[]): number[] {
  return traffic.flatMap((s, i) => (s.type === 'perSecond' ? [i] : []));
}
