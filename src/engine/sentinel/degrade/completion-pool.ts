/**
 * Pending completions of admitted requests, kept in parallel typed arrays so that a simulation of millions of
 * requests allocates nothing per request: the event queue's payload is a slot number here. Freed slots are
 * reused (a free list chained through `next`). Not an upstream class: in Sentinel each in-flight request is a
 * thread holding its `Entry`.
 *
 * USE. `const slot = pool.take(rtMs, acquire, error, requestIndex)` when scheduling; when the completion is
 * due, read `pool.rtMs[slot]`, … and call `pool.release(slot)`.
 */

export class CompletionPool {
  rtMs: Float64Array;
  acquire: Float64Array;
  error: Uint8Array;
  requestIndex: Float64Array;
  private next: Int32Array;
  private used = 0;
  private freeHead = -1;

  constructor(initialCapacity = 256) {
    const cap = Math.max(1, initialCapacity | 0);
    this.rtMs = new Float64Array(cap);
    this.acquire = new Float64Array(cap);
    this.error = new Uint8Array(cap);
    this.requestIndex = new Float64Array(cap);
    this.next = new Int32Array(cap);
  }

  /** Store one pending completion; returns its slot. */
  take(rtMs: number, acquire: number, error: boolean, requestIndex: number): number {
    let i = this.freeHead;
    if (i >= 0) this.freeHead = this.next[i];
    else {
      if (this.used === this.rtMs.length) this.grow();
      i = this.used++;
    }
    this.rtMs[i] = rtMs;
    this.acquire[i] = acquire;
    this.error[i] = error ? 1 : 0;
    this.requestIndex[i] = requestIndex;
    return i;
  }

  /** The completion in `slot` has run: its slot may be reused. */
  release(slot: number): void {
    this.next[slot] = this.freeHead;
    this.freeHead = slot;
  }

  private grow(): void {
    const cap = this.rtMs.length * 2;
    const rtMs = new Float64Array(cap);
    rtMs.set(this.rtMs);
    this.rtMs = rtMs;
    const acquire = new Float64Array(cap);
    acquire.set(this.acquire);
    this.acquire = acquire;
    const error = new Uint8Array(cap);
    error.set(this.error);
    this.error = error;
    const requestIndex = new Float64Array(cap);
    requestIndex.set(this.requestIndex);
    this.requestIndex = requestIndex;
    const next = new Int32Array(cap);
    next.set(this.next);
    this.next = next;
  }
}
