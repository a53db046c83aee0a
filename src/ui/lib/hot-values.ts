/**
 * What the per-value charts of the hot-parameter rules read of a chain run (ChainResult.hotParams, recorded by
 * the engine: sim/hot-value-track.ts): the track of a rule, its top values as QPS series, the picked value, the
 * bucket's domain. Pure; nothing here computes the algorithm — the series are the engine's.
 */
import type { HotParamTrack, HotValueSeries } from '../../engine/sim/chain-result';
import type { LimiterResult } from '../../engine/sim/result';
import { hasChart } from './curve';

/** Values drawn on the top-N chart. */
export const TOP_N = 5;
/** Okabe–Ito colours, one per drawn value (readable for colour-blind readers, as the page's other colours). */
export const VALUE_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00'] as const;

/** Whose per-value tracks: the hot-parameter rules', or the gateway rules' converted rules (by gateway rule). */
export type HotTrackOf = 'paramFlow' | 'gatewayFlow';

/** The hot-parameter (or gateway) tracks of the limiter on screen (the chain's), empty when it has none. */
export function hotTracksOf(lim: LimiterResult, of: HotTrackOf = 'paramFlow'): HotParamTrack[] {
  return (of === 'gatewayFlow' ? lim.chain?.gatewayParams : lim.chain?.hotParams) ?? [];
}

/** Whether the limiter's module declares the per-value charts and its run has a track for them. */
export function hasHotValues(lim: LimiterResult, of: HotTrackOf = 'paramFlow'): boolean {
  return hasChart(lim, 'hot-values') && hotTracksOf(lim, of).length > 0;
}

/** The track of rule `rule`, else the first one. */
export function trackFor(tracks: readonly HotParamTrack[], rule: number | null): HotParamTrack | null {
  return tracks.find((t) => t.rule === rule) ?? tracks[0] ?? null;
}

/** Per-tick counts as QPS (requests per tick × 1000 / tickMs). */
export function perSecond(perTick: Float64Array, tickMs: number): Float64Array {
  const f = 1000 / tickMs;
  return perTick.map((v) => v * f);
}

export interface ValueQps {
  value: string;
  javaClass: string;
  colour: string;
  passedQps: Float64Array;
  blockedQps: Float64Array;
  passed: number;
  blocked: number;
}

/** The top `n` values (the engine keeps them hottest first) as QPS series, each with its colour. */
export function topValueQps(track: HotParamTrack, tickMs: number, n = TOP_N): ValueQps[] {
  return track.values.slice(0, n).map((v, i) => ({
    value: v.value,
    javaClass: v.javaClass,
    colour: VALUE_COLOURS[i % VALUE_COLOURS.length],
    passedQps: perSecond(v.passedPerTick, tickMs),
    blockedQps: perSecond(v.blockedPerTick, tickMs),
    passed: v.passed,
    blocked: v.blocked,
  }));
}

/** Highest QPS of any drawn series (at least 1, for an empty run). */
export function qpsMax(series: readonly ValueQps[]): number {
  let m = 1;
  for (const s of series) {
    for (const v of s.passedQps) if (v > m) m = v;
    for (const v of s.blockedQps) if (v > m) m = v;
  }
  return m;
}

/** The picked value's series: by its text and class, else the hottest value that was blocked, else the hottest. */
export function pickedValue(
  track: HotParamTrack,
  pick: { value: string; javaClass: string } | null,
): HotValueSeries | null {
  if (pick !== null) {
    const v = track.values.find((x) => x.value === pick.value && x.javaClass === pick.javaClass);
    if (v !== undefined) return v;
  }
  return track.values.find((x) => x.blocked > 0) ?? track.values[0] ?? null;
}

/** A value's label in the picker: its text, with its Java class when the track has two values of one text. */
export function valueLabel(track: HotParamTrack, v: { value: string; javaClass: string }): string {
  const clash = track.values.filter((x) => x.value === v.value).length > 1;
  const short = v.javaClass.replace(/^java\.lang\./, '');
  return clash ? `${v.value} (${short})` : v.value;
}

/** The bucket chart's y domain: 0 to the value's maxCount (or its highest level). */
export function bucketDomain(v: HotValueSeries): [number, number] {
  let m = Number.isFinite(v.maxCount) ? v.maxCount : 0;
  for (const x of v.restQps) if (x > m) m = x;
  return [0, Math.max(1, m)];
}
