/**
 * The warm-up curve of the limiter on screen: its view draws it from the constants the engine reported
 * (never re-derived from the rule), e.g. WarmUpController's interval(tokens) and SmoothWarmingUp's
 * permitsToTime(p) (ui/limiters/sentinel-view.ts, guava-warming-up/).
 */
import type { ChartId, WarmCurve } from '../limiters/view';
import { limiterView } from '../limiters/views';
import type { LimiterResult } from '../../engine/sim/result';

export type { WarmCurve } from '../limiters/view';

export function warmCurve(lim: LimiterResult): WarmCurve | null {
  return limiterView(lim.kind)?.charts.curve(lim) ?? null;
}

/** What the curve cell says when there is no curve (message key and params). */
export function noCurve(lim: LimiterResult): { key: string; params: Record<string, string | number> } {
  return (
    limiterView(lim.kind)?.charts.noCurve(lim) ?? { key: 'curve.noWarmUp', params: { className: lim.className } }
  );
}

/** What the limiter's charts declare (bucket, pacing queue, sliding window, rate threshold). */
export function chartsOf(lim: LimiterResult) {
  return limiterView(lim.kind)?.charts ?? null;
}

/** Whether the limiter's module declares this chart (the slot chain's breaker and system charts, say). */
export function hasChart(lim: LimiterResult, chart: ChartId): boolean {
  return limiterView(lim.kind)?.charts.uses.some((u) => u.chart === chart) ?? false;
}

/** The line that takes the bucket's and the curve's cells when the limiter has neither (message key), or null. */
export function noCellsNote(lim: LimiterResult): string | null {
  return limiterView(lim.kind)?.charts.noCells ?? null;
}
