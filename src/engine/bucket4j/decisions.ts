/**
 * The plain records a Bucket4j operation returns: what it read (the refills it ran, the
 * available tokens) and what it computed (waits per bandwidth, the probe's fields), in the
 * upstream names (`ConsumptionProbe`, `EstimationProbe`, `nanosToWaitForRefill`, …). An
 * explanation reads these; it never reruns the arithmetic.
 */
import type { DelayRecord } from './delay';
import type { RefillRecord } from './refill';

export interface Bucket4jRead {
  currentTimeNanos: bigint;
  /** `refillAllBandwidth(now)`, one record per bandwidth, in order. */
  refills: RefillRecord[];
  /** `getAvailableTokens()` after the refill, before anything was consumed: the minimum currentSize. */
  availableTokens: bigint;
}

export interface TryConsumeDecision extends Bucket4jRead {
  op: 'tryConsume';
  tokensToConsume: bigint;
  consumed: boolean;
}

/** `tryConsumeAndReturnRemaining`: a `ConsumptionProbe` plus how its waits were found. */
export interface ConsumptionProbeDecision extends Bucket4jRead {
  op: 'tryConsumeAndReturnRemaining';
  tokensToConsume: bigint;
  consumed: boolean;
  /** Clamped at 0 (`Math.max(0L, …)`): available − n when consumed, available when rejected. */
  remainingTokens: bigint;
  /** 0 when consumed; else the max over bandwidths (Long.MAX_VALUE when n > some capacity). */
  nanosToWaitForRefill: bigint;
  /** Until every bandwidth is full again, after this call. */
  nanosToWaitForReset: bigint;
  /** Per bandwidth (rejected only; empty when consumed). */
  refillWaits: DelayRecord[];
  resetWaits: DelayRecord[];
}

/** `estimateAbilityToConsume`: an `EstimationProbe`; never consumes. */
export interface EstimationProbeDecision extends Bucket4jRead {
  op: 'estimateAbilityToConsume';
  tokensToEstimate: bigint;
  canBeConsumed: boolean;
  remainingTokens: bigint;
  nanosToWaitForRefill: bigint;
  refillWaits: DelayRecord[];
}

/**
 * `reserveAndCalculateTimeToSleep` (what blocking tryConsume and the scheduler run): the wait to
 * close the deficit, without the capacity check; reserved (consumed, possibly into negative
 * tokens) iff it is finite and ≤ maxWaitTimeNanos.
 */
export interface ReservationDecision extends Bucket4jRead {
  op: 'blockingTryConsume';
  tokensToConsume: bigint;
  maxWaitTimeNanos: bigint;
  nanosToCloseDeficit: bigint;
  deficitWaits: DelayRecord[];
  consumed: boolean;
  /** What `BlockingStrategy.park` is given: the wait when consumed and positive, else 0 (no park). */
  parkNanos: bigint;
}

/** `consumeIgnoringRateLimits`: always consumes unless the wait overflows (upstream then throws). */
export interface IgnoringLimitsDecision extends Bucket4jRead {
  op: 'consumeIgnoringRateLimits';
  tokensToConsume: bigint;
  penaltyNanos: bigint;
  deficitWaits: DelayRecord[];
  /** The wait is Long.MAX_VALUE: nothing consumed, `BucketExceptions.reservationOverflow()` upstream. */
  reservationOverflow: boolean;
}

export interface AsMuchAsPossibleDecision extends Bucket4jRead {
  op: 'tryConsumeAsMuchAsPossible';
  limit: bigint;
  /** min(limit, available), or 0 when that is not positive. */
  consumedTokens: bigint;
}

export interface AvailableTokensDecision extends Bucket4jRead {
  op: 'getAvailableTokens';
}

export interface AddTokensDecision extends Bucket4jRead {
  op: 'addTokens' | 'forceAddTokens';
  tokensToAdd: bigint;
}

export interface ResetDecision extends Bucket4jRead {
  op: 'reset';
}

/** `replaceConfiguration`: the refill ran with the OLD bandwidths. */
export interface ReplaceConfigurationDecision extends Bucket4jRead {
  op: 'replaceConfiguration';
  tokensInheritanceStrategy: 'PROPORTIONALLY' | 'AS_IS' | 'RESET' | 'ADDITIVE';
  /** Per new bandwidth: the index of the old bandwidth it inherited from, or null (started fresh). */
  previousIndex: (number | null)[];
}

export type Bucket4jDecision =
  | TryConsumeDecision
  | ConsumptionProbeDecision
  | EstimationProbeDecision
  | ReservationDecision
  | IgnoringLimitsDecision
  | AsMuchAsPossibleDecision
  | AvailableTokensDecision
  | AddTokensDecision
  | ResetDecision
  | ReplaceConfigurationDecision;
