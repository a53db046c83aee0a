/**
 * Reading a sweep's points: each metric of a point (the CLI's names and formulas, cli/expect.ts), whether it
 * meets the goals, the best point and the trade-off front, ranked as `flowlab sweep` ranks them.
 *
 * BEST: among the points that meet every goal, the one nearest the scenario's current values (distance in
 * steps of each field: the smallest change to the rule), then the lowest blockedRatio, then the lowest waitP99,
 * then grid order. FRONT: the points no other point beats on both chosen metrics (engine/decide/pareto.ts),
 * each minimised except passRatio and busiest1s, which are maximised (more admitted is better), as the CLI does.
 * An undefined metric (NaN: a wait percentile with nothing admitted) fails a goal and ranks worst.
 */
import { paretoFront } from '../../engine/decide/pareto';
import type { LimiterSummary } from '../../engine/sim/result';
import { metricValue } from '../../cli/expect';
import type { GoalOp, SweepGoal, SweepMetric } from '../../share/sweep-link';

export interface Point {
  /** index in grid order (the last field varying fastest) */
  readonly k: number;
  readonly values: readonly number[];
  /** the limiter's summary; null when the values make an invalid scenario */
  readonly summary: LimiterSummary | null;
  readonly error: string | null;
}

/** What a person reads each metric in. */
export const METRIC_UNITS: Readonly<Record<SweepMetric, 'ratio' | 'ms' | 'permits'>> = {
  blockedRatio: 'ratio',
  waitP50: 'ms',
  waitP99: 'ms',
  waitMax: 'ms',
  passRatio: 'ratio',
  busiest1s: 'permits',
};

const MAXIMISED: ReadonlySet<SweepMetric> = new Set(['passRatio', 'busiest1s']);

export function metricOf(p: Point, m: SweepMetric): number {
  return p.summary === null ? NaN : metricValue(p.summary, m);
}

function holds(actual: number, op: GoalOp, value: number): boolean {
  if (Number.isNaN(actual)) return false;
  switch (op) {
    case '<=':
      return actual <= value;
    case '<':
      return actual < value;
    case '>=':
      return actual >= value;
    case '>':
      return actual > value;
  }
}

/** Every goal holds at `p` (never for an invalid point; always, with no goals, for a valid one). */
export function meetsGoals(p: Point, goals: readonly SweepGoal[]): boolean {
  if (p.summary === null) return false;
  return goals.every((g) => holds(metricOf(p, g.metric), g.op, g.value));
}

const worst = (x: number) => (Number.isNaN(x) ? Infinity : x);

/** Distance from the current values, in steps of each field. */
export function distance(p: Point, current: readonly (number | null)[], steps: readonly number[]): number {
  let d = 0;
  p.values.forEach((v, i) => {
    const c = current[i];
    if (c !== null && c !== undefined) d += Math.abs(v - c) / (steps[i] > 0 ? steps[i] : 1);
  });
  return d;
}

/** The points meeting every goal, best first (see the header). */
export function rankedBest(
  points: readonly Point[],
  goals: readonly SweepGoal[],
  current: readonly (number | null)[],
  steps: readonly number[],
): Point[] {
  return points
    .filter((p) => meetsGoals(p, goals))
    .map((p) => ({ p, d: distance(p, current, steps) }))
    .sort(
      (a, b) =>
        a.d - b.d ||
        worst(metricOf(a.p, 'blockedRatio')) - worst(metricOf(b.p, 'blockedRatio')) ||
        worst(metricOf(a.p, 'waitP99')) - worst(metricOf(b.p, 'waitP99')) ||
        a.p.k - b.p.k,
    )
    .map(({ p }) => p);
}

/** The grid indexes `k` of the front of (a, b), by ascending a (as minimised). */
export function frontOf(
  points: readonly Point[],
  [a, b]: readonly [SweepMetric, SweepMetric],
  current: readonly (number | null)[],
  steps: readonly number[],
): number[] {
  const sign = (m: SweepMetric) => (MAXIMISED.has(m) ? -1 : 1);
  const valid = points.filter((p) => p.summary !== null);
  return paretoFront(
    valid.map((p) => ({
      x: sign(a) * metricOf(p, a),
      y: sign(b) * metricOf(p, b),
      tie: distance(p, current, steps),
    })),
  ).map((i) => valid[i].k);
}
