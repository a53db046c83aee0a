/**
 * The app's review of a rule change: a baseline's rules and the current rules, run on the current traffic, set
 * side by side — what `flowlab diff` reports, as data for the Review panel.
 *
 * THE SAME TRAFFIC. The "before" scenario is the baseline with the current scenario's traffic fields
 * (`TRAFFIC_FIELDS`: the sources, injections, incidents, system inputs, start, length, seed and view), so both runs
 * decide the same arrivals, an imported log included, and every other field (rules, limiters, versions, cold
 * factor) is the baseline's (`beforeScenarioOf`).
 *
 * PER LIMITER (matched by id; one only on one side is listed as such):
 * - the metrics of the CLI (`REVIEW_METRICS`, same names, units and definitions as `flowlab diff`'s): each is a
 *   number of the summary, a ratio over its requests (NaN with none), or `busiest1s` (0 when nothing passed);
 * - passed and blocked permits per second before and after, from the per-tick series (as the diff report's chart);
 * - the flip ledger (ledger.ts) with groups by resource and, for the slot chain with hot-parameter or gateway rules,
 *   by value (groups.ts), the top movers first;
 * - the seconds where the runs differ most, each with the first request of that second whose outcome flipped (the
 *   one the panel explains before and after).
 *
 * Pure: the two runs are handed in.
 */
import type { Scenario } from '../scenario/schema';
import type { Arrivals } from '../sim/runner';
import type { LimiterResult, LimiterSummary, SimResult } from '../sim/result';
import { rowKeys } from './groups';
import { limiterLedger, type LimiterLedger } from './ledger';

/** The scenario fields that make the traffic (and the run's time axis); the rest are rules. */
export const TRAFFIC_FIELDS = [
  'traffic',
  'injections',
  'incidents',
  'systemInputs',
  'startMs',
  'durationMs',
  'seed',
  'view',
] as const satisfies readonly (keyof Scenario)[];

/** The metrics the review shows, by the CLI's names (units: ratios are fractions, waits ms, busiest1s permits). */
export const REVIEW_METRICS = ['blockedRatio', 'waitP50', 'waitP99', 'waitMax', 'passRatio', 'busiest1s'] as const;
export type ReviewMetric = (typeof REVIEW_METRICS)[number];

/** How many groups and seconds the review keeps per limiter (the top movers). */
export const TOP_KEYS = 10;
export const TOP_SECONDS = 5;

/** The baseline's rules on the current scenario's traffic. */
export function beforeScenarioOf(baseline: Scenario, current: Scenario): Scenario {
  const out: Record<string, unknown> = { ...baseline };
  for (const k of TRAFFIC_FIELDS) out[k] = current[k];
  return out as Scenario;
}

/** A metric of a summary, as `flowlab diff` reads it. */
export function reviewMetric(s: LimiterSummary, m: ReviewMetric): number {
  switch (m) {
    case 'blockedRatio':
      return s.requests > 0 ? s.blocked / s.requests : NaN;
    case 'passRatio':
      return s.requests > 0 ? s.passed / s.requests : NaN;
    case 'busiest1s':
      return s.busiest1s?.permits ?? 0;
    default:
      return s[m];
  }
}

export interface PerSecond {
  /** permits passed / blocked in second k (k = 0 is the run's first second; a tick longer than 1 s is its own bucket) */
  readonly passed: readonly number[];
  readonly blocked: readonly number[];
  readonly bucketMs: number;
}

/** Passed and blocked permits per second of one limiter, from its per-tick series. */
export function perSecondOf(l: LimiterResult, tickMs: number): PerSecond {
  const bucketMs = Math.max(1000, tickMs);
  const per = Math.max(1, Math.round(bucketMs / tickMs));
  const n = Math.ceil(l.series.passed.length / per);
  const passed = new Array<number>(n).fill(0);
  const blocked = new Array<number>(n).fill(0);
  for (let t = 0; t < l.series.passed.length; t++) {
    passed[Math.floor(t / per)] += l.series.passed[t] || 0;
    blocked[Math.floor(t / per)] += l.series.blocked[t] || 0;
  }
  return { passed, blocked, bucketMs };
}

