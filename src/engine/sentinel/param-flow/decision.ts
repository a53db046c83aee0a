/**
 * Decision records of hot-parameter flow control: what each check read and computed, so that an explanation
 * ("why was user 42 blocked at 12:00:01.300?") is read off the record and never recomputes the algorithm.
 *
 * SHAPE. A slot entry gives a `ParamFlowDecision`: the verdict, the total recorded wait, and one `RuleCheck` per
 * rule that was checked, in check order (the first blocking rule ends the list). A RuleCheck names the argument
 * it looked at and holds one `ValueStep` per value it checked (one for a plain argument, one per element for a
 * list or array, up to the first element that blocked or threw). Each step is the single-value check of its
 * path with its inputs (threshold, bucket or record before) and outputs (outcome, bucket or record after).
 *
 * HOW WE DIFFER FROM UPSTREAM. Sentinel returns a boolean and throws `ParamFlowException`; these records are
 * Flowlab's, built from the same variables the Java methods use (named as there: `tokenCount`, `maxCount`,
 * `passTime`, `toAddCount`, `costTime`, `expectedTime`).
 */
import type { JavaValue } from './java-value';
import type { CheckPath } from './param-flow-rule';

interface StepBase {
  /** The value checked (an element, for a list or array argument). */
  readonly value: JavaValue;
  /** The hot item's count when the value is a hot item, else null (then the rule's `(long) count` applies). */
  readonly hotItemCount: number | null;
  readonly pass: boolean;
}

/** `passDefaultLocalCheck`: the per-value token bucket. */
export interface DefaultStep extends StepBase {
  readonly path: 'default';
  readonly nowMs: number;
  readonly acquire: number;
  readonly tokenCount: number;
  /** tokenCount + burstCount. */
  readonly maxCount: number;
  /** durationInSec × 1000. */
  readonly durationMs: number;
  readonly outcome:
    | 'token-count-zero' // tokenCount == 0: blocked before any bucket exists
    | 'acquire-over-max' // acquire > maxCount: blocked before any bucket exists
    | 'null-element' // the map threw NullPointerException: the whole request passes
    | 'new-bucket' // first request of this value (or after eviction): a full bucket minus acquire
    | 'refill' // more than durationMs since the last refill: tokens added, then taken
    | 'refill-short' // refilled, still not enough: blocked, bucket unchanged
    | 'take' // within the duration, enough tokens
    | 'short'; // within the duration, not enough tokens
  /** The bucket as found (null when it did not exist). */
  readonly before: { readonly lastAddTokenTime: number; readonly restQps: number } | null;
  /** now − lastAddTokenTime (null without a bucket). */
  readonly passTimeMs: number | null;
  /** floor(passTime × tokenCount / durationMs), when refilled. */
  readonly toAddCount: number | null;
  /**
   * What the check compared with 0 (`newQps`): restQps − acquire within the duration, or after a refill
   * (toAddCount + restQps > maxCount ? maxCount : restQps + toAddCount) − acquire; null when no bucket was read.
   */
  readonly newQps: number | null;
  /** The bucket afterwards (null when none exists). */
  readonly after: { readonly lastAddTokenTime: number; readonly restQps: number } | null;
}

/** `passThrottleLocalCheck`: per-value pacing. */
export interface ThrottleStep extends StepBase {
  readonly path: 'throttle';
  readonly nowMs: number;
  readonly acquire: number;
  readonly tokenCount: number;
  /** Math.round(1000 × acquire × durationInSec / tokenCount) ms. */
  readonly costTimeMs: number;
  readonly maxQueueingTimeMs: number;
  readonly outcome:
    | 'token-count-zero'
    | 'null-element'
    | 'first' // no record yet: pass, record = now
    | 'on-time' // expectedTime <= now: pass, record = now
    | 'queued' // 0 < expectedTime − now < maxQueueingTimeMs: pass after the wait, record = expectedTime
    | 'over-queue'; // the wait would be >= maxQueueingTimeMs: blocked, record unchanged
  readonly lastPassTimeBefore: number | null;
  readonly expectedTime: number | null;
  readonly waitMs: number;
  readonly lastPassTimeAfter: number | null;
}

/** THREAD grade: concurrent requests per value. */
export interface ThreadStep extends StepBase {
  readonly path: 'thread';
  readonly outcome: 'pass' | 'block' | 'null-element';
  /** The value's current count (before this request). */
  readonly threadCount: number;
  /** Hot item count or `(long) count`. */
  readonly threshold: number;
}

/** A grade Sentinel does not know: passSingleValueCheck returns true. */
export interface NoneStep extends StepBase {
  readonly path: 'none';
}

export type ValueStep = DefaultStep | ThrottleStep | ThreadStep | NoneStep;

/** One rule's check of one entry. */
export interface RuleCheck {
  /** Position of the rule in the resource's check order. */
  readonly ruleIndex: number;
  readonly path: CheckPath;
  /** paramIdx before ParamFlowSlot.applyRealParamIdx (differs from `paramIdx` when it was resolved now). */
  readonly paramIdxBefore: number;
  readonly paramIdx: number;
  /** Why nothing was checked: `args` null, paramIdx out of range, a null value; null when values were checked. */
  readonly skipped: 'args-null' | 'index-out-of-range' | 'value-null' | null;
  /** The argument: a scalar, a list or an array (null when skipped). */
  readonly argument: JavaValue;
  /** Cluster mode without a token service: 'fallback-local' or 'fallback-pass' (fallbackToLocalWhenFail false). */
  readonly cluster: 'fallback-local' | 'fallback-pass' | null;
  readonly steps: readonly ValueStep[];
  readonly pass: boolean;
  /** Sum of the pacing waits of the steps (ms). */
  readonly waitMs: number;
}

/** One slot entry's verdict. */
export interface ParamFlowDecision {
  readonly pass: boolean;
  /** Total wait Sentinel would sleep (sum over rules and elements), ms; 0 when blocked. */
  readonly waitMs: number;
  /** Position (check order) of the rule that threw ParamFlowException, or -1. */
  readonly blockedBy: number;
  /** `String.valueOf(args[paramIdx])` of the blocking rule (ParamFlowException's parameter), '' if none. */
  readonly triggeredParam: string;
  readonly checks: readonly RuleCheck[];
}
