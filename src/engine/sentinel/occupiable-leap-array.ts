/**
 * The node's second window with a "borrow" side array: prioritized requests may take quota from the NEXT
 * bucket before it starts. Models `com.alibaba.csp.sentinel.slots.statistic.metric.occupy.OccupiableBucketLeapArray`
 * and `...occupy.FutureBucketLeapArray`.
 *
 * WHY. A prioritized request that finds the current second full need not be rejected: DefaultController asks
 * the node to "occupy" quota of the next 500 ms bucket, the request waits until that bucket starts, and the
 * quota must then count as passes of that bucket (so ordinary requests see less room there).
 *
 * THE MODEL. Two LeapArrays with the same geometry (2 × 500 ms, absolute-aligned):
 *   - the main array (this class): ordinary MetricBuckets, read by passQps() and friends;
 *   - `borrowArray` (a FutureBucketLeapArray): `addWaiting(futureTime, n)` adds n to the PASS of the bucket
 *     holding futureTime. Its buckets count ("are not deprecated") only while they lie in the future:
 *     deprecated iff `now >= start`. So `currentWaiting(now)` = quota borrowed for buckets not yet started.
 *   - LANDING: when the main array CREATES or RESETS its bucket for time t, it copies the PASS of the borrow
 *     bucket holding t (if that borrow bucket exists and contains t) into the fresh bucket.
 *
 *   borrow at t=700 for [1000,1500) ──► borrowArray[1000,1500).PASS += 1      currentWaiting(700) = 1
 *   any touch of the main array at t' ∈ [1000,1500) creates/resets its bucket → PASS starts at 1 (landed)
 *   no touch during [1000,1500) at all       → the quota never lands: it is LOST, never in passQps
 *
 * The loss is real Sentinel behaviour (README behaviour 6, trace `default-qps-borrow-lost-untouched`): the copy
 * happens only inside `currentWindow`, and the next touch at t'' ≥ 1500 creates the bucket for t'', whose
 * borrow bucket is a different one.
 *
 * WORKED EXAMPLE (test/engine/sentinel/occupiable-leap-array.test.ts). addWaiting(1000, 3) at 700;
 * currentWaiting(700) = 3; currentWindow(1200) then sum(1200, PASS) = 3; currentWaiting(1200) = 0.
 * Same but the first touch is at 1600: sum(1600, PASS) = 0.
 *
 * HOW WE DIFFER FROM UPSTREAM. Rows in typed arrays (see leap-array.ts). Upstream copies all counters of the
 * borrow bucket on creation and only PASS on reset; a borrow bucket only ever holds PASS, so both are the same.
 * `currentWaiting` takes the time explicitly (Sentinel reads its clock).
 */
import { LeapArray } from './leap-array';
import {
  emptyMetricBucket,
  METRIC_EVENT_COUNT as METRIC_EVENT_COUNT_EXPORT,
  MetricEvent as MetricEvent_EXPORT,
} from './metric-bucket';
import { toInt as toInt_EXPORT } from '../java';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const MetricEvent = MetricEvent_EXPORT;
const toInt = toInt_EXPORT;
const METRIC_EVENT_COUNT = METRIC_EVENT_COUNT_EXPORT;

/** Borrowed quota per future bucket. A bucket counts only while its start is still in the future. */
export class FutureBucketLeapArray extends LeapArray {
  override isWindowDeprecated(timeMs: number, slot: number): boolean {
    return timeMs >= this.starts[slot];
  }
}

export class OccupiableBucketLeapArray extends LeapArray {
  readonly borrowArray: FutureBucketLeapArray;

  constructor(sampleCount: number, intervalInMs: number, statisticMaxRt?: number) {
    const empty = emptyMetricBucket(statisticMaxRt);
    super(sampleCount, intervalInMs, empty);
    this.borrowArray = new FutureBucketLeapArray(sampleCount, intervalInMs, empty);
  }

  /** Quota borrowed for buckets that have not started at `timeMs`. Touches the borrow array's current bucket. */
  override currentWaiting(timeMs: number): number {
    this.borrowArray.currentWindow(timeMs);
    return this.borrowArray.sum(timeMs, MetricEvent.PASS);
  }

  /** Book `acquireCount` borrowed passes for the bucket holding `timeMs` (a future time). */
  override addWaiting(timeMs: number, acquireCount: number): void {
    const slot = this.borrowArray.currentWindow(timeMs);
    this.borrowArray.add(slot, MetricEvent.PASS, acquireCount);
  }

  protected override newEmptyBucket(slot: number, timeMs: number): void {
    this.clearRow(slot);
    const borrowed = this.borrowArray.getWindowValue(timeMs);
    if (borrowed < 0) return;
    for (let e = 0; e < METRIC_EVENT_COUNT; e++) this.set(slot, e, this.borrowArray.get(borrowed, e));
  }

  protected override resetWindowTo(slot: number, startMs: number): void {
    this.starts[slot] = startMs;
    this.clearRow(slot);
    const borrowed = this.borrowArray.getWindowValue(startMs);
    if (borrowed >= 0) this.add(slot, MetricEvent.PASS, toInt(this.borrowArray.get(borrowed, MetricEvent.PASS)));
  }

  protected override freshValue(timeMs: number, field: number): number {
    const borrowed = this.borrowArray.getWindowValue(timeMs);
    return borrowed >= 0 && field < METRIC_EVENT_COUNT
      ? this.borrowArray.get(borrowed, field)
      : super.freshValue(timeMs, field);
  }
}
