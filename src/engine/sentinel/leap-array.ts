/**
 * Sentinel's sliding window: a ring of `sampleCount` buckets, each `windowLengthInMs` long, that together
 * cover the last `intervalInMs`. Models `com.alibaba.csp.sentinel.slots.statistic.base.LeapArray` and
 * `com.alibaba.csp.sentinel.slots.statistic.metric.BucketLeapArray`.
 *
 * WHY. Counting "passes in the last second" exactly would need every timestamp. Sentinel instead cuts time
 * into fixed buckets and keeps only the last few: the node's second window is 2 × 500 ms, its minute window
 * 60 × 1000 ms. A read sums the buckets that are still young enough, so the window slides in 500 ms steps.
 *
 * THE MODEL. Buckets are aligned to ABSOLUTE time (epoch multiples of the bucket length, not to when the
 * simulation started). Time t belongs to the bucket starting at `t − t % len`, stored in slot
 * `(t / len) % sampleCount`. So a slot is reused every `intervalInMs`:
 *
 *   slot:        0         1         0         1
 *            |---------|---------|---------|---------|
 *          1000      1500      2000      2500      3000      epoch ms (len 500, sampleCount 2)
 *                         ^ t = 1700: bucket [1500,2000) in slot 1; slot 0 still holds [1000,1500)
 *
 * LAZINESS (this is observable, see occupiable-leap-array.ts). Nothing happens when time passes. A bucket is
 * created or reset only by `currentWindow(t)`, i.e. when somebody touches the window at time t:
 *   - the slot is empty (never used)         → create the bucket for t            (`newEmptyBucket`)
 *   - the slot holds t's bucket              → return it
 *   - the slot holds an older bucket         → reset it to t's start, zero it      (`resetWindowTo`)
 *   - the slot holds a NEWER bucket (t went back in time; Sentinel says "should not go through here")
 *                                            → a throw-away bucket that is not stored (our scratch slot)
 * Reads (`sum`) skip buckets that are "deprecated": `t − start > intervalInMs`. Sentinel's reads always call
 * `currentWindow` first (see array-metric.ts), so the current slot is fresh when they sum.
 *
 * STATE. `starts[slot]`: bucket start in epoch ms, -1 for an empty slot (Sentinel's null). `values`: one row of
 * `fieldCount` numbers per slot (a MetricBucket for the node, see metric-bucket.ts; the circuit breakers can
 * use other rows). Slot `sampleCount` is the scratch bucket for the backwards-time case.
 * Invariant: every stored start is a multiple of `windowLengthInMs` and `starts[s] / len % sampleCount == s`.
 * Times are integral epoch ms below 2^52, so `Math.floor(t / len)` is exact (we avoid `%` on such numbers: V8
 * computes it with a slow fmod call).
 *
 * WORKED EXAMPLE (test/engine/sentinel/leap-array.test.ts). 2 × 500 ms; add 1 at t=1200 and 1 at t=1700.
 *   sum at 1900 = 2;  at 2100 (slot 0 reset to [2000,2500)) = 1;  at 3600 = 0 (both buckets deprecated).
 *
 * HOW WE DIFFER FROM UPSTREAM. No generics and no bucket objects: rows live in one Float64Array and the hooks
 * work on slot numbers; single-threaded, so no CAS, lock or `Thread.yield`. `time < 0` returns slot -1
 * (Sentinel returns null). `currentWindow`, `getPreviousWindow`, `getWindowValue` return slots, not wraps.
 */

export abstract class LeapArray {
  readonly windowLengthInMs: number;
  readonly sampleCount: number;
  readonly intervalInMs: number;
  readonly intervalInSecond: number;
  /** Numbers per bucket row. */
  readonly fieldCount: number;
  /** Bucket start (epoch ms) per slot; -1 = never created. Index `sampleCount` is the scratch slot. */
  protected readonly starts: Float64Array;
  /** Row `slot` is `values[slot * fieldCount ... + fieldCount)`. */
  protected readonly values: Float64Array;
  private readonly emptyRow: Float64Array;
  /**
   * The last bucket `currentWindow` returned (never the scratch slot), as [hitStart, hitEnd) and its slot: a
   * time inside it is answered without any arithmetic. Nearly every touch hits (the clock moves in ms, a bucket
   * lasts 500 or 1000), so `currentWindow` is kept tiny for V8 to inline it everywhere and the create/reset work
   * sits in `locateWindow`. The slot still holds that bucket: a stored start (slots below `sampleCount`) changes
   * only in `locateWindow`, which then moves the hit to it (`resetWindowTo` and `newEmptyBucket` are called from
   * there alone), so the hit test needs no read of `starts` (one load and compare less on every touch, and a
   * smaller body: the hot loops inline up to six touches and V8's inlining budget is shared).
   */
  private hitStart = -Infinity;
  private hitEnd = -Infinity;
  private hitSlot = 0;
  /**
   * The slot of the bucket just before the hit's, `(hitSlot − 1) mod sampleCount`: what `slotOf(t − len)` is for
   * any t in the hit. `getPreviousWindow` runs right after a touch at the same time (WarmUp reads it on every
   * request) and so finds its slot without `slotOf`'s two divisions.
   */
  private hitPrevSlot = 0;
  /**
   * The time `currentWindow` hands to `locateWindow`, passed through a typed array rather than as an argument:
   * epoch ms are beyond V8's small integers, so an argument is a boxed double, and V8 boxes it where both windows'
   * calls can use it, before the hit test, on every request (an allocation per touch, ~4 young GCs per million
   * requests on the peer workload; none this way).
   */
  private readonly locateAt = new Float64Array(1);

