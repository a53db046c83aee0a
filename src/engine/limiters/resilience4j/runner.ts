/**
 * Runs one resilience4j `AtomicRateLimiter` of the scenario over the run's arrivals, on integer ns since the
 * limiter was created (at the start). Each request calls `acquirePermission(permits)` (a granted wait is
 * parked; a REFUSED one parks the whole timeout and returns false: the log's `parkedMs`) or
 * `reservePermission(permits)` (0, the wait, or −1). Callers are independent threads: one caller's park never
 * delays the next arrival. The config's runtime calls (changeLimitForPeriod, changeTimeoutDuration,
 * drainPermissions) happen at their `atMs`, before any request at or after it.
 *
 * SAMPLING. At a tick end `getDetailedMetrics()` (`metricsAt`: the state a 1-permit call would compute, not
 * stored): available permissions after the roll-over, the wait for one permission, the cycle number.
 */
import { AtomicRateLimiter, type JLong } from '../../resilience4j';
import { busiestSecondOfLog } from '../../sim/busiest-window';
import { type LimiterResult, outcomeOf } from '../../sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../../sim/runner';
import { msToNs, type Resilience4jConfig } from './config';
import { phrase } from '../../phrase';

export const R4J_COLUMNS = [
  'cycle',
  'availablePermissions',
  'activePermissions',
  'nanosToWaitMs',
  'parkedMs',
  'limitForPeriod',
];
export const R4J_SERIES = ['availablePermissions', 'nanosToWaitMs', 'cycle'];

export function jlongMs(x: JLong): number {
  return Number(x) / 1e6;
}

export interface R4jCall {
  granted: boolean;
  /** what the caller waits: the wait when granted, the whole timeout when acquirePermission refuses */
  parkedNs: JLong;
  step: ReturnType<AtomicRateLimiter['drainPermissions']>;
}

export class Resilience4jDriver {
  readonly lim: AtomicRateLimiter;
  private readonly changes: Resilience4jConfig['changes'];
  private next = 0;

  constructor(readonly config: Resilience4jConfig) {
    this.lim = new AtomicRateLimiter({
      limitForPeriod: config.limitForPeriod,
      limitRefreshPeriodNs: msToNs(config.limitRefreshPeriodMs),
      timeoutNs: msToNs(config.timeoutDurationMs),
    });
    this.changes = [...config.changes].sort((a, b) => a.atMs - b.atMs);
  }

  applyChanges(tNs: number): void {
    while (this.next < this.changes.length && this.changes[this.next].atMs * 1e6 <= tNs) {
      const c = this.changes[this.next++];
      if (c.limitForPeriod !== undefined) this.lim.changeLimitForPeriod(c.limitForPeriod);
      if (c.timeoutDurationMs !== undefined) this.lim.changeTimeoutDuration(msToNs(c.timeoutDurationMs));
      if (c.drain === true) this.lim.drainPermissions(c.atMs * 1e6);
    }
  }

  call(tNs: number, permits: number): R4jCall {
    this.applyChanges(tNs);
    if (this.config.call === 'acquirePermission') {
      const r = this.lim.acquirePermission(tNs, permits);
      return { granted: r.acquired, parkedNs: r.parkedNs, step: r.step };
    }
    const r = this.lim.reservePermission(tNs, permits);
    return { granted: r.returned !== -1, parkedNs: r.returned === -1 ? 0 : r.returned, step: r.step };
  }
}

export class Resilience4jRunner extends LimiterRunner {
  private readonly driver: Resilience4jDriver;

  constructor(config: Resilience4jConfig, index: number, grid: RunGrid) {
    super(
      {
        id: `limiters:${index}`,
        kind: 'resilience4j',
        className: 'AtomicRateLimiter',
        label: phrase('summary.resilience4j', {
          index,
          limitForPeriod: config.limitForPeriod,
          limitRefreshPeriodMs: config.limitRefreshPeriodMs,
          timeoutDurationMs: config.timeoutDurationMs,
          call: config.call,
        }),
        constants: {
          limitForPeriod: config.limitForPeriod,
          limitRefreshPeriodMs: config.limitRefreshPeriodMs,
          timeoutDurationMs: config.timeoutDurationMs,
          permitsPerSecond: (config.limitForPeriod * 1000) / config.limitRefreshPeriodMs,
        },
      },
      grid,
      R4J_COLUMNS,
      R4J_SERIES,
    );
    this.driver = new Resilience4jDriver(config);
  }

  run(a: Arrivals, from: number, to: number): void {
    const { driver } = this;
    const c = this.track.log.columns;
    const tickUs = this.tickUs;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const permits = a.acquire[i];
      const r = driver.call(tUs * 1000, permits);
      const parkedMs = jlongMs(r.parkedNs);
      const waitMs = r.granted ? parkedMs : 0;
      const outcome = outcomeOf(r.granted, waitMs);
      if (!this.book(a, i, tUs / 1000, outcome, waitMs, Math.floor((tUs + waitMs * 1000) / tickUs))) continue;
      c.cycle[i] = Number(r.step.currentCycle);
      c.availablePermissions[i] = r.step.availablePermissions;
      c.activePermissions[i] = r.step.next.activePermissions;
      c.nanosToWaitMs[i] = jlongMs(r.step.nanosToWait);
      c.parkedMs[i] = parkedMs;
      c.limitForPeriod[i] = r.step.permissionsPerCycle;
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
    const m = lim.metricsAt(endNs);
    const own = this.track.ownSeries;
    own.availablePermissions[k] = m.availablePermissions;
    own.nanosToWaitMs[k] = jlongMs(m.nanosToWait);
    own.cycle[k] = Number(m.cycle);
    this.track.series.stored[k] = m.availablePermissions;
    this.track.series.limitQps[k] = (lim.config.limitForPeriod * 1e9) / Number(lim.config.limitRefreshPeriodNs);
  }
}
