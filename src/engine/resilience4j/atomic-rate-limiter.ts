/**
 * resilience4j's default rate limiter: `io.github.resilience4j.ratelimiter.internal.AtomicRateLimiter`
 * (resilience4j-ratelimiter 2.4.0), on an explicit clock.
 *
 * THE MODEL: FIXED CYCLES WITH RESERVATIONS. Time since the limiter was created is cut into cycles of
 * `limitRefreshPeriod`; cycle k is [k·P, (k+1)·P). Each cycle grants `limitForPeriod` (L) permissions.
 * There is no sliding window and no bucket that fills gradually: at a cycle edge the permissions jump
 * back to L. Unused permissions do not carry over, but a debt does: a caller willing to wait takes
 * permissions from FUTURE cycles, which drives `activePermissions` negative, and later cycles pay it off.
 *
 * STATE (`State`, replaced atomically on every call; here simply a field):
 *   activeCycle        the cycle the state was computed for
 *   activePermissions  permissions left in it (int; negative = reserved ahead)
 *   nanosToWait        the wait the last update computed (read only by the metrics and tests)
 *   config             limitForPeriod, limitRefreshPeriod, timeoutDuration
 *
 * FORMULAS (`calculateNextState(permits, timeout)`, Java long/int arithmetic):
 *   currentCycle = now / P
 *   roll-over:     if currentCycle ≠ activeCycle:
 *                    available = (int) min(activePermissions + (currentCycle − activeCycle)·L, L)
 *   wait:          available ≥ permits → 0, else
 *                    nanosToNextCycle = (currentCycle + 1)·P − now
 *                    fullCyclesToWait = divCeil(permits − (available + L), L)      divCeil(x, y) = (x + y − 1) / y
 *                    nanosToWait      = fullCyclesToWait·P + nanosToNextCycle
 *   reserve:       if timeout ≥ nanosToWait: activePermissions = available − permits (else unchanged)
 *   acquirePermission: the update above, then: wait 0 → true; wait ≤ timeout → park the wait, true;
 *                      otherwise park the WHOLE timeout and return false.
 *   reservePermission: the same update; returns 0, the wait, or −1 — and never parks.
 *   drainPermissions:  the update with permits = activePermissions (as read) and timeout 0.
 *
 * WORKED EXAMPLE (L = 5, P = 1 s, timeout 500 ms):
 *   t = 250 ms   5 × acquirePermission(1) → cycle 0 starts full: all pass, permissions 5 → 0
 *   t = 250 ms   acquirePermission(1) → the next cycle is 750 ms away > 500 ms: it parks 500 ms anyway and
 *                returns false; permissions stay 0
 *   t = 500 ms   acquirePermission(5) → divCeil(5 − 5, 5) = 0 full cycles, 500 ms to cycle 1 ≤ timeout:
 *                parks 500 ms, true; permissions −5 (cycle 1's five are taken)
 *   t = 500 ms   acquirePermission(1) → divCeil(1 − 0, 5) = 1: 1.5 s > timeout → false after 500 ms
 *   t = 3 s      roll-over: min(−5 + 3·5, 5) = 5 (idle cycles do not accumulate); acquire(1) → 4
 *
 * SURPRISES THE TRACES SHOW:
 *   - 2× at the edge: L pass just before a cycle edge and L more just after it (with timeout 0,
 *     5 at 999 ms and 5 at 1000 ms).
 *   - A refused `acquirePermission` still waits its whole timeout before saying no.
 *   - With a long enough timeout, `permits > limitForPeriod` passes (6 of L = 5 wait 3 s).
 *   - `changeLimitForPeriod` keeps this cycle's permissions; the new L applies at the next roll-over and
 *     to every wait computed from now on.
 *   - drainPermissions is "take `activePermissions` (as stored) with timeout 0". In the same cycle that
 *     leaves 0, also when it was negative: the reservations already handed out are forgotten (−10 → 0).
 *     After a roll-over it subtracts the STALE value from the refreshed one: −3 reserved, then a drain in
 *     the next cycle gives min(−3 + 5, 5) − (−3) = 5, a full cycle (a recorded trace: −2 → 2 − (−2) = 4 at L = 4).
 *
 * DECIDING WITHOUT RECORDS. `decide(now, permits)` is `acquirePermission(permits)` for a caller that only wants
 * the verdict (the peer benchmark, as Java's boolean): the same formulas on numbers, writing the new state in
 * place, with no record, state object or park record per call (acquirePermission makes three). It runs them only
 * while every value is a safe integer, where number arithmetic is exact (java-long.ts); anything else (a bigint
 * time or period, a sum past 2^53) goes to acquirePermission, so both decide and change the state alike
 * (test/engine/resilience4j/decide.test.ts checks it on random calls). A state object already handed out (the
 * `state` getter, a record's `next`) is never written: the first decide after that works on a copy.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time is passed in as ns since the limiter was created (Java's
 * `currentNanoTime()`); waits are returned, not parked. There is no CAS loop (one caller at a time), no
 * events, no thread interruption; `waitingThreads` is therefore always 0 after a call. Longs are exact
 * (java-long.ts), ints wrap like Java's.
 */
