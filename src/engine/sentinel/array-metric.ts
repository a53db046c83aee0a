/**
 * The read/write face of one sliding window, at the clock's current time.
 * Models `com.alibaba.csp.sentinel.slots.statistic.metric.ArrayMetric`.
 *
 * WHAT IT DOES. Every write adds to the bucket for "now"; every windowed read sums the buckets still inside
 * the window. Sentinel's detail that matters: EVERY read except `getWindowPass` first calls
 * `currentWindow(now)`, so reading a metric creates or resets the current bucket exactly like a write does.
 * That is why a state read at some time can make borrowed quota land (occupiable-leap-array.ts), and why
 * Flowlab keeps it: a chart that wants to look without touching uses the `peek` read instead.
 *
 *   touches the window (creates/resets the current bucket):  every add*, pass, block, success, exception, rt,
 *       minRt, maxSuccess, occupiedPass, previousWindowPass/Block, and waiting (borrow array only)
 *   does not touch:  getWindowPass(t), peek(event)
 *
 * Units: counts are permits (acquireCount sums), `rt` is a sum of ms, `minRt` ms (at least 1).
 *
 * WORKED EXAMPLE (test/engine/sentinel/array-metric.test.ts). 2 × 500 ms at t=1200: addPass(2), addBlock(1);
 * pass() = 2, block() = 1; at t=2400 (both buckets gone) pass() = 0 and previousWindowPass() = 0.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time comes from the injected SimClock; the `details()` / MetricNode plumbing
 * for the dashboard is left out.
 */
import type { SimClock } from '../clock';
import type { LeapArray } from './leap-array';
import { MetricEvent, MIN_RT } from './metric-bucket';

export class ArrayMetric {
  constructor(
    private readonly clock: SimClock,
    /** The underlying window (exposed read-only for charts: slots, starts and rows). */
    readonly data: LeapArray,
    /** `SentinelConfig.statisticMaxRt()`: the starting point of `minRt`. */
    private readonly statisticMaxRt: number,
  ) {}

  pass(): number {
    return this.sumNow(MetricEvent.PASS);
  }
  block(): number {
    return this.sumNow(MetricEvent.BLOCK);
  }
  exception(): number {
    return this.sumNow(MetricEvent.EXCEPTION);
  }
  success(): number {
    return this.sumNow(MetricEvent.SUCCESS);
  }
  rt(): number {
    return this.sumNow(MetricEvent.RT);
  }
  occupiedPass(): number {
    return this.sumNow(MetricEvent.OCCUPIED_PASS);
  }

  /** Largest per-bucket success count, at least 1. */
  maxSuccess(): number {
    const now = this.touch();
    return Math.max(this.data.extreme(now, MetricEvent.SUCCESS, 0, true), 1);
  }

  /** Smallest per-bucket minRt (from statisticMaxRt down), at least 1. */
  minRt(): number {
    const now = this.touch();
    return Math.max(1, this.data.extreme(now, MIN_RT, this.statisticMaxRt, false));
  }

  addPass(n: number): void {
    this.data.add(this.touchSlot(), MetricEvent.PASS, n);
  }
  addBlock(n: number): void {
    this.data.add(this.touchSlot(), MetricEvent.BLOCK, n);
  }
  addException(n: number): void {
    this.data.add(this.touchSlot(), MetricEvent.EXCEPTION, n);
  }
  addSuccess(n: number): void {
    this.data.add(this.touchSlot(), MetricEvent.SUCCESS, n);
  }
  addOccupiedPass(n: number): void {
    this.data.add(this.touchSlot(), MetricEvent.OCCUPIED_PASS, n);
  }

  /**
   * `addSuccess(n)` then `addRT(rtMs)`, as Sentinel's StatisticNode.addRtAndSuccess calls them, with one bucket
   * lookup (both would look up the same bucket: same clock, nothing in between). Flowlab's StatisticNode does
   * the same on the array directly.
   */
  addSuccessAndRT(n: number, rtMs: number): void {
    const slot = this.touchSlot();
    this.data.add(slot, MetricEvent.SUCCESS, n);
    this.data.add(slot, MetricEvent.RT, rtMs);
    if (rtMs < this.data.get(slot, MIN_RT)) this.data.set(slot, MIN_RT, rtMs);
  }

  /** Add one response time (ms) to the RT sum and lower the bucket's minRt if needed. */
  addRT(rtMs: number): void {
    const slot = this.touchSlot();
    this.data.add(slot, MetricEvent.RT, rtMs);
    if (rtMs < this.data.get(slot, MIN_RT)) this.data.set(slot, MIN_RT, rtMs);
  }

  /** Book borrowed quota for the bucket holding `futureTimeMs` (occupiable windows only). */
  addWaiting(futureTimeMs: number, acquireCount: number): void {
    this.data.addWaiting(futureTimeMs, acquireCount);
  }

  /** Quota borrowed for buckets that have not started yet. */
  waiting(): number {
    return this.data.currentWaiting(this.clock.nowMs);
  }

  /** Passes of the bucket before the current one (0 if it is not stored or not adjacent). */
  previousWindowPass(): number {
    return this.previousWindow(MetricEvent.PASS);
  }
  previousWindowBlock(): number {
    return this.previousWindow(MetricEvent.BLOCK);
  }

  /** Passes of the stored bucket containing `timeMs` (0 if none). Does not touch the window. */
  getWindowPass(timeMs: number): number {
    const slot = this.data.getWindowValue(timeMs);
    return slot < 0 ? 0 : this.data.get(slot, MetricEvent.PASS);
  }

  /** What the windowed sum of `event` would be now, without creating or resetting any bucket. */
  peek(event: MetricEvent): number {
    return this.data.peekSum(this.clock.nowMs, event);
  }

  getWindowIntervalInSec(): number {
    return this.data.intervalInSecond;
  }
  getSampleCount(): number {
    return this.data.sampleCount;
  }

  private previousWindow(field: number): number {
    const now = this.touch();
    const slot = this.data.getPreviousWindow(now);
    return slot < 0 ? 0 : this.data.get(slot, field);
  }

  private sumNow(field: number): number {
    const now = this.touch();
    return this.data.sum(now, field);
  }

  private touch(): number {
    const now = this.clock.nowMs;
    this.data.currentWindow(now);
    return now;
  }

  private touchSlot(): number {
    return this.data.currentWindow(this.clock.nowMs);
  }
}
