/**
 * Runs one x/time/rate limiter of the scenario over the run's arrivals, on integer ns since the start: the
 * limiter is `rate.NewLimiter(limit, burst)` at 0 (so it starts FULL, its `last` being the zero Time), and each
 * request calls `AllowN(t, n)`, `ReserveN(t, n)` (then sleeps `DelayFrom(t)`) or `WaitN(ctx, n)` at its arrival.
 * Callers are independent goroutines: one caller's sleep never delays the next arrival; it only sets when that
 * caller passes (arrival + delay), which is where `passed` counts it. `SetLimitAt` / `SetBurstAt` calls of the
 * config happen at their `atMs`, before any request at or after that time.
 *
 * SAMPLING. At a tick end the pure reads are used: `tokens` (the field, as of `last`), `TokensAt(end)` and the
 * newest reservation's lead `lastEvent − end`. Changes due by the tick end are applied first (the next request
 * would apply them anyway, at the same instants), so the samples show the limiter a caller would meet.
 */
import { GoRateLimiter, InfDuration, Inf, type GoDuration, type GoReservation } from '../../go-rate';
import { busiestSecondOfLog } from '../../sim/busiest-window';
import { type LimiterResult, outcomeOf } from '../../sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../../sim/runner';
import { goLimitOf, type GoRateConfig } from './config';
import { phrase } from '../../phrase';

export const GO_RATE_COLUMNS = [
  'tokensBefore',
  'tokensAfter',
  'waitDurationMs',
  'timeToActMs',
  'limit',
  'burst',
  'maxFutureReserveMs',
];
export const GO_RATE_SERIES = ['tokens', 'tokensAt', 'lastEventAheadMs'];

/** ns as a JS number of ms (a Go duration past 2^53 ns is ~104 days: shown approximately). */
export function nsToMs(d: GoDuration): number {
  return Number(d) / 1e6;
}

/** The limiter with the config's SetLimitAt / SetBurstAt calls, applied in time order up to a given instant. */
export class GoRateDriver {
  readonly lim: GoRateLimiter;
  private readonly changes: GoRateConfig['changes'];
  private next = 0;

  constructor(readonly config: GoRateConfig) {
    this.lim = new GoRateLimiter(goLimitOf(config.limit), config.burst);
    this.changes = [...config.changes].sort((a, b) => a.atMs - b.atMs);
  }

  /** Makes every change due at or before `tNs`. */
  applyChanges(tNs: number): void {
    while (this.next < this.changes.length && this.changes[this.next].atMs * 1e6 <= tNs) {
      const c = this.changes[this.next++];
      const at = c.atMs * 1e6;
      if (c.setLimit !== undefined) this.lim.setLimitAt(at, goLimitOf(c.setLimit));
      if (c.setBurst !== undefined) this.lim.setBurstAt(at, c.setBurst);
    }
  }

  /** The call's maxFutureReserve: AllowN 0, ReserveN InfDuration, WaitN its deadline (InfDuration without). */
  get maxFutureReserve(): GoDuration {
    const { config } = this;
    if (config.call === 'AllowN') return 0;
    if (config.call === 'ReserveN' || config.waitTimeoutMs === null) return InfDuration;
    return config.waitTimeoutMs * 1e6;
  }

  /** The request's call, as the config says; the reservation record and the caller's sleep in ns. */
  call(tNs: number, n: number): { r: GoReservation; delay: GoDuration } {
    this.applyChanges(tNs);
    const { lim, config } = this;
    if (config.call === 'AllowN') return { r: lim.allowN(tNs, n), delay: 0 };
    const r =
      config.call === 'ReserveN'
        ? lim.reserveN(tNs, n)
        : lim.waitN(tNs, n, config.waitTimeoutMs === null ? InfDuration : config.waitTimeoutMs * 1e6);
    return { r, delay: r.ok ? r.waitDuration : 0 };
  }

