/**
 * One y scale for every row of a comparison, so heights compare across rows: the top QpsChart would
 * choose for each row alone, and the largest of them (likewise for waits). Display only: these read
 * the engine's series and summaries and decide nothing about a request.
 */
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import { maxOf, rateThresholdOf, trailingPerSecond } from '../lib/series';

interface Row {
  result: SimResult;
  limiter: LimiterResult;
}

/**
 * The QPS axis top QpsChart picks for one limiter (before its headroom): the same terms, in the same way
 * (keep the two in step when QpsChart's `yMax` changes).
 */
export function qpsTop({ result, limiter }: Row): number {
  const s = limiter.series;
  const perSecond = (v: Float64Array) => trailingPerSecond(v, result.tickMs);
  const threshold = rateThresholdOf(limiter);
  return Math.max(
    1,
    maxOf(perSecond(s.passed)) + maxOf(perSecond(s.blocked)),
    maxOf(perSecond(s.waited)),
    maxOf(s.limitQps),
    threshold?.value ?? 0,
    limiter.summary.busiest1s?.permits ?? 0,
  );
}

/** The largest QPS axis top over the rows (undefined with no rows: each chart picks its own). */
export function sharedQpsTop(rows: readonly Row[]): number | undefined {
  return rows.length === 0 ? undefined : Math.max(...rows.map(qpsTop));
}

/** The longest wait of any row in ms (the engine's summary.waitMax; NaN, no admitted request, counts as 0). */
export function sharedWaitTop(rows: readonly Row[]): number | undefined {
  if (rows.length === 0) return undefined;
  return Math.max(0, ...rows.map((r) => r.limiter.summary.waitMax).filter((w) => Number.isFinite(w)));
}
