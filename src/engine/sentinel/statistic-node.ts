/**
 * Everything Sentinel knows about one resource's traffic: two sliding windows and a concurrency counter.
 * Models `com.alibaba.csp.sentinel.node.StatisticNode` (the resource's ClusterNode is one of these).
 *
 * STATE.
 *   rollingCounterInSecond  2 × 500 ms, occupiable (borrowing, see occupiable-leap-array.ts). Feeds the
 *                           "per second" reads: passQps, blockQps, successQps, exceptionQps, avgRt, minRt.
 *   rollingCounterInMinute  60 × 1000 ms, plain. Feeds totals (totalPass, totalException, ...) and the
 *                           previous whole second (previousPassQps, read by WarmUp's token refill).
 *   curThreadNum            admitted, not yet completed requests (one per request, not per permit).
 * A "QPS" is the window's sum divided by its length in seconds (1 s here, so it equals the count).
 *
 * WHO WRITES WHAT (StatisticSlot and DefaultController, driven by flow-sim.ts):
 *   admitted          increaseThreadNum + addPassRequest(n)       both windows' PASS
 *   blocked           increaseBlockQps(n)                         both windows' BLOCK
 *   completed         addRtAndSuccess(rt, n) + decreaseThreadNum  SUCCESS += n, RT += rt (once), minRt
 *   business error    increaseExceptionQps(n)                     both windows' EXCEPTION
 *   prioritized borrow addWaitingRequest(t + wait, n)            second window's borrow array
 *                     + addOccupiedPass(n)                        minute window's OCCUPIED_PASS and PASS, at t
 *
 * OCCUPY (tryOccupyNext). A prioritized request over the limit may borrow from a future bucket. Walking the
 * buckets of the current second from the oldest, it asks: once this bucket has slid out, will
 * `passes left + already borrowed + acquire <= count`? The wait is the time until that bucket has slid out,
 * and it must be below the occupy timeout (500 ms), so with 2 × 500 ms only the oldest bucket is ever
 * considered: the wait is `500 − t % 500` (never 0: at t % 500 == 0 it is 500, which is too long).
 *
 *   t = 1300, count 5, passes: [500,1000) 3 and [1000,1500) 2, nothing borrowed, acquire 1
 *   → 5 − 3 + 0 + 1 = 3 <= 5 → wait 200 ms (borrow for [1500,2000))        worked example, also a test
 *
 * Every read of a window creates/resets its current bucket, like Sentinel's (see array-metric.ts); the
 * `peek*` reads do not.
 *
 * HOW WE DIFFER FROM UPSTREAM. The clock is injected; the window geometry and statisticMaxRt (global
 * properties upstream) are constructor options; OccupyTimeoutProperty is the constant DEFAULT_OCCUPY_TIMEOUT_MS.
 * `metrics()`, `rawMetricsInMin` and `reset()` (dashboard plumbing) are left out. The writes and the reads the
 * controllers make per request (passQps, blockQps, previousPassQps, ...) go straight to the two windows' arrays,
 * making exactly the calls the ArrayMetric route makes (touch the bucket at the clock's time, then add or sum):
 * they run once or twice per simulated request, and one flat call is much cheaper than a chain of them.
 */
import type { SimClock } from '../clock';
import { ArrayMetric } from './array-metric';
import { BucketLeapArray, type LeapArray } from './leap-array';
import {
  DEFAULT_STATISTIC_MAX_RT,
  emptyMetricBucket,
  MetricEvent as MetricEvent_EXPORT,
  MIN_RT as MIN_RT_EXPORT,
} from './metric-bucket';
import { OccupiableBucketLeapArray } from './occupiable-leap-array';
import type { FlowNode } from './types';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const MetricEvent = MetricEvent_EXPORT;
const MIN_RT = MIN_RT_EXPORT;

/** `OccupyTimeoutProperty` default: a borrow must be usable within this many ms. */
export const DEFAULT_OCCUPY_TIMEOUT_MS = 500;

export interface StatisticNodeOptions {
  /** `SampleCountProperty.SAMPLE_COUNT` (2). */
  sampleCount?: number;
  /** `IntervalProperty.INTERVAL` in ms (1000). */
  intervalMs?: number;
  /** `SentinelConfig.statisticMaxRt()` (5000 in 1.8.x, 4900 in 1.7.2). */
  statisticMaxRt?: number;
}

