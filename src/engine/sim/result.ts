/**
 * What a simulation returns: plain data and typed arrays, so it crosses the worker boundary
 * by transfer, and the UI only renders it (it never computes an algorithm).
 *
 * One run simulates every limiter in the scenario on the SAME traffic, independently: the
 * Sentinel flow rule(s) and each Guava limiter. Each limiter gets its own per-tick series and
 * per-request log, so the UI can show one and compare several.
 *
 * Times: `tMs` values are milliseconds since the scenario's clock start (0 = `startMs`), as
 * doubles (Guava decisions fall on microseconds). Absolute Sentinel times are `startMs + tMs`.
 */

import type { BusiestSpan } from './busiest-window';
import type { ChainResult } from './chain-result';
import type { Phrase } from '../phrase';

/** A request's fate, one colour and one mark shape per value in the UI. */
export const Outcome = {
  /** admitted at once */
  Passed: 0,
  /** admitted after a wait (pacing queue, Guava's sleep, a prioritized borrow) */
  Waited: 1,
  /** rejected */
  Blocked: 2,
} as const;
export type Outcome = (typeof Outcome)[keyof typeof Outcome];

/** The outcome of a decision: refused, or admitted after `wait` (any unit; 0 or less is at once). */
export const outcomeOf = (granted: boolean, wait: number): Outcome =>
  !granted ? Outcome.Blocked : wait > 0 ? Outcome.Waited : Outcome.Passed;

/**
 * A limiter's one name: a built-in kind (limiters/kinds.ts), or the kind of a module registered at run time
 * (limiters/registry.ts `registerLimiter`). What a kind has and means is its module's declaration.
 */
export type LimiterKind = string;

/** Per-tick series of one limiter; every array has `SimResult.ticks` entries. NaN = not applicable. */
export interface LimiterSeries {
  /** acquire-count admitted (counted at the pass time) in the tick */
  passed: Float64Array;
  /** acquire-count rejected in the tick */
  blocked: Float64Array;
  /** acquire-count admitted after a wait (subset of passed), by arrival time */
  waited: Float64Array;
  /** requests admitted but not yet passed (queued), at tick end */
  queued: Float64Array;
  /** wait percentiles (ms) of requests arriving in the tick and admitted */
  waitP50: Float64Array;
  waitP99: Float64Array;
  waitMax: Float64Array;
  /** Sentinel: curThreadNum at tick end */
  threads: Float64Array;
  /** Sentinel: the node's passQps / blockQps (sliding 1 s window) at tick end */
  passQps: Float64Array;
  blockQps: Float64Array;
  /** Sentinel warm-up: storedTokens at tick end; Guava: storedPermits */
  stored: Float64Array;
  /** the admission limit in QPS at tick end: count, or warm-up's warning QPS, or Guava's current rate from the interval */
  limitQps: Float64Array;
  /** Sentinel pacing: latestPassedTime − now in ms (the virtual queue's tail); Guava: nextFreeTicket − now in ms */
  queueTailMs: Float64Array;
  /**
   * Sentinel WarmUp / WarmUpRateLimiter: which way `syncToken` went, in the tick where a sync happened (at most
   * one per whole second), as a token-sync-code.ts code (branch + clamped/capped flags); NaN in other ticks. A tick
   * that straddles a second boundary can see two syncs: it keeps the later one.
   */
  syncBranch: Float64Array;
  /** Sentinel WarmUp / WarmUpRateLimiter: the `previousPassQps` that sync read (in the same ticks as syncBranch). */
  syncPrevQps: Float64Array;
}

/** The shared per-tick series, by name. */
export type SeriesKey = keyof LimiterSeries;

/** One row per request, by arrival order; capped (see `truncated`). */
export interface RequestLog {
  count: number;
  /** true when more requests were simulated than logged: the log holds the first `count` */
  truncated: boolean;
  totalRequests: number;
  /** decision time: Sentinel the whole ms it read (floor of the arrival µs), Guava the exact arrival µs / 1000 */
  tMs: Float64Array;
  acquire: Int32Array;
  prioritized: Uint8Array;
  outcome: Uint8Array;
  /** ms waited before passing (0 if passed at once or blocked); exact (waitNs / 1e6) in Throttling's ns mode */
  waitMs: Float64Array;
  /**
   * The numbers the decision was made from, so the UI can show and explain it: exactly the columns the
   * limiter's module declares (`LimiterModule.columns`: name, unit, meaning), by those names (`passQps`,
   * `storedTokens`, `latestPassedTimeMs`, `storedPermits`, …); NaN in a row where a column does not apply.
   */
  columns: Record<string, Float64Array>;
}

/** Totals over the whole run (requests, not permits, unless named `permits…`). */
export interface LimiterSummary {
  requests: number;
  passed: number;
  blocked: number;
  waited: number;
  /** passed / requests; NaN when there were no requests */
  passRatio: number;
  /** nearest-rank wait percentiles (ms) of all admitted requests (0 when admitted at once); NaN when none */
  waitP50: number;
  waitP99: number;
  waitMax: number;
  /** added: acquire-counts admitted / rejected over the run (the per-tick series count these) */
  permitsPassed: number;
  permitsBlocked: number;
  /** the most permits passed in any span [t, t + 1000 ms) and where (busiest-window.ts); absent when none passed */
  busiest1s?: BusiestSpan;
}

export interface LimiterResult {
  /** stable id: `sentinel:<index into scenario.rules>` or `guava:<index into scenario.guava>` */
  id: string;
  kind: LimiterKind;
  /** e.g. `WarmUpController`, `SmoothWarmingUp` */
  className: string;
  /** what it is, in one line: words of the page's catalogs (`summary.…`) and their values */
  label: Phrase;
  /** constants for charts and the "at the cursor" panel, by their Java names (warningToken, maxToken, slope, count, thresholdPermits, maxPermits, stableIntervalMicros, coldIntervalMicros, …) */
  constants: Record<string, number>;
  series: LimiterSeries;
  /**
   * The limiter's own per-tick series beyond the shared ones, by the names its module declares
   * (`LimiterModule.seriesColumns`: name, unit, meaning; `ticks` entries each, NaN where nothing was sampled).
   */
  ownSeries: Record<string, Float64Array>;
  requests: RequestLog;
  summary: LimiterSummary;
  /** only on the slot-chain run (`chain:0`): the walk of each request, breakers, system inputs */
  chain?: ChainResult;
}

export interface SimResult {
  /** ms per tick; adapts to the duration so results stay small */
  tickMs: number;
  ticks: number;
  durationMs: number;
  startMs: number;
  limiters: LimiterResult[];
  /** ms the simulation took in the worker (for the UI's honesty, not for tests) */
  elapsedMs?: number;
}

/**
 * A simulation that runs in slices, so the worker can report progress, answer a newer
 * request and cancel between slices. `simulate(scenario)` (in simulate.ts) is the same thing
 * run to completion in one call; both give bit-identical results.
 */
export interface SimulationRun {
  /** fraction of the work done, 0..1 (generating the traffic counts as one limiter's pass) */
  readonly progress: number;
  readonly done: boolean;
  /** process up to `maxRequests` more requests (across all limiters) */
  advance(maxRequests: number): void;
  /** the finished result; throws if called before `done` */
  result(): SimResult;
}