import { iadd, idiv, isub, ladd, ldiv, lmin, lmul, longToInt, lsub, type JLong } from './java-long';
import type {
  AcquireRecord,
  AtomicRateLimiterState,
  NextStateRecord,
  RateLimiterConfig,
  ReserveRecord,
} from './records';

export class AtomicRateLimiter {
  #state: AtomicRateLimiterState;
  /** Whether `#state` may be seen outside (a getter's or record's reference): then decide replaces, not writes it. */
  #stateShared = true;

  /** `new AtomicRateLimiter(name, config, nanoTimeSupplier)`: cycle 0 with a full limitForPeriod. */
  constructor(config: RateLimiterConfig) {
    const checked = checkConfig(config);
    this.#state = { config: checked, activeCycle: 0, activePermissions: checked.limitForPeriod, nanosToWait: 0 };
  }

  get state(): Readonly<AtomicRateLimiterState> {
    this.#stateShared = true;
    return this.#state;
  }
  get config(): Readonly<RateLimiterConfig> {
    return this.#state.config;
  }

  /** `acquirePermission(permits)` at `nowNanos`. */
  acquirePermission(nowNanos: JLong, permits: number): AcquireRecord {
    const timeoutInNanos = this.#state.config.timeoutNs;
    const step = this.#update(nowNanos, permits, timeoutInNanos);
    const nanosToWait = step.nanosToWait;
    if (nanosToWait <= 0) return { acquired: true, parkedNs: 0, parkCalls: 0, step };
    if (timeoutInNanos >= nanosToWait) return { acquired: true, ...park(nowNanos, nanosToWait), step };
    return { acquired: false, ...park(nowNanos, timeoutInNanos), step };
  }

