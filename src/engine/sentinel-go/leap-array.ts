/**
 * sentinel-golang's bucketed statistics: `core/stat/base` `LeapArray` / `BucketLeapArray` with
 * `MetricBucket` counters (v1.0.4). The sliding-window view over it is sliding-window-metric.ts.
 *
 * THE MODEL. A ring of `sampleCount` buckets, each `bucketLengthInMs = intervalInMs /
 * sampleCount` long, each remembering its `BucketStart` (epoch ms, aligned to a multiple of the
 * bucket length on the ABSOLUTE clock) and a counter per `MetricEvent`. Time t lives in the
 * bucket at index (t / L) mod sampleCount, starting at t − t mod L. A write finds that bucket
 * and, if it holds an older start, resets it first ("leaps" over the stale one); a read only
 * filters buckets by their start time and never resets anything.
 *
 * WHAT DIFFERS FROM JAVA SENTINEL'S LeapArray (src/engine/sentinel/leap-array.ts):
 *   - The ring is filled at creation (`NewAtomicBucketWrapArrayWithTime`): the bucket of `now`
 *     and, after it, buckets for the next sampleCount − 1 bucket starts, i.e. in the future.
 *     They are empty, and a read skips them (a start after `now` counts as deprecated because
 *     Go's uint64 `now − start` wraps around), so they only matter for what a reader sees.
 *   - `isBucketDeprecated` compares `now − start` with the ring's own intervalInMs — for the
 *     resource's global ring that is 10 000 ms, not the rule's window; the window is cut by the
 *     start-time predicate of the sliding-window metric instead.
 *   - A time behind a bucket's start is an error (nothing counted) unless sampleCount is 1.
 *
 * Each resource has one global ring of 20 × 500 ms (`GlobalStatisticSampleCountTotal`,
 * `GlobalStatisticIntervalMsTotal`); a flow rule whose StatIntervalInMs cannot be cut out of it
 * gets a ring of its own (see rule.ts).
 *
 * HOW WE DIFFER: the time is passed in (epoch ms, an integer), there are no atomics (one caller
 * at a time), and only the counters flow control reads are kept (pass, block, complete).
 */

export const MetricEventPass = 0;
export const MetricEventBlock = 1;
export const MetricEventComplete = 2;
export type MetricEvent = typeof MetricEventPass | typeof MetricEventBlock | typeof MetricEventComplete;

export interface BucketWrap {
  /** Epoch ms, a multiple of the bucket length. */
  bucketStart: number;
  /** `MetricBucket.counter`, indexed by MetricEvent. */
  counter: [number, number, number];
}

export function calculateStartTime(nowMs: number, bucketLengthInMs: number): number {
  return nowMs - (nowMs % bucketLengthInMs);
}

export class BucketLeapArray {
  readonly sampleCount: number;
  readonly intervalInMs: number;
  readonly bucketLengthInMs: number;
  readonly #array: BucketWrap[];
  /**
   * The bucket of the last whole-ms time looked up: its start and ring index. Every later whole-ms time in
   * [start, start + bucketLengthInMs) has the same two (exactly: `%` and the floor are exact on integers below
   * 2^53), so the lookup skips both: `%` on numbers this large (epoch ms) is a call into the runtime, and it was
   * the largest cost of a request.
   */
  #memoStart = NaN;
  #memoIdx = 0;

  /** `NewBucketLeapArray(sampleCount, intervalInMs)` at `nowMs`: the ring pre-filled from now on. */
  constructor(sampleCount: number, intervalInMs: number, nowMs: number) {
    if (!Number.isInteger(sampleCount) || sampleCount <= 0 || intervalInMs % sampleCount !== 0) {
      throw new RangeError(`invalid leap array: intervalInMs ${intervalInMs}, sampleCount ${sampleCount}`);
    }
    this.sampleCount = sampleCount;
    this.intervalInMs = intervalInMs;
    this.bucketLengthInMs = intervalInMs / sampleCount;
    const idx = Math.floor(nowMs / this.bucketLengthInMs) % sampleCount;
    let startTime = calculateStartTime(nowMs, this.bucketLengthInMs);
    this.#array = new Array<BucketWrap>(sampleCount);
    for (let k = 0; k < sampleCount; k++) {
      this.#array[(idx + k) % sampleCount] = { bucketStart: startTime, counter: [0, 0, 0] };
      startTime += this.bucketLengthInMs;
    }
  }

  /** The ring as it stands (read-only view, for charts). */
  get buckets(): readonly Readonly<BucketWrap>[] {
    return this.#array;
  }

  /** `currentBucketOfTime`: the bucket of `nowMs`, reset first if stale; null where Go returns an error. */
  currentBucketOfTime(nowMs: number): BucketWrap | null {
    if (nowMs <= 0) return null;
    const bucketStart = this.bucketStartOf(nowMs);
    const old = this.#array[this.#memoIdx];
    if (bucketStart === old.bucketStart) return old;
    if (bucketStart > old.bucketStart) {
      // ResetBucketTo: a fresh MetricBucket at the new start.
      old.bucketStart = bucketStart;
      old.counter = [0, 0, 0];
      return old;
    }
    return this.sampleCount === 1 ? old : null;
  }

  /** `calculateStartTime(nowMs, bucketLengthInMs)` for `nowMs` > 0, leaving its ring index in `#memoIdx`. */
  bucketStartOf(nowMs: number): number {
    const start = this.#memoStart;
    if (nowMs >= start && nowMs < start + this.bucketLengthInMs && Math.floor(nowMs) === nowMs) return start;
    const bucketStart = calculateStartTime(nowMs, this.bucketLengthInMs);
    this.#memoIdx = Math.floor(nowMs / this.bucketLengthInMs) % this.sampleCount;
    // kept for whole ms only (there both formulas are exact), so a fractional time never answers for others
    this.#memoStart = Math.floor(nowMs) === nowMs ? bucketStart : NaN;
    return bucketStart;
  }

  /** `AddCount(event, count)` at `nowMs`. */
  addCount(event: MetricEvent, count: number, nowMs: number): void {
    const b = this.currentBucketOfTime(nowMs);
    if (b) b.counter[event] += count;
  }

  /** Go's `(now − start) > intervalInMs` on uint64: a start after now wraps around to "deprecated". */
  isBucketDeprecated(nowMs: number, ww: Readonly<BucketWrap>): boolean {
    return ww.bucketStart > nowMs || nowMs - ww.bucketStart > this.intervalInMs;
  }

  /** `ValuesConditional(now, predicate)`: the non-deprecated buckets whose start satisfies it, in ring order. */
  valuesConditional(nowMs: number, predicate: (bucketStart: number) => boolean): Readonly<BucketWrap>[] {
    if (nowMs <= 0) return [];
    return this.#array.filter((ww) => !this.isBucketDeprecated(nowMs, ww) && predicate(ww.bucketStart));
  }
}
