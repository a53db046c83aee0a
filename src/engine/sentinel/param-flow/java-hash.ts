/**
 * Java's `hashCode` arithmetic and the iteration order of `java.util.HashMap` / `HashSet`, for the places where
 * Sentinel's behaviour depends on them.
 *
 * WHY AN ORDER FROM HASHES. `ParamFlowRuleUtil.buildParamRuleMap` collects each resource's rules in a `HashSet`
 * ("to remove duplicate rules") and then checks them in the order `new ArrayList<>(set)` gives, i.e. the
 * set's iteration order; `GatewayRuleManager` does the same for the converted gateway rules, and the first rule
 * that blocks stops the check. So which rule is checked first, and therefore which buckets a blocked request has
 * already drained, follows from the rules' hash codes. `ParamFlowRuleUtil.parseHotItems` keeps hot items in a
 * `HashMap` too (its order only shows in the parsed item list).
 *
 * THE MODEL (JDK 8+ `HashMap`, single-threaded). A table of `capacity` bins (a power of two). An element's bin is
 * `spread(h) & (capacity − 1)` with `spread(h) = h ^ (h >>> 16)`. Iteration walks the bins in index order and each
 * bin's list in insertion order. The table doubles when an insertion makes `size > threshold`, with
 * `threshold = floor(capacity × 0.75)`; a resize splits every bin into two bins keeping the relative order, so
 * the final order is simply: the elements sorted by their bin in the FINAL table, ties in insertion order. A key
 * that is already present is not inserted again (`HashSet.add` keeps the first; `HashMap.put` keeps the
 * position and replaces the value). `new HashSet<>()` / `new HashMap<>()` start at 16 bins;
 * `new HashMap<>(n)` starts at `tableSizeFor(n)` bins (the next power of two ≥ n, at least 1).
 *
 * WORKED EXAMPLE (the hot items of the conformance trace `pf-qps-hot-items`): `new HashMap<>(5)` has 8 bins;
 * Long 8 → hash 8, bin 0; "9" → hash 57, bin 1; "vip" → hash 116765, spread 116764, bin 4; Integer 7 → bin 7.
 * Iteration: 8L, "9", "vip", 7 — whatever order they were put in.
 *
 * HOW WE DIFFER FROM UPSTREAM. A bin that grows to 8 entries in a table of ≥ 64 bins becomes a red-black tree in
 * Java, whose iteration order is not simply insertion order; that needs eight colliding rules on one resource
 * and is not modelled.
 */

/** Java `String.hashCode()`: `s[0]·31^(n−1) + … + s[n−1]` over UTF-16 code units, in 32-bit arithmetic. */
export function stringHashCode(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** `31 * h + x` in Java `int` arithmetic (the step of every generated `hashCode`). */
export function hashStep(h: number, x: number): number {
  return (Math.imul(h, 31) + (x | 0)) | 0;
}

/** Java `Long.hashCode(v)`: `(int) (v ^ (v >>> 32))` (exact for any integral double in the long range). */
export function longHashCode(v: number): number {
  const bits = BigInt.asUintN(64, BigInt(Math.trunc(v)));
  return Number(BigInt.asIntN(32, bits ^ (bits >> 32n)));
}

const f64 = new Float64Array(1);
const f64Words = new Uint32Array(f64.buffer);
const f32 = new Float32Array(1);
const f32Word = new Uint32Array(f32.buffer);

/** Java `Double.hashCode(d)`: the two words of `doubleToLongBits(d)` xor-ed (NaN has one canonical pattern). */
export function doubleHashCode(d: number): number {
  if (Number.isNaN(d)) return (0x7ff80000 ^ 0) | 0;
  f64[0] = d;
  return (f64Words[0] ^ f64Words[1]) | 0;
}

/** Java `Float.hashCode(f)`: `floatToIntBits(f)` (NaN canonical). */
export function floatHashCode(f: number): number {
  if (Number.isNaN(f)) return 0x7fc00000;
  f32[0] = f;
  return f32Word[0] | 0;
}

/** `Double.doubleToLongBits(d)` as a 16-digit hex string: what `Double.compare(a, b) == 0` compares. */
export function doubleBitsKey(d: number): string {
  if (Number.isNaN(d)) return '7ff8000000000000';
  f64[0] = d;
  return f64Words[1].toString(16).padStart(8, '0') + f64Words[0].toString(16).padStart(8, '0');
}

/** `floatToIntBits(f)` as a hex string. */
export function floatBitsKey(f: number): string {
  if (Number.isNaN(f)) return '7fc00000';
  f32[0] = f;
  return f32Word[0].toString(16).padStart(8, '0');
}

/** `HashMap.tableSizeFor(n)`: the smallest power of two ≥ n (at least 1). */
export function tableSizeFor(n: number): number {
  let c = 1;
  while (c < n) c *= 2;
  return c;
}

/** HashMap's default initial capacity (`new HashMap<>()`, `new HashSet<>()`). */
export const DEFAULT_INITIAL_CAPACITY = 16;

/**
 * A `HashSet` (or the key set of a `HashMap`) reduced to what its iteration order depends on: each element's
 * `hashCode` and its `equals` identity (`key`). `add` returns false for a key already present.
 */
export class JavaHashOrder<T> {
  private readonly entries: { hash: number; item: T }[] = [];
  private readonly index = new Map<string, number>();
  private capacity: number;

  constructor(initialCapacity = DEFAULT_INITIAL_CAPACITY) {
    this.capacity = tableSizeFor(initialCapacity);
  }

  get size(): number {
    return this.entries.length;
  }

  /** `HashSet.add`: false (and nothing changes) when an equal element is present. */
  add(key: string, hash: number, item: T): boolean {
    if (this.index.has(key)) return false;
    this.index.set(key, this.entries.length);
    this.entries.push({ hash, item });
    if (this.entries.length > Math.floor(this.capacity * 0.75)) this.capacity *= 2;
    return true;
  }

  /** `HashMap.put`: a present key keeps its place and takes the new item. */
  put(key: string, hash: number, item: T): void {
    const at = this.index.get(key);
    if (at === undefined) this.add(key, hash, item);
    else this.entries[at].item = item;
  }

  has(key: string): boolean {
    return this.index.has(key);
  }

  /** The iteration order: by bin in the current table, ties in insertion order. */
  items(): T[] {
    const mask = this.capacity - 1;
    return this.entries
      .map((e, i) => ({ bin: (e.hash ^ (e.hash >>> 16)) & mask, i, item: e.item }))
      .sort((a, b) => a.bin - b.bin || a.i - b.i)
      .map((e) => e.item);
  }
}