  /**
   * `acquirePermission(permits)` at `nowNanos`, returning only the verdict (see DECIDING WITHOUT RECORDS): the
   * same decision and state change, without records.
   */
  decide(nowNanos: JLong, permits: number): boolean {
    const state = this.#state;
    const { limitRefreshPeriodNs: period, limitForPeriod: perCycle, timeoutNs: timeout } = state.config;
    const activeCycle = state.activeCycle;
    if (
      typeof nowNanos !== 'number' ||
      typeof period !== 'number' ||
      typeof timeout !== 'number' ||
      typeof activeCycle !== 'number' ||
      (permits | 0) !== permits
    ) {
      return this.acquirePermission(nowNanos, permits).acquired;
    }
    // calculateNextState's operations; a result that is a safe integer is exact (java-long.ts), any other falls back
    const currentCycle = Math.trunc(nowNanos / period) + 0; // ldiv
    let available = state.activePermissions;
    if (activeCycle !== currentCycle) {
      const elapsedCycles = currentCycle - activeCycle;
      const accumulated = elapsedCycles * perCycle;
      const sum = available + accumulated;
      const capped = sum <= perCycle ? sum : perCycle; // lmin, then longToInt: an int already, or fall back
      if (!Number.isSafeInteger(elapsedCycles) || !Number.isSafeInteger(accumulated) || !(capped >= -2147483648)) {
        return this.acquirePermission(nowNanos, permits).acquired;
      }
      available = capped + 0;
    }
    let nanosToWait = 0;
    if (available < permits) {
      const nextCycleTimeInNanos = (currentCycle + 1) * period;
      const nanosToNextCycle = nextCycleTimeInNanos - nowNanos;
      const fullCyclesToWait = divCeil(-isub(iadd(available, perCycle), permits) | 0, perCycle);
      const fullCyclesNanos = fullCyclesToWait * period;
      nanosToWait = fullCyclesNanos + nanosToNextCycle + 0;
      if (
        !Number.isSafeInteger(nextCycleTimeInNanos) ||
        !Number.isSafeInteger(nanosToNextCycle) ||
        !Number.isSafeInteger(fullCyclesNanos) ||
        !Number.isSafeInteger(nanosToWait)
      ) {
        return this.acquirePermission(nowNanos, permits).acquired;
      }
    }
    const acquired = timeout >= nanosToWait;
    const next = this.#stateShared ? this.#ownState() : state;
    next.activeCycle = currentCycle;
    next.activePermissions = acquired ? isub(available, permits) : available;
    next.nanosToWait = nanosToWait;
    return acquired;
  }

