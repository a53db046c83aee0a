/**
 * sentinel-golang's `SlidingWindowMetric` (core/stat/base, v1.0.4): a read-only window of
 * `intervalInMs` cut out of a `BucketLeapArray` (the resource's global 20 × 500 ms ring, or a
 * rule's own ring). This is the `ReadStat` flow rules read.
 *
 *   GetSum(now)  = Σ counter over the real ring's buckets whose start lies in
 *                  [b − intervalInMs + L, b],   b = now − now mod L,   L = the REAL ring's bucket length
 *   GetQPS(now)  = GetSum(now) / (intervalInMs / 1000)
 *   GetPreviousQPS(now) = GetQPS(now − bucketLengthInMs)   (this metric's intervalInMs / sampleCount)
 *
 * So "previous QPS" is the sliding window evaluated one bucket ago, NOT the previous absolute
 * second. With the default 2 × 500 ms window at now = …1500 ms it sums the buckets starting at
 * …500 and …1000: the current second's first half is already in it. WarmUp's syncToken reads it
 * once per second to decide how many stored tokens the last second used up.
 *
 * Worked example (window 1000 ms over 500 ms buckets, 5 passes at …0230 ms, i.e. in the bucket
 * …0000): at …0500 GetSum covers starts [0, 500] → 5; GetPreviousQPS evaluates at …0000 → starts
 * [−500, 0] → 5 / 1 s = 5, although the previous absolute second had no passes.
 *
 * HOW WE DIFFER: every read returns a record of the buckets it summed (for an explanation).
 */
import { calculateStartTime, type BucketLeapArray, type MetricEvent } from './leap-array';

export interface WindowRead {
  /** The instant the window was evaluated at (epoch ms). */
  timeMs: number;
  /** Bucket starts admitted: [rangeStartMs, rangeEndMs]. */
  rangeStartMs: number;
  rangeEndMs: number;
  buckets: { bucketStartMs: number; count: number }[];
  sum: number;
}

export class SlidingWindowMetric {
  readonly sampleCount: number;
  readonly intervalInMs: number;
  readonly bucketLengthInMs: number;
  readonly real: BucketLeapArray;

  constructor(sampleCount: number, intervalInMs: number, real: BucketLeapArray) {
    if (!isReusable(sampleCount, intervalInMs, real.sampleCount, real.intervalInMs)) {
      throw new RangeError(`a ${intervalInMs} ms / ${sampleCount} window cannot be cut out of this ring`);
    }
    this.sampleCount = sampleCount;
    this.intervalInMs = intervalInMs;
    this.bucketLengthInMs = intervalInMs / sampleCount;
    this.real = real;
  }

  /** `getSumWithTime(now, event)`. */
  readSum(event: MetricEvent, nowMs: number): WindowRead {
    const end = calculateStartTime(nowMs, this.real.bucketLengthInMs);
    // uint64 in Go: a start below 0 wraps to a huge value that no bucket reaches.
    const rawStart = end - this.intervalInMs + this.real.bucketLengthInMs;
    const start = rawStart < 0 ? Infinity : rawStart;
    // ValuesConditional with the predicate start ≤ bucketStart ≤ end, summed in one pass (hot path).
    const buckets: WindowRead['buckets'] = [];
    let sum = 0;
    if (nowMs > 0) {
      for (const ww of this.real.buckets) {
        const ws = ww.bucketStart;
        if (ws < start || ws > end || this.real.isBucketDeprecated(nowMs, ww)) continue;
        const count = ww.counter[event];
        buckets.push({ bucketStartMs: ws, count });
        sum += count;
      }
    }
    return { timeMs: nowMs, rangeStartMs: start, rangeEndMs: end, buckets, sum };
  }

  getSum(event: MetricEvent, nowMs: number): number {
    return this.readSum(event, nowMs).sum;
  }

  /** `readSum(event, nowMs).sum`, the same buckets in the same order, without building the read. */
  sumOf(event: MetricEvent, nowMs: number): number {
    // the hot path: the ring's memoised start (leap-array.ts) where Go computes it, for a time after the epoch
    const end = nowMs > 0 ? this.real.bucketStartOf(nowMs) : calculateStartTime(nowMs, this.real.bucketLengthInMs);
    const rawStart = end - this.intervalInMs + this.real.bucketLengthInMs;
    const start = rawStart < 0 ? Infinity : rawStart;
    let sum = 0;
    if (nowMs > 0) {
      for (const ww of this.real.buckets) {
        const ws = ww.bucketStart;
        if (ws < start || ws > end || this.real.isBucketDeprecated(nowMs, ww)) continue;
        sum += ww.counter[event];
      }
    }
    return sum;
  }

  getIntervalInSecond(): number {
    return this.intervalInMs / 1000.0;
  }

  getQPS(event: MetricEvent, nowMs: number): number {
    return this.readSum(event, nowMs).sum / this.getIntervalInSecond();
  }

  /** `GetPreviousQPS`: the window one bucket ago, as a rate. */
  readPreviousQPS(event: MetricEvent, nowMs: number): { read: WindowRead; qps: number } {
    const read = this.readSum(event, nowMs - this.bucketLengthInMs);
    return { read, qps: read.sum / this.getIntervalInSecond() };
  }

  getPreviousQPS(event: MetricEvent, nowMs: number): number {
    return this.readPreviousQPS(event, nowMs).qps;
  }
}

/**
 * `base.CheckValidityForReuseStatistic` reduced to yes/no: a window of intervalInMs in
 * sampleCount buckets can be read off a parent ring when both divide evenly, the parent's
 * interval is a multiple of the window's, and the window's bucket a multiple of the parent's.
 */
export function isReusable(
  sampleCount: number,
  intervalInMs: number,
  parentSampleCount: number,
  parentIntervalInMs: number,
): boolean {
  if (intervalInMs === 0 || sampleCount === 0 || intervalInMs % sampleCount !== 0) return false;
  if (parentIntervalInMs === 0 || parentSampleCount === 0 || parentIntervalInMs % parentSampleCount !== 0) return false;
  const bucketLengthInMs = intervalInMs / sampleCount;
  const parentBucketLengthInMs = parentIntervalInMs / parentSampleCount;
  return parentIntervalInMs % intervalInMs === 0 && bucketLengthInMs % parentBucketLengthInMs === 0;
}
