/**
 * The bounded per-value map of hot-parameter flow control: a least-recently-used cache.
 *
 * WHY BOUNDED. A hot-parameter rule keeps one bucket per distinct argument value, and argument values are
 * unbounded (user ids, IPs). Sentinel therefore keeps them in `ConcurrentLinkedHashMapWrapper`, a
 * `com.googlecode.concurrentlinkedhashmap` 1.4.2 map with a maximum size: the token buckets and the pacing
 * records hold `min(4000 × durationInSec, 200000)` values per rule, the thread counts 4000 per argument index
 * (`ParameterMetric`). The price: a value pushed out by many others comes back with a NEW, FULL bucket, even
 * within the same second (conformance trace `pf-lru-eviction`).
 *
 * THE MODEL (exact for one thread; the conformance harness checked it against the real library). An access
 * order list, least recently used first:
 *   - `putIfAbsent` of a present key, `get` of a present key, and `put` of a present key make it the most
 *     recently used;
 *   - inserting a new key appends it, then least recently used keys are evicted while size > capacity;
 *   - `containsKey`, `remove` and the quiet read `getQuietly` (what a chart or a state row uses) do not reorder.
 * A JS `Map` iterates in insertion order, so "make most recent" is delete + set, and the eviction victim is the
 * first key. The values stored are mutable records, so updating a bucket in place is not an access, like
 * Sentinel's compare-and-set on the `AtomicReference` it stores.
 *
 * WORKED EXAMPLE (capacity 2): putIfAbsent a, putIfAbsent b, get a, putIfAbsent c → b is evicted (a was used
 * after b); keys in order: a, c.
 *
 * HOW WE DIFFER FROM UPSTREAM. Keys are `keyOf` strings (java-value.ts); a `null` key, which the real map
 * rejects with a NullPointerException, is the caller's concern (the checker models that exception). No
 * concurrency, no weigher (every entry weighs 1, as `Weighers.singleton()` makes it).
 */
export class LruCacheMap<V> {
  private readonly map = new Map<string, V>();
  /** The most recently used key (touching it again changes nothing), or null. */
  private newest: string | null = null;

  constructor(readonly capacity: number) {
    if (!(capacity > 0)) throw new Error(`Cache max capacity should be positive: ${capacity}`);
  }

  get size(): number {
    return this.map.size;
  }

  /** Returns the present value (and makes it most recent), or inserts `value` and returns undefined. */
  putIfAbsent(key: string, value: V): V | undefined {
    const old = this.map.get(key);
    if (old !== undefined) {
      this.touch(key, old);
      return old;
    }
    this.insert(key, value);
    return undefined;
  }

  /** Returns the value and makes it most recent. */
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) this.touch(key, v);
    return v;
  }

  /** Stores `value`; returns the previous value. A present key becomes most recent. */
  put(key: string, value: V): V | undefined {
    const old = this.map.get(key);
    if (old !== undefined) this.touch(key, value);
    else this.insert(key, value);
    return old;
  }

  remove(key: string): V | undefined {
    const old = this.map.get(key);
    this.map.delete(key);
    if (key === this.newest) this.newest = null;
    return old;
  }

  containsKey(key: string): boolean {
    return this.map.has(key);
  }

  /** Reads without counting as an access (for state rows and charts). */
  getQuietly(key: string): V | undefined {
    return this.map.get(key);
  }

  /** Keys from least to most recently used. */
  keys(): IterableIterator<string> {
    return this.map.keys();
  }

  /** Entries from least to most recently used. */
  entries(): IterableIterator<[string, V]> {
    return this.map.entries();
  }

  private touch(key: string, value: V): void {
    if (key === this.newest) {
      this.map.set(key, value); // already the most recent: set keeps the position
      return;
    }
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = key;
  }

  private insert(key: string, value: V): void {
    this.map.set(key, value);
    this.newest = key;
    while (this.map.size > this.capacity) {
      const eldest = this.map.keys().next().value as string;
      this.map.delete(eldest);
    }
  }
}