  /** A copy of `#state` that nothing outside holds, for decide to write in place. */
  #ownState(): AtomicRateLimiterState {
    this.#state = { ...this.#state };
    this.#stateShared = false;
    return this.#state;
  }

  /** `reservePermission(permits)` at `nowNanos`: 0, the nanos to wait, or −1. */
  reservePermission(nowNanos: JLong, permits: number): ReserveRecord {
    const timeoutInNanos = this.#state.config.timeoutNs;
    const step = this.#update(nowNanos, permits, timeoutInNanos);
    const nanosToWait = step.nanosToWait;
    let returned: JLong = -1;
    if (nanosToWait <= 0) returned = 0;
    else if (timeoutInNanos >= nanosToWait) returned = nanosToWait;
    return { returned, step };
  }

  /** `drainPermissions()` at `nowNanos`. */
  drainPermissions(nowNanos: JLong): NextStateRecord {
    return this.#update(nowNanos, this.#state.activePermissions, 0);
  }

  /** `changeLimitForPeriod(limit)`: a new config, the cycle's state kept. */
  changeLimitForPeriod(limitForPeriod: number): void {
    const config = checkConfig({ ...this.#state.config, limitForPeriod });
    this.#state = { ...this.#state, config };
  }

  /** `changeTimeoutDuration(timeout)`: a new config, the cycle's state kept. */
  changeTimeoutDuration(timeoutNs: JLong): void {
    const config = checkConfig({ ...this.#state.config, timeoutNs });
    this.#state = { ...this.#state, config };
  }

  /**
   * `getDetailedMetrics()` at `nowNanos`: the state a 1-permit request with timeout −1 would compute,
   * without storing it (`getAvailablePermissions`, `getNanosToWait`, `getCycle`).
   */
  metricsAt(nowNanos: JLong): { availablePermissions: number; nanosToWait: JLong; cycle: JLong } {
    const { next } = calculateNextState(this.#state, nowNanos, 1, -1);
    return { availablePermissions: next.activePermissions, nanosToWait: next.nanosToWait, cycle: next.activeCycle };
  }

  #update(nowNanos: JLong, permits: number, timeoutInNanos: JLong): NextStateRecord {
    const step = calculateNextState(this.#state, nowNanos, permits, timeoutInNanos);
    this.#state = step.next;
    this.#stateShared = true;
    return step;
  }
}

/** `calculateNextState` + `nanosToWaitForPermission` + `reservePermissions`; pure. */
export function calculateNextState(
  activeState: AtomicRateLimiterState,
  currentNanos: JLong,
  permits: number,
  timeoutInNanos: JLong,
): NextStateRecord {
  const { config } = activeState;
  const cyclePeriodInNanos = config.limitRefreshPeriodNs;
  const permissionsPerCycle = config.limitForPeriod;
  const currentCycle = ldiv(currentNanos, cyclePeriodInNanos);

  let nextCycle = activeState.activeCycle;
  let nextPermissions = activeState.activePermissions;
  let elapsedCycles: JLong = 0;
  if (nextCycle !== currentCycle) {
    elapsedCycles = lsub(currentCycle, nextCycle);
    const accumulatedPermissions = lmul(elapsedCycles, permissionsPerCycle);
    nextCycle = currentCycle;
    nextPermissions = longToInt(lmin(ladd(nextPermissions, accumulatedPermissions), permissionsPerCycle));
  }

  let nanosToWait: JLong = 0;
  let nanosToNextCycle: JLong = 0;
  let fullCyclesToWait = 0;
  if (nextPermissions < permits) {
    const nextCycleTimeInNanos = lmul(ladd(currentCycle, 1), cyclePeriodInNanos);
    nanosToNextCycle = lsub(nextCycleTimeInNanos, currentNanos);
    const permissionsAtTheStartOfNextCycle = iadd(nextPermissions, permissionsPerCycle);
    fullCyclesToWait = divCeil(-isub(permissionsAtTheStartOfNextCycle, permits) | 0, permissionsPerCycle);
    nanosToWait = ladd(lmul(fullCyclesToWait, cyclePeriodInNanos), nanosToNextCycle);
  }

  const canAcquireInTime = timeoutInNanos >= nanosToWait;
  const activePermissions = canAcquireInTime ? isub(nextPermissions, permits) : nextPermissions;
  return {
    permits,
    timeoutInNanos,
    currentNanos,
    cyclePeriodInNanos,
    permissionsPerCycle,
    currentCycle,
    activeCycle: activeState.activeCycle,
    activePermissions: activeState.activePermissions,
    elapsedCycles,
    availablePermissions: nextPermissions,
    nanosToWait,
    nanosToNextCycle,
    fullCyclesToWait,
    canAcquireInTime,
    next: { config, activeCycle: nextCycle, activePermissions, nanosToWait },
  };
}

/** `divCeil(x, y)` = `(x + y − 1) / y` in int arithmetic (a ceiling only for x > −y, as here). */
function divCeil(x: number, y: number): number {
  return idiv(isub(iadd(x, y), 1), y);
}

/**
 * `waitForPermission(nanos)` on a clock that only moves while parked: `deadline = now + nanos` (long, may
 * wrap); while `now < deadline` it parks `deadline − now`, which brings now to the deadline in one call.
 */
function park(nowNanos: JLong, nanos: JLong): { parkedNs: JLong; parkCalls: number } {
  const deadline = ladd(nowNanos, nanos);
  if (!(nowNanos < deadline)) return { parkedNs: 0, parkCalls: 0 };
  return { parkedNs: lsub(deadline, nowNanos), parkCalls: 1 };
}

/** `RateLimiterConfig.Builder`'s checks. */
function checkConfig(c: RateLimiterConfig): RateLimiterConfig {
  if (!Number.isInteger(c.limitForPeriod) || c.limitForPeriod < 1 || c.limitForPeriod > 2147483647) {
    throw new RangeError(`LimitForPeriod should be greater than 0: ${c.limitForPeriod}`);
  }
  if (c.limitRefreshPeriodNs < 1) throw new RangeError('LimitRefreshPeriod is too short');
  if (c.timeoutNs < 0) throw new RangeError('TimeoutDuration must not be negative');
  return { limitForPeriod: c.limitForPeriod, limitRefreshPeriodNs: c.limitRefreshPeriodNs, timeoutNs: c.timeoutNs };
}