export interface DifferingSecond {
  readonly second: number;
  readonly flips: number;
  /** the row of the first request arriving in that second whose outcome differs (the one to explain), and its time */
  readonly request: number;
  readonly tMs: number;
}

export interface ReviewLimiter {
  readonly id: string;
  readonly className: string;
  readonly before: Readonly<Record<ReviewMetric, number>>;
  readonly after: Readonly<Record<ReviewMetric, number>>;
  readonly requests: { readonly before: number; readonly after: number };
  readonly perSecond: { readonly before: PerSecond; readonly after: PerSecond };
  /** null when the two runs did not decide the same requests */
  readonly ledger: LimiterLedger | null;
  readonly seconds: readonly DifferingSecond[];
  /** some metric or some request's outcome differs */
  readonly differs: boolean;
}

export interface ReviewModel {
  readonly durationMs: number;
  readonly limiters: readonly ReviewLimiter[];
  readonly onlyBefore: readonly string[];
  readonly onlyAfter: readonly string[];
  /** some limiter differs, or one is only on one side */
  readonly differs: boolean;
}

const metricsOf = (s: LimiterSummary) =>
  Object.fromEntries(REVIEW_METRICS.map((m) => [m, reviewMetric(s, m)])) as Record<ReviewMetric, number>;

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** The first row of `second` whose outcome differs between the two logs (-1: none). */
function firstFlipIn(before: LimiterResult, after: LimiterResult, second: number, rows: number): number {
  const t = before.requests.tMs;
  for (let i = 0; i < rows; i++) {
    const s = Math.floor(t[i] / 1000);
    if (s > second) break;
    if (s === second && before.requests.outcome[i] !== after.requests.outcome[i]) return i;
  }
  return -1;
}

/**
 * The review of one run of each side. `before` and `after` are the scenarios that ran (`beforeScenarioOf` for the
 * first), `arrivals` the after run's arrivals (the groups are read off them).
 */
export function reviewOf(rb: SimResult, ra: SimResult, after: Scenario, arrivals: Arrivals): ReviewModel {
  const limiters: ReviewLimiter[] = [];
  for (const lb of rb.limiters) {
    const la = ra.limiters.find((l) => l.id === lb.id);
    if (la === undefined) continue;
    const ledger = limiterLedger(lb, la, rowKeys(after, arrivals, lb.id), {
      topKeys: TOP_KEYS,
      topSeconds: TOP_SECONDS,
    });
    const seconds = (ledger?.seconds ?? []).map((s) => {
      const request = firstFlipIn(lb, la, s.second, ledger!.compared);
      return { ...s, request, tMs: lb.requests.tMs[request] };
    });
    const before = metricsOf(lb.summary);
    const afterMetrics = metricsOf(la.summary);
    const differs =
      (ledger !== null && ledger.counts.flips > 0) ||
      REVIEW_METRICS.some((m) => !sameNumber(before[m], afterMetrics[m])) ||
      lb.summary.requests !== la.summary.requests;
    limiters.push({
      id: lb.id,
      className: la.className,
      before,
      after: afterMetrics,
      requests: { before: lb.summary.requests, after: la.summary.requests },
      perSecond: { before: perSecondOf(lb, rb.tickMs), after: perSecondOf(la, ra.tickMs) },
      ledger,
      seconds,
      differs,
    });
  }
  const onlyBefore = rb.limiters.filter((l) => !ra.limiters.some((a) => a.id === l.id)).map((l) => l.id);
  const onlyAfter = ra.limiters.filter((l) => !rb.limiters.some((b) => b.id === l.id)).map((l) => l.id);
  return {
    durationMs: ra.durationMs,
    limiters,
    onlyBefore,
    onlyAfter,
    differs: limiters.some((l) => l.differs) || onlyBefore.length > 0 || onlyAfter.length > 0,
  };
}