  /** @param emptyBucket the row of a fresh bucket (its length is `fieldCount`). */
  constructor(sampleCount: number, intervalInMs: number, emptyBucket: ArrayLike<number>) {
    if (!(sampleCount > 0) || !Number.isInteger(sampleCount))
      throw new RangeError(`bucket count is invalid: ${sampleCount}`);
    if (!(intervalInMs > 0)) throw new RangeError('total time interval of the sliding window should be positive');
    if (intervalInMs % sampleCount !== 0) throw new RangeError('time span needs to be evenly divided');
    this.windowLengthInMs = intervalInMs / sampleCount;
    this.sampleCount = sampleCount;
    this.intervalInMs = intervalInMs;
    this.intervalInSecond = intervalInMs / 1000;
    this.fieldCount = emptyBucket.length;
    this.emptyRow = Float64Array.from(emptyBucket);
    this.starts = new Float64Array(sampleCount + 1).fill(-1);
    this.values = new Float64Array((sampleCount + 1) * this.fieldCount);
  }

  /** The slot of the bucket for `timeMs`, creating or resetting it as Sentinel does; -1 if `timeMs < 0`. */
  currentWindow(timeMs: number): number {
    if (timeMs >= this.hitStart && timeMs < this.hitEnd) return this.hitSlot;
    this.locateAt[0] = timeMs;
    return this.locateWindow();
  }

  /** `currentWindow` outside the last bucket (at `locateAt[0]`): find, create or reset the slot. */
  private locateWindow(): number {
    const timeMs = this.locateAt[0];
    if (timeMs < 0) return -1;
    const len = this.windowLengthInMs;
    const timeId = Math.floor(timeMs / len);
    const windowStart = timeId * len;
    const n = this.sampleCount;
    const slot = (timeId - Math.floor(timeId / n) * n) | 0; // an int32 (a small integer to V8)
    const old = this.starts[slot];
    if (old !== windowStart) {
      if (old < 0) {
        this.starts[slot] = windowStart;
        this.newEmptyBucket(slot, timeMs);
      } else if (windowStart > old) {
        this.resetWindowTo(slot, windowStart);
      } else {
        return this.scratchWindow(windowStart, timeMs);
      }
    }
    this.hitStart = windowStart;
    this.hitEnd = windowStart + len;
    this.hitSlot = slot;
    this.hitPrevSlot = (slot === 0 ? n : slot) - 1;
    return slot;
  }

  /** Sentinel's "should not go through here" case: a bucket for an older time, not stored anywhere. */
  private scratchWindow(windowStart: number, timeMs: number): number {
    const scratch = this.sampleCount;
    this.starts[scratch] = windowStart;
    this.newEmptyBucket(scratch, timeMs);
    return scratch;
  }

  /** The slot of the bucket just before `timeMs`'s, if it is stored, current and adjacent; else -1. No side effect. */
  getPreviousWindow(timeMs: number): number {
    const prevTime = timeMs - this.windowLengthInMs;
    if (prevTime < 0) return -1;
    const slot = timeMs >= this.hitStart && timeMs < this.hitEnd ? this.hitPrevSlot : this.slotOf(prevTime);
    const start = this.starts[slot];
    if (start < 0 || this.isWindowDeprecated(timeMs, slot)) return -1;
    if (start + this.windowLengthInMs < prevTime) return -1;
    return slot;
  }

  /** The slot whose stored bucket contains `timeMs`, or -1. No side effect. */
  getWindowValue(timeMs: number): number {
    if (timeMs < 0) return -1;
    const slot = this.slotOf(timeMs);
    const start = this.starts[slot];
    if (start < 0 || !(start <= timeMs && timeMs < start + this.windowLengthInMs)) return -1;
    return slot;
  }

