/**
 * Display helpers over a finished result: reading series at a tick, per-second rates of per-tick
 * counts, extents. Pure and cheap; nothing here decides anything about a request.
 */
import { limiterView } from '../limiters/views';
import type { LimiterResult, SimResult } from '../../engine/sim/result';

/** `values` summed over the trailing second (as many whole ticks as fit in 1000 ms), in per-second units. */
export function trailingPerSecond(values: Float64Array, tickMs: number): Float64Array {
  const n = values.length;
  const w = Math.max(1, Math.round(1000 / tickMs));
  const scale = 1000 / (w * tickMs);
  const out = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === v) sum += v; // skip NaN
    if (i >= w) {
      const old = values[i - w];
      if (old === old) sum -= old;
    }
    out[i] = sum * scale;
  }
  return out;
}

export function hasValues(a: Float64Array | undefined): boolean {
  if (!a) return false;
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return true;
  return false;
}

export function maxOf(...arrays: (Float64Array | undefined)[]): number {
  let m = 0;
  for (const a of arrays) {
    if (!a) continue;
    for (let i = 0; i < a.length; i++) {
      const v = a[i];
      if (v > m && v !== Infinity) m = v;
    }
  }
  return m;
}

export function any(a: Float64Array | undefined): boolean {
  if (!a) return false;
  for (let i = 0; i < a.length; i++) if (a[i] > 0) return true;
  return false;
}

/** the tick index holding time `tMs` */
export function tickAt(result: SimResult, tMs: number): number {
  return Math.min(result.ticks - 1, Math.max(0, Math.floor(tMs / result.tickMs)));
}

/** The configured rate the limiter aims at (Sentinel `count`, Guava permits per second), from its constants. */
export function thresholdOf(lim: LimiterResult): { name: string; value: number } | null {
  const c = lim.constants;
  for (const name of ['count', 'permitsPerSecond', 'rate']) {
    if (typeof c[name] === 'number' && Number.isFinite(c[name])) return { name, value: c[name] };
  }
  return null;
}

/** The threshold drawn as a rate (null when the limiter's module says its count is not one: THREAD counts calls). */
export function rateThresholdOf(lim: LimiterResult): { name: string; value: number } | null {
  return limiterView(lim.kind)?.charts.rateThreshold === false ? null : thresholdOf(lim);
}

/** first index i with sorted[i] >= t */
export function lowerBound(sorted: ArrayLike<number>, count: number, t: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The request nearest to time `t` (ms) in the log, or -1. */
export function nearestRequest(lim: LimiterResult, t: number): number {
  const log = lim.requests;
  if (log.count === 0) return -1;
  const i = lowerBound(log.tMs, log.count, t);
  if (i >= log.count) return log.count - 1;
  if (i > 0 && t - log.tMs[i - 1] <= log.tMs[i] - t) return i - 1;
  return i;
}

/**
 * The ticks a step curve (d3's curveStepAfter) over these series needs. A tick where every series holds the
 * previous tick's value adds nothing: the level just goes on, so the path draws the same shape without it. The
 * first and last ticks stay, and so do both ends of a gap (a value that is not finite, which a `defined` test
 * leaves out): the last tick before one (its level is drawn up to it) and the first tick inside it (it ends the
 * line). A steady run's 600 ticks become a few dozen points: shorter paths to build, set and paint.
 */
export function stepTicks(n: number, ...series: readonly ArrayLike<number>[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i === 0 || i === n - 1 || series.some((s) => differs(s[i], s[i - 1]) || endsBeforeGap(s, i))) out.push(i);
  }
  return out;
}

/**
 * The ticks a straight-line curve (d3's default curve) over `s` needs: a tick with the same value on both sides
 * lies on the level line between them, so the path draws the same without it. The ends, and a tick next to a gap
 * (a value that is not finite) or to a change, stay.
 */
export function lineTicks(n: number, s: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i === 0 || i === n - 1 || differs(s[i], s[i - 1]) || differs(s[i], s[i + 1])) out.push(i);
  }
  return out;
}

const finiteValue = (v: number) => v === v && v !== Infinity && v !== -Infinity;
/** Two values draw the same level: equal, or both outside what a `defined` test keeps (NaN, ±Infinity). */
const differs = (a: number, b: number) => a !== b && (finiteValue(a) || finiteValue(b));
const endsBeforeGap = (s: ArrayLike<number>, i: number) => finiteValue(s[i]) && !finiteValue(s[i + 1]);
