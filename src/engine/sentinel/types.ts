/**
 * The contract between Sentinel's statistics, its traffic-shaping controllers and the
 * event loop that drives them. Mirrors `TrafficShapingController` and the parts of `Node`
 * that controllers read, with two deliberate differences from upstream:
 *  - time is injected (a `SimClock` given at construction) instead of a global `TimeUtil`;
 *  - a controller never sleeps or throws: it writes its verdict into a `FlowDecision`
 *    (pass, the wait it would have slept, and whether Sentinel would have thrown
 *    `PriorityWaitException`), and the event loop schedules the deferred pass.
 */

/** The statistics a flow controller may read or book into (Sentinel's `Node`). */
export interface FlowNode {
  /** `passQps()`: passes in the sliding second (2 × 500 ms buckets) at the clock's time. */
  passQps(): number;
  /** `previousPassQps()`: passes of the previous absolute-aligned second in the minute counter. */
  previousPassQps(): number;
  /** `curThreadNum()`: admitted and not yet completed requests. */
  curThreadNum(): number;
  /** `tryOccupyNext(now, acquire, threshold)`: ms to wait to borrow from the next bucket, or ≥ occupy timeout when it cannot. */
  tryOccupyNext(currentTimeMs: number, acquireCount: number, threshold: number): number;
  /** `addWaitingRequest(futureTime, acquire)`: book borrowed quota for the bucket holding `futureTimeMs`. */
  addWaitingRequest(futureTimeMs: number, acquireCount: number): void;
  /** `addOccupiedPass(acquire)`: count a borrow in the minute counter (as occupied and as pass). */
  addOccupiedPass(acquireCount: number): void;
}

/** A controller's verdict on one request (reused between calls; the caller resets it). */
export interface FlowDecision {
  pass: boolean;
  /** The wait Sentinel would sleep, in whole ms (floor of `waitNs / 1e6` in nanosecond mode). */
  waitMs: number;
  /** Exact wait in ns when the controller works in nanoseconds, else 0. */
  waitNs: number;
  /** Admitted through DefaultController's prioritized "occupy the next bucket" path. */
  priorityWait: boolean;
}

export function newDecision(): FlowDecision {
  return { pass: false, waitMs: 0, waitNs: 0, priorityWait: false };
}

/** Sentinel's `TrafficShapingController`. */
export interface TrafficShapingController {
  /** Upstream class name this models, e.g. `WarmUpController`. */
  readonly className: string;
  /** Decide on `acquireCount` permits at the clock's current time. Writes into `out`. */
  canPass(node: FlowNode, acquireCount: number, prioritized: boolean, out: FlowDecision): void;
}

/**
 * Sentinel versions Flowlab can emulate, named by the release the traces were recorded from.
 * Flow control differs in RATE_LIMITER only: 1.8.6 and earlier build `RateLimiterController`
 * (ms), 1.8.7+ build `ThrottlingController` (ns when needed). 1.7.2 also selects the legacy
 * (pre-circuit-breaker) degrade rules.
 */
export type SentinelVersion = '1.7.2' | '1.8.6' | '1.8.9';
