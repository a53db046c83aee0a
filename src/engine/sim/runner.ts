/**
 * The shape every limiter's runner has, and the tick clock they share.
 *
 * A runner owns one limiter and its LimiterTrack. `run(arrivals, from, to)` decides requests
 * [from, to) in order — the simulation may call it in slices of any size, so everything a runner
 * needs between requests lives in its fields, and slicing never changes a result. Before deciding
 * a request that arrives at or after the current tick's end, the runner closes that tick: it
 * SAMPLES the limiter's state at the tick's end (`sample`, limiter-specific, read-only: see the
 * runners) and lets the track compute the tick's wait percentiles. `finish` closes the remaining
 * ticks and returns the LimiterResult.
 */
import type { JavaValue } from '../sentinel/param-flow/java-value';
import type { GatewayRequest } from '../sentinel/gateway/gateway-param-parser';
import { LimiterTrack } from './limiter-track';
import type { LimiterKind, LimiterResult, Outcome } from './result';
import type { Phrase } from '../phrase';

/** The requests of a run as columns (what `generateTraffic` returns, minus `source`). */
export interface Arrivals {
  readonly count: number;
  /** integer µs since the start, non-decreasing, each < durationMs · 1000 */
  readonly tUs: Float64Array;
  readonly acquire: Int32Array;
  readonly prioritized: Uint8Array;
  readonly rtMs: Int32Array;
  readonly error: Uint8Array;
  /** index of each request's traffic source (what the slot chain maps to resource / origin / context) */
  readonly source?: Uint16Array;
  /** per request, index into `argTuples`: the arguments of `SphU.entry(…, args)` (absent: none, `null`) */
  readonly args?: Int32Array;
  /** the distinct argument arrays `args` indexes (traffic/generate.ts: [0] is `[]`) */
  readonly argTuples?: readonly (readonly JavaValue[])[];
  /** per request, index into `gatewayRequests`: the request record a gateway adapter parses (absent: none) */
  readonly gatewayRequest?: Int32Array;
  /** the distinct gateway request records `gatewayRequest` indexes (traffic/generate.ts: [0] is `{}`) */
  readonly gatewayRequests?: readonly GatewayRequest[];
}

/** The run's time grid and sizes, the same for every limiter. */
export interface RunGrid {
  startMs: number;
  tickMs: number;
  ticks: number;
  totalRequests: number;
  /** rows each limiter's request log keeps */
  logRows: number;
  /**
   * The run is read for its summaries only (a sweep, `RunOptions.summariesOnly`): the log keeps the columns every
   * log has, which the summary's busiest second is counted from, and none of the limiter's decision columns; a
   * runner may leave its per-tick series unsampled too.
   */
  summariesOnly?: boolean;
}

export interface LimiterMeta {
  id: string;
  kind: LimiterKind;
  className: string;
  label: Phrase;
  constants: Record<string, number>;
}

export abstract class LimiterRunner {
  readonly track: LimiterTrack;
  protected readonly tickMs: number;
  protected readonly tickUs: number;
  /** The tick requests are being decided in. */
  protected tick = 0;
  /** µs (since start) at which the current tick ends. */
  protected tickEndUs: number;

  /**
   * `columns`: the names of the decision columns the log holds (the limiter module's `columns`);
   * `seriesColumns`: the names of its own per-tick series (the module's `seriesColumns`).
   */
  constructor(
    protected readonly meta: LimiterMeta,
    protected readonly grid: RunGrid,
    columns: readonly string[],
    seriesColumns: readonly string[] = [],
  ) {
    const kept = grid.summariesOnly === true ? [] : columns;
    this.track = new LimiterTrack(grid.ticks, grid.totalRequests, grid.logRows, kept, seriesColumns, columns);
    this.tickMs = grid.tickMs;
    this.tickUs = grid.tickMs * 1000;
    this.tickEndUs = this.tickUs;
  }

  /** Decide requests [from, to). */
  abstract run(arrivals: Arrivals, from: number, to: number): void;

  /** Write the limiter's state at the end of tick `k` (`endMs` after the start) into the series. */
  protected abstract sample(k: number, endMs: number): void;

  /**
   * Books request `i`'s verdict: the track's counts (its pass in tick `passTick`) and, for a row the log keeps,
   * the columns every log has (`tMs` as the limiter decided it). False past the log's cap: the caller then
   * writes none of its own columns either.
   */
  protected book(a: Arrivals, i: number, tMs: number, outcome: Outcome, waitMs: number, passTick: number): boolean {
    const { track } = this;
    track.record(this.tick, a.acquire[i], outcome, waitMs, passTick);
    if (i >= track.rows) return false;
    const log = track.log;
    log.tMs[i] = tMs;
    log.acquire[i] = a.acquire[i];
    log.prioritized[i] = a.prioritized[i];
    log.outcome[i] = outcome;
    log.waitMs[i] = waitMs;
    return true;
  }

  /** Close ticks until the one holding `tUs` is current. */
  protected advanceTicks(tUs: number): void {
    while (tUs >= this.tickEndUs && this.tick < this.grid.ticks) this.closeTick();
  }

  private closeTick(): void {
    const k = this.tick;
    this.sample(k, (k + 1) * this.tickMs);
    this.track.closeTick(k);
    this.tick = k + 1;
    this.tickEndUs = (k + 2) * this.tickUs;
  }

  /** Close the remaining ticks and hand out the result. Call once, after the last request. */
  finish(): LimiterResult {
    while (this.tick < this.grid.ticks) this.closeTick();
    const summary = this.track.finish();
    const { series, ownSeries, log } = this.track;
    return { ...this.meta, series, ownSeries, requests: log, summary };
  }
}
