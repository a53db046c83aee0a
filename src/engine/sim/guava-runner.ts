/**
 * Runs one Guava limiter of the scenario over the run's arrivals, in microseconds since the start:
 * the limiter is created at 0 (`RateLimiter.create(...)` when the run starts), and each request
 * calls `acquire(permits)` — or `tryAcquire(permits, timeout, MILLISECONDS)` when the config has a
 * `tryAcquireTimeoutMs` — at its exact arrival µs. Callers are independent threads: one caller's
 * sleep never delays the next arrival (as in the conformance traces), it only sets when that
 * caller passes (arrival + wait), which is where `passed` counts it.
 *
 * Log columns come from the limiter's `lastReservation`: `storedPermits` the request could draw
 * from (after the resync), `nextFreeTicketMs` (nextFreeTicketMicros before it, in ms), `timeoutMs`,
 * and `costMs`, the cost the request added to the next free ticket (what the NEXT caller will wait
 * for: Guava's "pay later").
 *
 * SAMPLING WITHOUT SIDE EFFECTS. At a tick end only pure reads are used: `storedPermitsAt(tickEnd)`
 * (the value a resync then would produce, without resyncing), `nextFreeTicketMicros`, and
 * `storedPermitIntervalMicros` (the height of the warm-up curve). The limit shown is the rate a
 * permit costs at that level: 1e6 / interval — SmoothWarmingUp's curve, or the stable interval for
 * SmoothBursty (its stored permits are free, fresh ones cost stableIntervalMicros).
 */
import { createGuavaLimiter, type GuavaLimiter } from '../guava';
import type { GuavaLimiter as GuavaConfig } from '../scenario';
import { busiestSecondOfLog } from './busiest-window';
import { type LimiterResult, outcomeOf } from './result';
import { LimiterRunner, type Arrivals, type LimiterMeta, type RunGrid } from './runner';
import { phrase } from '../phrase';

/** The decision columns both Guava modules declare (limiters/guava-columns.ts GUAVA_COLUMNS, same names). */
const GUAVA_COLUMNS = ['storedPermits', 'nextFreeTicketMs', 'timeoutMs', 'costMs'];

export class GuavaRunner extends LimiterRunner {
  private readonly limiter: GuavaLimiter;
  /** tryAcquire's timeout in µs, or -1 for acquire. */
  private readonly timeoutUs: number;

  constructor(config: GuavaConfig, index: number, grid: RunGrid) {
    const limiter = createGuavaLimiter(
      config.type === 'bursty'
        ? { type: 'bursty', permitsPerSecond: config.permitsPerSecond, maxBurstSeconds: config.maxBurstSeconds }
        : {
            type: 'warmingUp',
            permitsPerSecond: config.permitsPerSecond,
            warmupPeriodMicros: config.warmupPeriodMs * 1000,
            coldFactor: config.coldFactor,
          },
      0,
    );
    super(describeGuava(config, index, limiter), grid, GUAVA_COLUMNS);
    this.limiter = limiter;
    this.timeoutUs = config.tryAcquireTimeoutMs === null ? -1 : config.tryAcquireTimeoutMs * 1000;
  }

  run(a: Arrivals, from: number, to: number): void {
    const { limiter, track, timeoutUs } = this;
    const log = track.log;
    const rows = track.rows;
    const tickUs = this.tickUs;
    const timeoutMs = timeoutUs < 0 ? NaN : timeoutUs / 1000;
    limiter.recording = from < rows; // the log rows read lastReservation; later requests only decide
    const { storedPermits, nextFreeTicketMs, timeoutMs: timeoutCol, costMs } = log.columns;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const permits = a.acquire[i];
      let granted = true;
      if (timeoutUs < 0) limiter.acquire(permits, tUs);
      else granted = limiter.tryAcquire(permits, timeoutUs, tUs);
      const waitUs = limiter.lastWaitMicros;
      const outcome = outcomeOf(granted, waitUs);
      track.record(this.tick, permits, outcome, waitUs / 1000, Math.floor((tUs + waitUs) / tickUs));
      if (i >= rows) continue;
      log.tMs[i] = tUs / 1000;
      log.acquire[i] = permits;
      log.prioritized[i] = a.prioritized[i];
      log.outcome[i] = outcome;
      log.waitMs[i] = waitUs / 1000;
      const r = limiter.lastReservation; // built on read: only for the rows the log keeps
      storedPermits[i] = r.storedPermitsBefore;
      nextFreeTicketMs[i] = r.nextFreeTicketMicrosBeforeResync / 1000;
      timeoutCol[i] = timeoutMs;
      if (granted) costMs[i] = r.costMicros / 1000;
    }
  }

  override finish(): LimiterResult {
    const result = super.finish();
    // a Guava caller passes at its exact arrival µs + wait
    result.summary.busiest1s = busiestSecondOfLog(result.requests, false);
    return result;
  }

  protected sample(k: number, endMs: number): void {
    const lim = this.limiter;
    const s = this.track.series;
    const endUs = endMs * 1000;
    const stored = lim.storedPermitsAt(endUs);
    s.stored[k] = stored;
    const interval = lim.kind === 'bursty' ? lim.stableIntervalMicros : lim.storedPermitIntervalMicros(stored);
    s.limitQps[k] = 1e6 / interval;
    s.queueTailMs[k] = (lim.nextFreeTicketMicros - endUs) / 1000;
  }
}

function describeGuava(config: GuavaConfig, index: number, lim: GuavaLimiter): LimiterMeta {
  const call =
    config.tryAcquireTimeoutMs === null
      ? phrase('summary.guava.acquire')
      : phrase('summary.guava.tryAcquire', { timeoutMs: config.tryAcquireTimeoutMs });
  const at = { index, permitsPerSecond: config.permitsPerSecond, call };
  const constants: Record<string, number> = {
    permitsPerSecond: config.permitsPerSecond,
    stableIntervalMicros: lim.stableIntervalMicros,
    maxPermits: lim.maxPermits,
    coolDownIntervalMicros: lim.coolDownIntervalMicros,
  };
  if (lim.kind === 'bursty') {
    constants.maxBurstSeconds = lim.maxBurstSeconds;
    const label = phrase('summary.guava.bursty', { ...at, maxBurstSeconds: lim.maxBurstSeconds });
    return { id: `guava:${index}`, kind: 'guava-bursty', className: 'SmoothBursty', label, constants };
  }
  Object.assign(constants, {
    coldFactor: lim.coldFactor,
    coldIntervalMicros: lim.coldIntervalMicros,
    thresholdPermits: lim.thresholdPermits,
    slope: lim.slope,
    warmupPeriodMicros: lim.warmupPeriodMicros,
  });
  const label = phrase('summary.guava.warmingUp', { ...at, warmupMs: lim.warmupPeriodMicros / 1000 });
  return { id: `guava:${index}`, kind: 'guava-warming-up', className: 'SmoothWarmingUp', label, constants };
}