export class StatisticNode implements FlowNode {
  readonly rollingCounterInSecond: ArrayMetric;
  readonly rollingCounterInMinute: ArrayMetric;
  private readonly intervalMs: number;
  private readonly sampleCount: number;
  private threads = 0;
  /** The two windows' arrays (`rollingCounterInSecond.data`, `rollingCounterInMinute.data`), used directly. */
  private readonly second: LeapArray;
  private readonly minute: LeapArray;

  constructor(
    private readonly clock: SimClock,
    options: StatisticNodeOptions = {},
  ) {
    this.sampleCount = options.sampleCount ?? 2;
    this.intervalMs = options.intervalMs ?? 1000;
    const maxRt = options.statisticMaxRt ?? DEFAULT_STATISTIC_MAX_RT;
    const second = new OccupiableBucketLeapArray(this.sampleCount, this.intervalMs, maxRt);
    this.rollingCounterInSecond = new ArrayMetric(clock, second, maxRt);
    const minute = new BucketLeapArray(60, 60 * 1000, emptyMetricBucket(maxRt));
    this.rollingCounterInMinute = new ArrayMetric(clock, minute, maxRt);
    this.second = second;
    this.minute = minute;
  }

  // ---- per-second reads (second window; each touches its current bucket) ----
  // passQps()… are ArrayMetric's pass()… divided by the window's length in seconds, read from the array directly
  // (see "writes" below for why).
  passQps(): number {
    return this.sumSecondNow(MetricEvent.PASS) / this.second.intervalInSecond;
  }
  blockQps(): number {
    return this.sumSecondNow(MetricEvent.BLOCK) / this.second.intervalInSecond;
  }
  successQps(): number {
    return this.sumSecondNow(MetricEvent.SUCCESS) / this.second.intervalInSecond;
  }
  exceptionQps(): number {
    return this.sumSecondNow(MetricEvent.EXCEPTION) / this.second.intervalInSecond;
  }
  totalQps(): number {
    return this.passQps() + this.blockQps();
  }
  occupiedPassQps(): number {
    return this.rollingCounterInSecond.occupiedPass() / this.rollingCounterInSecond.getWindowIntervalInSec();
  }
  maxSuccessQps(): number {
    const second = this.rollingCounterInSecond;
    return (second.maxSuccess() * second.getSampleCount()) / second.getWindowIntervalInSec();
  }
  /** Average RT (ms) of the requests completed in the sliding second; 0 if none. */
  avgRt(): number {
    const successCount = this.rollingCounterInSecond.success();
    if (successCount === 0) return 0;
    return (this.rollingCounterInSecond.rt() * 1.0) / successCount;
  }
  minRt(): number {
    return this.rollingCounterInSecond.minRt();
  }
  /** Quota borrowed for buckets that have not started yet. */
  waiting(): number {
    return this.rollingCounterInSecond.waiting();
  }

  // ---- minute window ----
  previousPassQps(): number {
    // ArrayMetric.previousWindowPass on the minute array (WarmUp reads it at every check).
    const now = this.clock.nowMs;
    const minute = this.minute;
    minute.currentWindow(now);
    const slot = minute.getPreviousWindow(now);
    return slot < 0 ? 0 : minute.get(slot, MetricEvent.PASS);
  }
  previousBlockQps(): number {
    return this.rollingCounterInMinute.previousWindowBlock();
  }
  totalRequest(): number {
    return this.rollingCounterInMinute.pass() + this.rollingCounterInMinute.block();
  }
  totalPass(): number {
    return this.rollingCounterInMinute.pass();
  }
  blockRequest(): number {
    return this.rollingCounterInMinute.block();
  }
  totalSuccess(): number {
    return this.rollingCounterInMinute.success();
  }
  totalException(): number {
    return this.rollingCounterInMinute.exception();
  }

  curThreadNum(): number {
    return this.threads;
  }

