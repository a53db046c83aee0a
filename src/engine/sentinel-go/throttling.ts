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
 * Time is nanoseconds (`util.CurrentTimeNano()`, epoch ns > 2^53). The hot path keeps the timeline
 * as ns since the checker's origin (when the rule was loaded), plain numbers, whenever every sum
 * stays below 2^53 (about 104 days from the origin); otherwise it runs on exact epoch BigInts.
 * HOW WE DIFFER: the wait is returned, not slept; no atomics (one caller at a time); the record's
 * ns are relative to the origin (exact on the hot path).
 */
import { goInt64Big, wrapInt64 } from './go-num';
import type { ThrottlingCheck, ThrottlingOutcome, TokenResult } from './traffic-shaping';

export const BlockMsgQueueing = 'flow throttling check blocked, estimated queueing time exceeds max queueing time';
export const BlockMsgThresholdNotPositive = 'flow throttling check blocked, threshold is <= 0.0';
export const MillisToNanosOffset = 1_000_000;

const SAFE = Number.MAX_SAFE_INTEGER;

export class ThrottlingChecker {
  readonly goType = 'ThrottlingChecker';
  readonly maxQueueingTimeNs: number;
  readonly statIntervalNs: number;
  /** The epoch ms the checker was built at (when LoadRules ran): the origin of the ns numbers below. */
  readonly originMs: number;
  readonly originNanos: bigint;
  // lastPassedTime is epoch ns (> 2^53). It is kept as ns since the origin, a plain number, while
  // that is exact (the hot path); otherwise (before the first pass: upstream's 0, or absurd
  // intervals) as the exact epoch BigInt.
  #relMode = false;
  #lastRel = 0;
  #lastEpoch = 0n;

  /** `NewThrottlingChecker(owner, MaxQueueingTimeMs, StatIntervalInMs)` at `originMs`; an interval of 0 means 1000 ms. */
  constructor(maxQueueingTimeMs: number, statIntervalInMs: number, originMs: number) {
    this.statIntervalNs = (statIntervalInMs === 0 ? 1000 : statIntervalInMs) * MillisToNanosOffset;
    this.maxQueueingTimeNs = maxQueueingTimeMs * MillisToNanosOffset;
    this.originMs = originMs;
    this.originNanos = BigInt(originMs) * BigInt(MillisToNanosOffset);
  }

  /** The virtual timeline, exact epoch ns; 0 until the first pass. */
  get lastPassedTime(): bigint {
    return this.#relMode ? this.originNanos + BigInt(this.#lastRel) : this.#lastEpoch;
  }

