/**
 * Exact wait percentiles, cheaply, for a population where most values are 0.
 *
 * Most admitted requests do not wait (a reject controller never delays anyone; pacing and Guava
 * delay only under load), so a sample keeps a COUNT of the zero waits and stores only the
 * non-zero ones. A percentile is the nearest-rank one over all values:
 *
 *   rank r = ceil(p · n) − 1 (0-based, clamped to 0)         n = zeros + non-zero values
 *   r < zeros → 0, else the (r − zeros)-th smallest non-zero value
 *
 * found by selection (Hoare partitioning, median-of-three pivot; no sort, linear on average) and
 * not by sorting. `percentiles(lo, hi)` selects the higher rank first: afterwards every value
 * left of it is ≤ it, so the lower rank is selected in that prefix only. Deterministic: no
 * random pivots; a range that partitions badly too often is finished with a plain sort.
 *
 *   waits 0, 0, 0, 5, 2 → p50: r = ceil(2.5) − 1 = 2 < 3 zeros → 0;  p99: r = 4 → non-zero #1 → 5
 *
 * Selection reorders the stored values; that is fine because only percentiles are read.
 */
export class WaitSample {
  /** Zero waits counted. */
  zeros = 0;
  /** Non-zero waits stored. */
  count = 0;
  /** The largest value added (0 when only zeros; NaN when empty). */
  private maxValue = 0;
  private values: Float64Array;
  /** Scratch output of `percentiles`. */
  readonly result = { low: NaN, high: NaN, max: NaN };

  constructor(initialCapacity = 1024) {
    this.values = new Float64Array(Math.max(16, initialCapacity | 0));
  }

  /** Number of values added (zeros included). */
  get size(): number {
    return this.zeros + this.count;
  }

  add(wait: number): void {
    if (wait === 0) {
      this.zeros++;
      return;
    }
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = wait;
    if (wait > this.maxValue) this.maxValue = wait;
  }

  /** Adds every value of `other` (its zeros and its stored values, in their current order). */
  addAll(other: WaitSample): void {
    const need = this.count + other.count;
    if (need > this.values.length) {
      const grown = new Float64Array(Math.max(need, this.values.length * 2));
      grown.set(this.values.subarray(0, this.count));
      this.values = grown;
    }
    this.values.set(other.values.subarray(0, other.count), this.count);
    this.count = need;
    this.zeros += other.zeros;
    if (other.maxValue > this.maxValue) this.maxValue = other.maxValue;
  }

  clear(): void {
    this.zeros = 0;
    this.count = 0;
    this.maxValue = 0;
  }

  /** The `pLow` and `pHigh` (0 ≤ pLow ≤ pHigh ≤ 1) percentiles and the max into `result`; NaN when empty. */
  percentiles(pLow: number, pHigh: number): { low: number; high: number; max: number } {
    const out = this.result;
    const n = this.size;
    if (n === 0) {
      out.low = out.high = out.max = NaN;
      return out;
    }
    const rHigh = rankOf(pHigh, n) - this.zeros;
    const rLow = rankOf(pLow, n) - this.zeros;
    out.high = rHigh < 0 ? 0 : select(this.values, 0, this.count - 1, rHigh);
    out.low = rLow < 0 ? 0 : select(this.values, 0, rHigh, rLow);
    out.max = this.maxValue;
    return out;
  }
}

/** Nearest-rank 0-based index of percentile `p` among `n` values. */
function rankOf(p: number, n: number): number {
  return Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1));
}

/** The k-th smallest of a[lo..hi] (inclusive); reorders that range so a[k] holds it. */
export function select(a: Float64Array, lo: number, hi: number, k: number): number {
  let rounds = 0;
  while (hi > lo) {
    if (++rounds > 48) {
      a.subarray(lo, hi + 1).sort();
      return a[k];
    }
    // median of three to a[lo]
    const mid = (lo + hi) >>> 1;
    if (a[mid] < a[lo]) swap(a, mid, lo);
    if (a[hi] < a[lo]) swap(a, hi, lo);
    if (a[hi] < a[mid]) swap(a, hi, mid);
    const pivot = a[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    // now a[lo..j] <= pivot <= a[i..hi], and a[j+1..i-1] == pivot
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}
