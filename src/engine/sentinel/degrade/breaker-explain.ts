/**
 * The vocabulary of the circuit breakers' state and of their "explain this decision" records: the three
 * states, what a completion check led to, and the reused objects in which a breaker leaves what it computed
 * (see circuit-breaker.ts for the rules themselves). Upstream's `CircuitBreaker.State` enum and
 * `CircuitBreakerStateChangeObserver` (Sentinel 1.8.9); the explain records are Flowlab's.
 */

export const BreakerState = { CLOSED: 0, OPEN: 1, HALF_OPEN: 2 } as const;
export type BreakerState = (typeof BreakerState)[keyof typeof BreakerState];
export const BREAKER_STATE_NAMES = ['CLOSED', 'OPEN', 'HALF_OPEN'] as const;

/** What the latest completion check computed, and what it led to. */
export const CompletionOutcome = {
  /** OPEN: only counted. */
  IGNORED_OPEN: 0,
  /** HALF_OPEN and good → CLOSED. */
  CLOSED_BY_GOOD: 1,
  /** HALF_OPEN and bad → OPEN again. */
  REOPENED_BY_BAD: 2,
  /** CLOSED: fewer than minRequestAmount completions in the bucket. */
  BELOW_MIN_REQUESTS: 3,
  /** CLOSED: value within the threshold. */
  WITHIN_THRESHOLD: 4,
  /** CLOSED → OPEN. */
  OPENED: 5,
} as const;
export type CompletionOutcome = (typeof CompletionOutcome)[keyof typeof CompletionOutcome];

/** The latest `tryPass`, for an "explain this decision" panel (reused object). */
export interface TryPassExplain {
  nowMs: number;
  requestIndex: number;
  stateBefore: BreakerState;
  state: BreakerState;
  pass: boolean;
  /** The request was let through as the half-open probe. */
  probe: boolean;
  /** The OPEN deadline that was compared with `nowMs` (`now >= nextRetryTimestamp` lets a probe through). */
  nextRetryTimestamp: number;
}

/** The latest `onRequestComplete` (reused object). NaN where the check did not get that far. */
export interface CompletionExplain {
  nowMs: number;
  requestIndex: number;
  rtMs: number;
  error: boolean;
  /** Counted as bad: slow (grade 0) or erroneous (grades 1, 2). */
  bad: boolean;
  stateBefore: BreakerState;
  state: BreakerState;
  bucketStartMs: number;
  badCount: number;
  totalCount: number;
  /** The ratio (grades 0, 1) or error count (grade 2) compared with the threshold; NaN if not computed. */
  value: number;
  outcome: CompletionOutcome;
}

/** Called on every state change: `value` is what Sentinel passes its observers (NaN for null). */
export type StateChangeListener = (
  from: BreakerState,
  to: BreakerState,
  nowMs: number,
  value: number,
  requestIndex: number,
) => void;

export function newTryPassExplain(): TryPassExplain {
  const S = BreakerState.CLOSED;
  return { nowMs: 0, requestIndex: -1, stateBefore: S, state: S, pass: true, probe: false, nextRetryTimestamp: 0 };
}

export function newCompletionExplain(): CompletionExplain {
  const S = BreakerState.CLOSED;
  return {
    nowMs: 0,
    requestIndex: -1,
    rtMs: 0,
    error: false,
    bad: false,
    stateBefore: S,
    state: S,
    bucketStartMs: 0,
    badCount: 0,
    totalCount: 0,
    value: NaN,
    outcome: CompletionOutcome.WITHIN_THRESHOLD,
  };
}