  /** Pure: lastPassedTime in ns since the origin, or null while it is upstream's initial 0. */
  get lastPassedTimeNs(): number | null {
    if (this.#relMode) return this.#lastRel;
    return this.#lastEpoch === 0n ? null : Number(this.#lastEpoch - this.originNanos);
  }

  /** `DoCheck(_, batchCount, threshold)` at `nowMs` (the nano clock reads nowMs · 1e6). */
  doCheck(batchCount: number, threshold: number, nowMs: number): ThrottlingCheck {
    const curNs = (nowMs - this.originMs) * MillisToNanosOffset;
    const record = this.#record(threshold, curNs);
    if (batchCount <= 0) return this.#done(record, 'batchCountZero');
    if (threshold <= 0.0) return this.#done(record, 'thresholdNotPositive');
    if (batchCount > threshold) return this.#done(record, 'batchAboveThreshold');
    const intervalF = Math.ceil((batchCount / threshold) * this.statIntervalNs);
    const maxQ = this.maxQueueingTimeNs;
    if (
      this.#relMode &&
      intervalF < SAFE &&
      Number.isSafeInteger(curNs) &&
      Math.abs(this.#lastRel) + intervalF + Math.abs(curNs) <= SAFE
    ) {
      // Every sum below stays an exact integer: the same int64 arithmetic on plain numbers.
      if (this.#lastRel + intervalF <= curNs) {
        this.#lastRel = curNs;
        return this.#done(record, 'expired', intervalF);
      }
      let estimated = this.#lastRel + intervalF - curNs;
      if (estimated > maxQ) return this.#done(record, 'exceedsMaxQueueing', intervalF, estimated);
      this.#lastRel += intervalF;
      estimated = this.#lastRel - curNs;
      if (estimated > maxQ) {
        this.#lastRel -= intervalF;
        return this.#done(record, 'exceedsMaxQueueing', intervalF, estimated);
      }
      return this.#done(record, 'queued', intervalF, estimated, estimated > 0 ? estimated : 0);
    }
    return this.#slowCheck(nowMs, goInt64Big(intervalF), record);
  }

  /** The record with what was read before the check; #done fills in the outcome. */
  #record(threshold: number, curNs: number): ThrottlingCheck {
    return {
      kind: 'throttling',
      outcome: 'batchCountZero',
      threshold,
      curNs,
      intervalNs: 0,
      lastPassedTimeBeforeNs: this.lastPassedTimeNs,
      lastPassedTimeAfterNs: null,
      estimatedQueueingDurationNs: 0,
      waitNs: 0,
    };
  }

  #done(r: ThrottlingCheck, outcome: ThrottlingOutcome, intervalNs = 0, estimated = 0, waitNs = 0): ThrottlingCheck {
    r.outcome = outcome;
    r.intervalNs = intervalNs;
    r.estimatedQueueingDurationNs = estimated;
    r.waitNs = waitNs;
    r.lastPassedTimeAfterNs = this.lastPassedTimeNs;
    return r;
  }

  /** The same check on exact int64 epoch nanoseconds. */
  #slowCheck(nowMs: number, intervalNs: bigint, record: ThrottlingCheck): ThrottlingCheck {
    const curNano = BigInt(nowMs) * BigInt(MillisToNanosOffset);
    const maxQ = BigInt(this.maxQueueingTimeNs);
    const interval = Number(intervalNs);
    let last = this.lastPassedTime;
    const store = (value: bigint): void => {
      const rel = value - this.originNanos;
      this.#relMode = rel >= -BigInt(SAFE) && rel <= BigInt(SAFE);
      if (this.#relMode) this.#lastRel = Number(rel);
      else this.#lastEpoch = value;
    };
    if (wrapInt64(last + intervalNs) <= curNano) {
      store(curNano);
      return this.#done(record, 'expired', interval);
    }
    let estimated = wrapInt64(last + intervalNs - curNano);
    if (estimated > maxQ) return this.#done(record, 'exceedsMaxQueueing', interval, Number(estimated));
    last = wrapInt64(last + intervalNs);
    store(last);
    estimated = wrapInt64(last - curNano);
    if (estimated > maxQ) {
      store(wrapInt64(last - intervalNs));
      return this.#done(record, 'exceedsMaxQueueing', interval, Number(estimated));
    }
    const wait = estimated > 0n ? Number(estimated) : 0;
    return this.#done(record, 'queued', interval, Number(estimated), wait);
  }
}

/** The token result the flow slot acts on. */
export function throttlingResult(check: ThrottlingCheck): TokenResult {
  switch (check.outcome) {
    case 'batchCountZero':
    case 'expired':
      return { status: 'pass', blockMsg: null, waitNs: 0 };
    case 'queued':
      return { status: 'shouldWait', blockMsg: null, waitNs: check.waitNs };
    case 'thresholdNotPositive':
      return { status: 'blocked', blockMsg: BlockMsgThresholdNotPositive, waitNs: 0 };
    case 'batchAboveThreshold':
      return { status: 'blocked', blockMsg: '', waitNs: 0 };
    case 'exceedsMaxQueueing':
      return { status: 'blocked', blockMsg: BlockMsgQueueing, waitNs: 0 };
  }
}
