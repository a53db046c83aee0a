/**
 * Per-value pacing of a QPS hot-parameter rule with controlBehavior 2: `ParamFlowChecker.passThrottleLocalCheck`
 * (Sentinel 1.8.9).
 *
 * THE MODEL. Each value has a record `lastPassTime` (epoch ms). A pass costs
 *   costTime = Math.round(1.0 × 1000 × acquire × durationInSec / tokenCount)   ms (Math.round: half up)
 * and
 *   tokenCount == 0                                    → block
 *   no record                                          → record = now; pass, no wait
 *   expectedTime = lastPassTime + costTime
 *   expectedTime <= now
 *     or expectedTime − now < maxQueueingTimeMs        → record = now; wait = expectedTime − now;
 *                                                        if wait > 0: record = expectedTime, sleep(wait); pass
 *   else                                               → block (record unchanged)
 *
 * WHY IT SURPRISES. The queue limit is STRICT (a wait exactly equal to maxQueueingTimeMs is rejected, unlike
 * Sentinel's flow-rule ThrottlingController), and ParamFlowRule's default maxQueueingTimeMs is 0, so by default
 * nothing ever queues: a request passes only when a whole cost has elapsed, and then the record jumps to NOW
 * (not to lastPassTime + cost), so at 150 ms spacing with a 200 ms cost every other request is blocked.
 * `burstCount` plays no part; the cost scales with `acquire` and `durationInSec`.
 *
 * WORKED EXAMPLE (count 5 → cost 200 ms, maxQueueingTimeMs 500; a same-ms burst at t): first → pass, record t;
 * second → expected t+200, wait 200 < 500 → pass after 200, record t+200; third → wait 400 → pass, record t+400;
 * fourth → wait 600 ≥ 500 → blocked. With count 3 per durationInSec 2, cost = round(666.67) = 667 ms.
 *
 * HOW WE DIFFER FROM UPSTREAM. Returns the wait instead of sleeping (`TimeUnit.MILLISECONDS.sleep`); the CAS
 * retry loop collapses to one pass. Cache accesses are as in Java: `putIfAbsent`, then `get` when it passes
 * (both count as LRU accesses).
 */
import { javaRound } from '../../java';
import type { ThrottleStep } from './decision';
import type { LruCacheMap } from './lru-cache';
import type { JavaValue } from './java-value';
import type { TimeRecorder } from './parameter-metric';

export interface ThrottleCheckInput {
  readonly nowMs: number;
  /** null: a null element of a list/array (the map will throw NullPointerException). */
  readonly value: JavaValue;
  readonly key: string;
  readonly acquire: number;
  readonly tokenCount: number;
  readonly hotItemCount: number | null;
  readonly durationInSec: number;
  readonly maxQueueingTimeMs: number;
}

/** `Math.round(1.0 * 1000 * acquireCount * durationInSec / tokenCount)`, in Java's evaluation order. */
export function throttleCostTimeMs(acquire: number, durationInSec: number, tokenCount: number): number {
  return javaRound((1.0 * 1000 * acquire * durationInSec) / tokenCount);
}

/** One record shape for every outcome. */
function record(
  c: ThrottleCheckInput,
  costTimeMs: number,
  outcome: ThrottleStep['outcome'],
  pass: boolean,
  lastPassTimeBefore: number | null,
  expectedTime: number | null,
  waitMs: number,
  lastPassTimeAfter: number | null,
): ThrottleStep {
  return {
    path: 'throttle',
    value: c.value,
    hotItemCount: c.hotItemCount,
    nowMs: c.nowMs,
    acquire: c.acquire,
    tokenCount: c.tokenCount,
    maxQueueingTimeMs: c.maxQueueingTimeMs,
    costTimeMs,
    outcome,
    pass,
    lastPassTimeBefore,
    expectedTime,
    waitMs,
    lastPassTimeAfter,
  };
}

export function passThrottleLocalCheck(records: LruCacheMap<TimeRecorder>, c: ThrottleCheckInput): ThrottleStep {
  if (c.tokenCount === 0) return record(c, 0, 'token-count-zero', false, null, null, 0, null);
  const costTimeMs = throttleCostTimeMs(c.acquire, c.durationInSec, c.tokenCount);
  // putIfAbsent(null, …) throws NullPointerException: the caller passes the whole request
  if (c.value === null) return record(c, costTimeMs, 'null-element', true, null, null, 0, null);
  const r = records.putIfAbsent(c.key, { value: c.value, lastPassTime: c.nowMs });
  if (r === undefined) return record(c, costTimeMs, 'first', true, null, null, 0, c.nowMs);
  const lastPassTime = r.lastPassTime;
  const expectedTime = lastPassTime + costTimeMs;
  const waitMs = expectedTime - c.nowMs;
  if (expectedTime <= c.nowMs || waitMs < c.maxQueueingTimeMs) {
    records.get(c.key); // Sentinel re-reads the record here: an LRU access
    r.lastPassTime = waitMs > 0 ? expectedTime : c.nowMs;
    const outcome = waitMs > 0 ? 'queued' : 'on-time';
    return record(c, costTimeMs, outcome, true, lastPassTime, expectedTime, Math.max(0, waitMs), r.lastPassTime);
  }
  return record(c, costTimeMs, 'over-queue', false, lastPassTime, expectedTime, 0, lastPassTime);
}
