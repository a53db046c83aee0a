/**
 * A growable table of numbers, one Float64Array per named column: how the degrade simulators keep their
 * timelines (state transitions, closed statistics buckets, cut/reset events) for charts without allocating
 * an object per row. Not an upstream class: Sentinel keeps no history (it only notifies observers).
 *
 * USE. `const i = log.append(); log.col.tMs[i] = t; log.col.to[i] = 1;` — read `log.col` again after
 * `append`, because growing replaces the arrays. `log.view('tMs')` is a copy-free view of the used rows.
 */

export class ColumnLog<K extends string> {
  /** Rows in use. */
  length = 0;
  /** The columns (capacity ≥ length); replaced when the table grows. */
  col: Record<K, Float64Array>;
  private readonly names: readonly K[];
  private capacity: number;

  constructor(names: readonly K[], initialCapacity = 32) {
    this.names = names;
    this.capacity = Math.max(1, initialCapacity | 0);
    this.col = {} as Record<K, Float64Array>;
    for (const n of names) this.col[n] = new Float64Array(this.capacity);
  }

  /** Add a row (all zeros) and return its index. */
  append(): number {
    if (this.length === this.capacity) {
      this.capacity *= 2;
      for (const n of this.names) {
        const next = new Float64Array(this.capacity);
        next.set(this.col[n]);
        this.col[n] = next;
      }
    }
    return this.length++;
  }

  /** The used part of a column (a view: it shares memory until the next growth). */
  view(name: K): Float64Array {
    return this.col[name].subarray(0, this.length);
  }

  /** Forget every row (the capacity stays). */
  clear(): void {
    this.length = 0;
    for (const n of this.names) this.col[n].fill(0);
  }
}
