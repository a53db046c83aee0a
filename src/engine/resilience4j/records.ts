/**
 * The plain records `AtomicRateLimiter` returns: what each call read and computed, in the Java source's
 * names, so an explanation never recomputes the algorithm.
 */
import type { JLong } from './java-long';

/** `RateLimiterConfig` as far as the limiter reads it (durations in ns). */
export interface RateLimiterConfig {
  /** Permissions per cycle (an int ≥ 1). */
  limitForPeriod: number;
  /** The cycle length (≥ 1 ns). */
  limitRefreshPeriodNs: JLong;
  /** How long a caller may wait for a permission (≥ 0 ns). */
  timeoutNs: JLong;
}

/** The private `State`: the config, the cycle it was computed for and that cycle's permissions. */
export interface AtomicRateLimiterState {
  config: Readonly<RateLimiterConfig>;
  activeCycle: JLong;
  /** Permissions left in `activeCycle`; negative = reserved from future cycles. An int. */
  activePermissions: number;
  /** The wait computed by the last state update (0 = could go at once). */
  nanosToWait: JLong;
}

/** `calculateNextState(permits, timeoutInNanos, activeState)`, step by step. */
export interface NextStateRecord {
  permits: number;
  timeoutInNanos: JLong;
  /** `currentNanoTime()`: ns since the limiter was created. */
  currentNanos: JLong;
  cyclePeriodInNanos: JLong;
  permissionsPerCycle: number;
  /** `currentNanos / cyclePeriodInNanos`. */
  currentCycle: JLong;
  /** The state's cycle and permissions as read. */
  activeCycle: JLong;
  activePermissions: number;
  /** `currentCycle − activeCycle` (0 when still in the same cycle: no roll-over). */
  elapsedCycles: JLong;
  /** After roll-over: `(int) min(activePermissions + elapsedCycles × limitForPeriod, limitForPeriod)`. */
  availablePermissions: number;
  /** 0 if `availablePermissions ≥ permits`; else the time to the next cycle plus whole cycles more. */
  nanosToWait: JLong;
  /** `nanosToNextCycle` and `fullCyclesToWait` of the wait (0 when no wait). */
  nanosToNextCycle: JLong;
  fullCyclesToWait: number;
  /** `timeoutInNanos ≥ nanosToWait`: the permits are taken (possibly into future cycles). */
  canAcquireInTime: boolean;
  /** The new state. */
  next: AtomicRateLimiterState;
}

/** `acquirePermission(permits)`: the state update, then the wait (recorded, not slept). */
export interface AcquireRecord {
  /** The returned boolean. */
  acquired: boolean;
  /** What the caller parks: the wait when it fits the timeout, the WHOLE timeout when it does not. */
  parkedNs: JLong;
  /** `LockSupport.parkNanos` calls an undisturbed wait makes: 1 if it waits at all, else 0. */
  parkCalls: number;
  step: NextStateRecord;
}

/** `reservePermission(permits)`: the returned nanos to wait, 0, or −1 (refused); no parking. */
export interface ReserveRecord {
  returned: JLong;
  step: NextStateRecord;
}
