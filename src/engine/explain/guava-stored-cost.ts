/**
 * What a Guava `acquire(permits)` at one moment of the run would pay for the stored permits it draws from: the
 * area under SmoothWarmingUp's curve between `storedPermits − storedPermitsToSpend` and `storedPermits`, which
 * the warm-up chart shades for the acquire size the user picks.
 *
 * The limiter is replayed as the run drives it (guava-engine.ts: each request's `acquire` / `tryAcquire` at its
 * arrival µs, every request that arrived at or before the moment, so one at the cursor has already been served),
 * then asked without being changed, with Guava's own steps of `reserveEarliestAvailable`:
 *
 *   storedPermits        = storedPermitsAt(nowMicros)        what resync(nowMicros) would leave
 *   storedPermitsToSpend = min(permits, storedPermits)
 *   freshPermits         = permits − storedPermitsToSpend   (paid at stableIntervalMicros each, not in the area)
 *   storedMicros         = storedPermitsToWaitTime(storedPermits, storedPermitsToSpend)
 *
 * `storedMicros` is the limiter's own number (SmoothWarmingUp's two truncated parts, the trapezoid above
 * thresholdPermits and the rectangle below; 0 for SmoothBursty, whose stored permits are free). The page labels
 * the shaded area with it and never recomputes it.
 */
import type { Scenario } from '../scenario';
import { trafficOf } from '../sim/inputs';
import { scenarioGuavaLimiter } from './guava';

export interface StoredPermitsCost {
  readonly atMs: number;
  readonly permits: number;
  readonly storedPermits: number;
  readonly storedPermitsToSpend: number;
  readonly freshPermits: number;
  /** `storedPermitsToWaitTime(storedPermits, storedPermitsToSpend)`, µs */
  readonly storedMicros: number;
}

/** Guava refuses 0 or fewer permits (`checkPermits`); past this an `int` acquire cannot go. */
const MAX_PERMITS = 2_147_483_647;

/** The cost for Guava limiter `guava:<i>` of `scenario` at `atMs` (ms since the start); null: no such limiter. */
export function storedPermitsCostAt(
  scenario: Scenario,
  limiterId: string,
  atMs: number,
  permits: number,
): StoredPermitsCost | null {
  const m = /^guava:(\d+)$/.exec(limiterId);
  const config = m === null ? undefined : scenario.guava[Number(m[1])];
  if (config === undefined || !Number.isFinite(atMs) || atMs < 0) return null;
  if (!Number.isInteger(permits) || permits < 1 || permits > MAX_PERMITS) return null;
  const lim = scenarioGuavaLimiter(config);
  lim.recording = false;
  const timeoutMicros = config.tryAcquireTimeoutMs === null ? null : config.tryAcquireTimeoutMs * 1000;
  const a = trafficOf(scenario);
  const nowMicros = atMs * 1000;
  for (let i = 0; i < a.count && a.tUs[i] <= nowMicros; i++) {
    if (timeoutMicros === null) lim.acquire(a.acquire[i], a.tUs[i]);
    else lim.tryAcquire(a.acquire[i], timeoutMicros, a.tUs[i]);
  }
  const storedPermits = lim.storedPermitsAt(nowMicros);
  const storedPermitsToSpend = Math.min(permits, storedPermits);
  return {
    atMs,
    permits,
    storedPermits,
    storedPermitsToSpend,
    freshPermits: permits - storedPermitsToSpend,
    storedMicros: lim.storedPermitsToWaitTime(storedPermits, storedPermitsToSpend),
  };
}
