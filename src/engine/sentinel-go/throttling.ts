/**
 * sentinel-golang's pacing: `ThrottlingChecker` (`core/flow` tc_throttling.go, v1.0.4), the port
 * of Java Sentinel's ThrottlingController. Requests are spaced `intervalNs` apart on a virtual
 * timeline `lastPassedTime`; a request that would have to wait longer than MaxQueueingTimeMs is
 * blocked, one that fits waits (the flow slot calls `util.Sleep`) and passes.
 *
 *   intervalNs = int64(ceil(float64(batchCount) / threshold · float64(statIntervalNs)))
 *   lastPassedTime + intervalNs ≤ now  →  pass now, lastPassedTime = now
 *   otherwise wait = lastPassedTime + intervalNs − now:
 *       wait > maxQueueingTimeNs       →  blocked ("…estimated queueing time exceeds max queueing time")
 *       else                           →  lastPassedTime += intervalNs, sleep `wait`, pass
 *
 * SURPRISES. A batch larger than the threshold is blocked outright (`float64(batchCount) >
 * threshold`), with an EMPTY block message, even when it would fit the queue: Throttling never
 * spreads one batch over several intervals. MaxQueueingTimeMs 0 means strict spacing: the
 * second request inside an interval is blocked, none waits. The first request ever sees
 * lastPassedTime 0 (the epoch), so it always passes at once. threshold ≤ 0 blocks everything.
 *
 * Worked example (threshold 5, StatIntervalInMs 1000, MaxQueueingTimeMs 500): interval 200 ms.
 * Three requests at t = 0 pass with waits 0, 200 and 400 ms (lastPassedTime 0 → 200 → 400 ms);
 * a fourth would wait 600 ms > 500 and is blocked; batchCount 5 at a free moment passes, and
 * batchCount 6 is blocked with "" whatever the queue.
 *
 * Time is nanoseconds (`util.CurrentTimeNano()`, epoch ns > 2^53), so the timeline is BigInt.
 * HOW WE DIFFER: the wait is returned, not slept; no atomics (one caller at a time).
 */
import { goInt64Big, wrapInt64 } from './go-num';
import type { ThrottlingCheck, ThrottlingOutcome } from './traffic-shaping';

export const BlockMsgQueueing = 'flow throttling check blocked, estimated queueing time exceeds max queueing time';
export const BlockMsgThresholdNotPositive = 'flow throttling check blocked, threshold is <= 0.0';
export const MillisToNanosOffset = 1_000_000;

export class ThrottlingChecker {
  readonly goType = 'ThrottlingChecker';
  readonly maxQueueingTimeNs: number;
  readonly statIntervalNs: number;
  #lastPassedTime = 0n;

  /** `NewThrottlingChecker(owner, MaxQueueingTimeMs, StatIntervalInMs)`; an interval of 0 means 1000 ms. */
  constructor(maxQueueingTimeMs: number, statIntervalInMs: number) {
    this.statIntervalNs = (statIntervalInMs === 0 ? 1000 : statIntervalInMs) * MillisToNanosOffset;
    this.maxQueueingTimeNs = maxQueueingTimeMs * MillisToNanosOffset;
  }

  /** The virtual timeline (epoch ns); 0 until the first pass. */
  get lastPassedTime(): bigint {
    return this.#lastPassedTime;
  }

  doCheck(batchCount: number, threshold: number, curNano: bigint): ThrottlingCheck {
    const lastPassedTimeBefore = this.#lastPassedTime;
    const record = (outcome: ThrottlingOutcome, intervalNs = 0n, estimated = 0n, waitNs = 0): ThrottlingCheck => ({
      kind: 'throttling',
      outcome,
      threshold,
      curNano,
      intervalNs,
      lastPassedTimeBefore,
      lastPassedTimeAfter: this.#lastPassedTime,
      estimatedQueueingDurationNs: estimated,
      waitNs,
    });
    if (batchCount <= 0) return record('batchCountZero');
    if (threshold <= 0.0) return record('thresholdNotPositive');
    if (batchCount > threshold) return record('batchAboveThreshold');
    const intervalNs = goInt64Big(Math.ceil((batchCount / threshold) * this.statIntervalNs));
    const expectedTime = wrapInt64(lastPassedTimeBefore + intervalNs);
    if (expectedTime <= curNano) {
      this.#lastPassedTime = curNano;
      return record('expired', intervalNs);
    }
    const maxQueueingTimeNs = BigInt(this.maxQueueingTimeNs);
    let estimated = wrapInt64(this.#lastPassedTime + intervalNs - curNano);
    if (estimated > maxQueueingTimeNs) return record('exceedsMaxQueueing', intervalNs, estimated);
    this.#lastPassedTime = wrapInt64(this.#lastPassedTime + intervalNs);
    estimated = wrapInt64(this.#lastPassedTime - curNano);
    if (estimated > maxQueueingTimeNs) {
      this.#lastPassedTime = wrapInt64(this.#lastPassedTime - intervalNs);
      return record('exceedsMaxQueueing', intervalNs, estimated);
    }
    return record('queued', intervalNs, estimated, estimated > 0n ? Number(estimated) : 0);
  }
}

/** The token result the flow slot acts on. */
export function throttlingResult(check: ThrottlingCheck): {
  status: 'pass' | 'blocked' | 'shouldWait';
  blockMsg: string | null;
} {
  switch (check.outcome) {
    case 'batchCountZero':
    case 'expired':
      return { status: 'pass', blockMsg: null };
    case 'queued':
      return { status: 'shouldWait', blockMsg: null };
    case 'thresholdNotPositive':
      return { status: 'blocked', blockMsg: BlockMsgThresholdNotPositive };
    case 'batchAboveThreshold':
      return { status: 'blocked', blockMsg: '' };
    case 'exceedsMaxQueueing':
      return { status: 'blocked', blockMsg: BlockMsgQueueing };
  }
}