  /**
   * The same call deciding only (no record: `lim.lastReservation` has it while `lim.recording` is on); the caller's
   * sleep is `lim.lastWaitDuration` when it passed and the call is not AllowN (AllowN passes with a wait of 0).
   */
  decide(tNs: number, n: number, maxFutureReserve: GoDuration): boolean {
    this.applyChanges(tNs);
    return this.lim.decide(tNs, n, maxFutureReserve);
  }
}

export class GoRateRunner extends LimiterRunner {
  private readonly driver: GoRateDriver;

  constructor(config: GoRateConfig, index: number, grid: RunGrid) {
    const at = { index, limit: config.limit, burst: config.burst, call: config.call };
    const label =
      config.call === 'WaitN' && config.waitTimeoutMs !== null
        ? phrase('summary.goRate.deadline', { ...at, ms: config.waitTimeoutMs })
        : phrase('summary.goRate', at);
    super(
      {
        id: `limiters:${index}`,
        kind: 'go-rate',
        className: 'rate.Limiter',
        label,
        constants: {
          limit: goLimitOf(config.limit) === Inf ? NaN : goLimitOf(config.limit),
          burst: config.burst,
          waitTimeoutMs: config.call === 'WaitN' && config.waitTimeoutMs !== null ? config.waitTimeoutMs : NaN,
        },
      },
      grid,
      GO_RATE_COLUMNS,
      GO_RATE_SERIES,
    );
    this.driver = new GoRateDriver(config);
  }

  run(a: Arrivals, from: number, to: number): void {
    const { driver } = this;
    const { lim } = driver;
    const c = this.track.log.columns;
    const tickUs = this.tickUs;
    const maxFutureReserve = driver.maxFutureReserve;
    lim.recording = from < this.track.rows; // the log rows read lastReservation; later requests only decide
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const tNs = tUs * 1000;
      const ok = driver.decide(tNs, a.acquire[i], maxFutureReserve);
      // the caller sleeps DelayFrom(t) = the wait when it passed (AllowN passes only with none)
      const waitMs = ok ? nsToMs(lim.lastWaitDuration) : 0;
      const outcome = outcomeOf(ok, waitMs);
      if (!this.book(a, i, tUs / 1000, outcome, waitMs, Math.floor((tUs + waitMs * 1000) / tickUs))) continue;
      const r = lim.lastReservation; // built on read: only for the rows the log keeps
      c.tokensBefore[i] = r.advance === null ? r.tokensAfter : r.advance.tokens;
      c.tokensAfter[i] = r.tokensAfter;
      c.waitDurationMs[i] = nsToMs(r.waitDuration);
      c.timeToActMs[i] = r.timeToAct === null ? NaN : nsToMs(r.timeToAct);
      c.limit[i] = r.infLimit ? NaN : r.limit;
      c.burst[i] = r.burst;
      // the call's own bound on the wait: AllowN 0, ReserveN InfDuration (Go's "no bound": ∞), WaitN its deadline
      c.maxFutureReserveMs[i] = r.maxFutureReserve === InfDuration ? Infinity : nsToMs(r.maxFutureReserve);
    }
  }

  override finish(): LimiterResult {
    const result = super.finish();
    result.summary.busiest1s = busiestSecondOfLog(result.requests, false);
    return result;
  }

  protected sample(k: number, endMs: number): void {
    const endNs = endMs * 1e6;
    this.driver.applyChanges(endNs);
    const lim = this.driver.lim;
    const own = this.track.ownSeries;
    own.tokens[k] = lim.tokens;
    own.tokensAt[k] = lim.tokensAt(endNs);
    const ahead = lim.lastEvent === null ? 0 : nsToMs(lim.lastEvent) - endMs;
    own.lastEventAheadMs[k] = ahead > 0 ? ahead : 0;
    this.track.series.stored[k] = own.tokensAt[k];
    this.track.series.limitQps[k] = lim.limit === Inf ? NaN : lim.limit;
  }
}
