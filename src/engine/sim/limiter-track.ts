/**
 * The bookkeeping every limiter shares, whatever algorithm decides: the per-tick series, the
 * capped per-request log, the wait percentiles and the run's totals. A runner (sentinel-runner.ts,
 * guava-runner.ts) decides each request, writes the decision's inputs into the log row, and
 * reports the verdict here with `record`; at each tick end it writes the limiter's state into
 * the series and calls `closeTick`. Nothing here looks at a limiter: it only counts.
 *
 * WHERE A REQUEST IS COUNTED (tick = the tick holding that time):
 *   blocked, waited, wait percentiles    at its arrival (decision) tick
 *   passed                               at its pass time (arrival + wait); past the last tick it is
 *                                        in the summary only
 *   queued                               +1 from its arrival tick, −1 from its pass tick: kept as a
 *                                        difference per tick and summed up in `finish`, so it costs
 *                                        two array writes per waiting request and never a scan
 *
 * The log keeps the first `rows` requests (request index = row); `truncated` says when there
 * were more. Hot path: no allocation per request (typed arrays, reused scratch samples).
 */
import { Outcome, type LimiterSeries, type LimiterSummary, type RequestLog } from './result';
import { WaitSample } from './wait-sample';

const P50 = 0.5;
const P99 = 0.99;

export class LimiterTrack {
  readonly series: LimiterSeries;
  /** the limiter's own per-tick series (its module's `seriesColumns`), by name */
  readonly ownSeries: Record<string, Float64Array>;
  readonly log: RequestLog;
  /** Rows the log holds (the first `rows` requests). */
  readonly rows: number;
  readonly ticks: number;
  private readonly tickWaits = new WaitSample(256);
  private readonly runWaits = new WaitSample(4096);
  private requests = 0;
  private passed = 0;
  private blocked = 0;
  private waited = 0;
  private permitsPassed = 0;
  private permitsBlocked = 0;

  /**
   * `columns`: the names of the limiter's decision columns (its module's `columns`), NaN until written;
   * `seriesColumns`: the names of its own per-tick series (its module's `seriesColumns`), likewise;
   * `named`: every decision column the limiter writes (default `columns`): one not among `columns` is not kept
   * (a summaries-only run, RunGrid.summariesOnly) and is an empty array, where a write is dropped.
   */
  constructor(
    ticks: number,
    totalRequests: number,
    logRows: number,
    columns: readonly string[],
    seriesColumns: readonly string[] = [],
    named: readonly string[] = columns,
  ) {
    this.ticks = ticks;
    this.rows = Math.min(logRows, totalRequests);
    this.series = newSeries(ticks);
    this.ownSeries = Object.fromEntries(seriesColumns.map((name) => [name, new Float64Array(ticks).fill(NaN)]));
    this.log = newRequestLog(this.rows, totalRequests, logRows, columns, named);
  }

  /**
   * One decided request. `tick` is its arrival tick; `passTick` the tick of its pass time (≥ ticks when
   * past the end; ignored when blocked); `waitMs` 0 for blocked and immediate passes.
   */
  record(tick: number, acquire: number, outcome: Outcome, waitMs: number, passTick: number): void {
    const s = this.series;
    this.requests++;
    if (outcome === Outcome.Blocked) {
      this.blocked++;
      this.permitsBlocked += acquire;
      s.blocked[tick] += acquire;
      return;
    }
    this.passed++;
    this.permitsPassed += acquire;
    if (passTick < this.ticks) s.passed[passTick] += acquire;
    if (outcome === Outcome.Waited) {
      this.waited++;
      s.waited[tick] += acquire;
      if (passTick !== tick) {
        s.queued[tick] += 1;
        if (passTick < this.ticks) s.queued[passTick] -= 1;
      }
    }
    this.tickWaits.add(waitMs);
  }

  /** Wait percentiles of the requests admitted in tick `k` (NaN when none); the waits join the run's. */
  closeTick(k: number): void {
    const w = this.tickWaits;
    const s = this.series;
    if (w.size === 0) return; // the series are NaN already
    this.runWaits.addAll(w);
    const p = w.percentiles(P50, P99);
    s.waitP50[k] = p.low;
    s.waitP99[k] = p.high;
    s.waitMax[k] = p.max;
    w.clear();
  }

  /** Turns the queued differences into counts; returns the totals. Call once, after the last tick. */
  finish(): LimiterSummary {
    const q = this.series.queued;
    for (let k = 1; k < q.length; k++) q[k] += q[k - 1];
    this.log.count = this.rows;
    const p = this.runWaits.percentiles(P50, P99);
    return {
      requests: this.requests,
      passed: this.passed,
      blocked: this.blocked,
      waited: this.waited,
      passRatio: this.requests === 0 ? NaN : this.passed / this.requests,
      waitP50: p.low,
      waitP99: p.high,
      waitMax: p.max,
      permitsPassed: this.permitsPassed,
      permitsBlocked: this.permitsBlocked,
    };
  }
}

function newSeries(ticks: number): LimiterSeries {
  const zeros = () => new Float64Array(ticks);
  const nans = () => new Float64Array(ticks).fill(NaN);
  return {
    passed: zeros(),
    blocked: zeros(),
    waited: zeros(),
    queued: zeros(),
    waitP50: nans(),
    waitP99: nans(),
    waitMax: nans(),
    threads: nans(),
    passQps: nans(),
    blockQps: nans(),
    stored: nans(),
    limitQps: nans(),
    queueTailMs: nans(),
    syncBranch: nans(),
    syncPrevQps: nans(),
  };
}

function newRequestLog(
  rows: number,
  totalRequests: number,
  cap: number,
  names: readonly string[],
  named: readonly string[],
): RequestLog {
  const columns: Record<string, Float64Array> = {};
  for (const name of named) columns[name] = new Float64Array(0); // its own: a result's buffers may be transferred
  for (const name of names) columns[name] = new Float64Array(rows).fill(NaN);
  return {
    count: 0,
    truncated: totalRequests > cap,
    totalRequests,
    tMs: new Float64Array(rows),
    acquire: new Int32Array(rows),
    prioritized: new Uint8Array(rows),
    outcome: new Uint8Array(rows),
    waitMs: new Float64Array(rows),
    columns,
  };
}