  /** Whether `slot`'s bucket is too old to count at `timeMs`. Sentinel: `time − windowStart > intervalInMs`. */
  isWindowDeprecated(timeMs: number, slot: number): boolean {
    return timeMs - this.starts[slot] > this.intervalInMs;
  }

  /** Sum of `field` over the stored, non-deprecated buckets at `timeMs` (Sentinel's `values(time)` + a loop). */
  sum(timeMs: number, field: number): number {
    if (timeMs < 0) return 0;
    const f = this.fieldCount;
    let total = 0;
    for (let s = 0; s < this.sampleCount; s++) {
      if (this.starts[s] >= 0 && !this.isWindowDeprecated(timeMs, s)) total += this.values[s * f + field];
    }
    return total;
  }

  /** Max (`wantMax`) or min of `field` over the non-deprecated buckets, starting from `initial`. */
  extreme(timeMs: number, field: number, initial: number, wantMax: boolean): number {
    const f = this.fieldCount;
    let best = initial;
    if (timeMs < 0) return best;
    for (let s = 0; s < this.sampleCount; s++) {
      if (this.starts[s] < 0 || this.isWindowDeprecated(timeMs, s)) continue;
      const v = this.values[s * f + field];
      if (wantMax ? v > best : v < best) best = v;
    }
    return best;
  }

  /**
   * What `sum(timeMs, field)` would return right after `currentWindow(timeMs)`, WITHOUT touching any bucket:
   * for charts that must not change the simulation (a Sentinel read would create or reset the bucket).
   */
  peekSum(timeMs: number, field: number): number {
    if (timeMs < 0) return 0;
    const windowStart = Math.floor(timeMs / this.windowLengthInMs) * this.windowLengthInMs;
    const current = this.slotOf(timeMs);
    const f = this.fieldCount;
    let total =
      this.starts[current] === windowStart ? this.values[current * f + field] : this.freshValue(timeMs, field);
    for (let s = 0; s < this.sampleCount; s++) {
      if (s !== current && this.starts[s] >= 0 && !this.isWindowDeprecated(timeMs, s))
        total += this.values[s * f + field];
    }
    return total;
  }

  /** Start (epoch ms) of the bucket in `slot`, -1 if empty. Slots are `0 .. sampleCount - 1`. */
  windowStartOf(slot: number): number {
    return this.starts[slot];
  }

  get(slot: number, field: number): number {
    return this.values[slot * this.fieldCount + field];
  }

  /**
   * `add(currentWindow(timeMs), field, n)` as one small body: the node's writes, two per request, inline it whole,
   * where the two calls used more of V8's inlining budget than the request loop had left for the block path.
   */
  addNow(timeMs: number, field: number, n: number): void {
    let slot = this.hitSlot;
    if (!(timeMs >= this.hitStart && timeMs < this.hitEnd)) {
      this.locateAt[0] = timeMs;
      slot = this.locateWindow();
    }
    this.values[slot * this.fieldCount + field] += n;
  }

  add(slot: number, field: number, n: number): void {
    this.values[slot * this.fieldCount + field] += n;
  }

  set(slot: number, field: number, v: number): void {
    this.values[slot * this.fieldCount + field] = v;
  }

  /** Borrowed quota for future buckets; only the occupiable array has any (Sentinel's default returns 0). */
  currentWaiting(_timeMs: number): number {
    return 0;
  }

  /** Book quota for the bucket holding `timeMs`; only the occupiable array supports it. */
  addWaiting(_timeMs: number, _acquireCount: number): void {
    throw new Error('UnsupportedOperationException: addWaiting on a non-occupiable LeapArray');
  }

  /** `(timeMs / len) % sampleCount` without floating-point `%` (a slow fmod call for numbers beyond int32). */
  protected slotOf(timeMs: number): number {
    const timeId = Math.floor(timeMs / this.windowLengthInMs);
    const n = this.sampleCount;
    return (timeId - Math.floor(timeId / n) * n) | 0;
  }

  /** Fill `slot` (its start already set) with a fresh bucket for an access at `timeMs`. */
  protected newEmptyBucket(slot: number, _timeMs: number): void {
    this.clearRow(slot);
  }

  /** Move `slot` to the bucket starting at `startMs` and clear it. */
  protected resetWindowTo(slot: number, startMs: number): void {
    this.starts[slot] = startMs;
    this.clearRow(slot);
  }

  /** The value `field` would have in a bucket created now for `timeMs` (used by `peekSum`). */
  protected freshValue(_timeMs: number, field: number): number {
    return this.emptyRow[field];
  }

  protected clearRow(slot: number): void {
    this.values.set(this.emptyRow, slot * this.fieldCount);
  }
}

/** The plain window (Sentinel's `BucketLeapArray`): fresh and reset buckets are simply empty. */
export class BucketLeapArray extends LeapArray {}