  // ---- reads for charts that touch nothing ----
  /** What passQps() would return now, without creating or resetting a bucket. */
  peekPassQps(): number {
    return this.rollingCounterInSecond.peek(MetricEvent.PASS) / this.rollingCounterInSecond.getWindowIntervalInSec();
  }
  /** What blockQps() would return now, without creating or resetting a bucket. */
  peekBlockQps(): number {
    return this.rollingCounterInSecond.peek(MetricEvent.BLOCK) / this.rollingCounterInSecond.getWindowIntervalInSec();
  }

  // ---- writes ----
  // Each write is what the two ArrayMetrics' add* would do (touch the current bucket at the clock's time, add to
  // it; second window first), written against the two arrays: one call per request instead of a chain of them.
  // This is the event loop's hottest code, and each array here is always the same class, which V8 turns into the
  // simplest code (through ArrayMetric, one call site serves both classes).
  addPassRequest(count: number): void {
    this.addToBoth(MetricEvent.PASS, count);
  }
  addRtAndSuccess(rtMs: number, successCount: number): void {
    const now = this.clock.nowMs;
    addSuccessAndRt(this.second, this.second.currentWindow(now), successCount, rtMs);
    addSuccessAndRt(this.minute, this.minute.currentWindow(now), successCount, rtMs);
  }
  increaseBlockQps(count: number): void {
    this.addToBoth(MetricEvent.BLOCK, count);
  }
  increaseExceptionQps(count: number): void {
    this.addToBoth(MetricEvent.EXCEPTION, count);
  }
  increaseThreadNum(): void {
    this.threads++;
  }
  decreaseThreadNum(): void {
    this.threads--;
  }

  // ---- occupy (borrowing from the next bucket) ----
  tryOccupyNext(currentTimeMs: number, acquireCount: number, threshold: number): number {
    const maxCount = (threshold * this.intervalMs) / 1000;
    const currentBorrow = this.rollingCounterInSecond.waiting();
    if (currentBorrow >= maxCount) return DEFAULT_OCCUPY_TIMEOUT_MS;

    const windowLength = Math.trunc(this.intervalMs / this.sampleCount);
    let earliestTime = currentTimeMs - (currentTimeMs % windowLength) + windowLength - this.intervalMs;
    let idx = 0;
    let currentPass = this.rollingCounterInSecond.pass();
    while (earliestTime < currentTimeMs) {
      const waitInMs = idx * windowLength + windowLength - (currentTimeMs % windowLength);
      if (waitInMs >= DEFAULT_OCCUPY_TIMEOUT_MS) break;
      const windowPass = this.rollingCounterInSecond.getWindowPass(earliestTime);
      if (currentPass + currentBorrow + acquireCount - windowPass <= maxCount) return waitInMs;
      earliestTime += windowLength;
      currentPass -= windowPass;
      idx++;
    }
    return DEFAULT_OCCUPY_TIMEOUT_MS;
  }
  addWaitingRequest(futureTimeMs: number, acquireCount: number): void {
    this.rollingCounterInSecond.addWaiting(futureTimeMs, acquireCount);
  }
  addOccupiedPass(acquireCount: number): void {
    this.rollingCounterInMinute.addOccupiedPass(acquireCount);
    this.rollingCounterInMinute.addPass(acquireCount);
  }

  /** ArrayMetric's windowed read of the second window: touch the current bucket, then sum `field`. */
  private sumSecondNow(field: number): number {
    const now = this.clock.nowMs;
    const second = this.second;
    second.currentWindow(now);
    return second.sum(now, field);
  }

  /** `field += n` in the current bucket of both windows (second, then minute). */
  private addToBoth(field: number, n: number): void {
    const now = this.clock.nowMs;
    this.second.addNow(now, field, n);
    this.minute.addNow(now, field, n);
  }
}

/** ArrayMetric.addSuccessAndRT on `slot`: SUCCESS += n, RT += rtMs, and a lower minRt. */
function addSuccessAndRt(a: LeapArray, slot: number, n: number, rtMs: number): void {
  a.add(slot, MetricEvent.SUCCESS, n);
  a.add(slot, MetricEvent.RT, rtMs);
  if (rtMs < a.get(slot, MIN_RT)) a.set(slot, MIN_RT, rtMs);
}
