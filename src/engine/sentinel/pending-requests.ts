/**
 * The admitted requests that still have a deferred action ahead (a queued pass, a completion), as typed
 * columns indexed by a small integer — the payload the event queue carries. Models no Sentinel class: in
 * Java each request is a thread holding its `Entry`; here it is a row, reused once the request completes.
 *
 * COLUMNS (row i): `rtMs` the response time StatisticSlot will record (wait + run time: Sentinel measures
 * from entry creation), `runMs` the run time left after the deferred pass, `acquire` the permits, `error`
 * 1 when the request ends with a business exception, `requestIndex` the request's index in the run (the
 * degrade sims tell their listeners which request completed). The one pool of the Sentinel sims. Free rows are chained; the columns double when full,
 * so read them through the pool (`pool.acquire[i]`) rather than keeping a column across `add` calls.
 */
export class PendingRequests {
  rtMs: Float64Array;
  runMs: Float64Array;
  acquire: Float64Array;
  error: Uint8Array;
  requestIndex: Float64Array;
  private next: Int32Array;
  private used = 0;
  private freeHead = -1;

  constructor(initialCapacity = 256) {
    const cap = Math.max(1, initialCapacity | 0);
    this.rtMs = new Float64Array(cap);
    this.runMs = new Float64Array(cap);
    this.acquire = new Float64Array(cap);
    this.error = new Uint8Array(cap);
    this.requestIndex = new Float64Array(cap);
    this.next = new Int32Array(cap);
  }

  /** Store a request; returns its row. */
  add(rtMs: number, runMs: number, acquire: number, error: boolean, requestIndex = -1): number {
    let i = this.freeHead;
    if (i >= 0) {
      this.freeHead = this.next[i];
    } else {
      if (this.used === this.rtMs.length) this.grow();
      i = this.used++;
    }
    this.rtMs[i] = rtMs;
    this.runMs[i] = runMs;
    this.acquire[i] = acquire;
    this.error[i] = error ? 1 : 0;
    this.requestIndex[i] = requestIndex;
    return i;
  }

  /** Give row `i` back for reuse. */
  release(i: number): void {
    this.next[i] = this.freeHead;
    this.freeHead = i;
  }

  private grow(): void {
    const cap = this.rtMs.length * 2;
    this.rtMs = copyInto(this.rtMs, new Float64Array(cap));
    this.runMs = copyInto(this.runMs, new Float64Array(cap));
    this.acquire = copyInto(this.acquire, new Float64Array(cap));
    this.error = copyInto(this.error, new Uint8Array(cap));
    this.requestIndex = copyInto(this.requestIndex, new Float64Array(cap));
    this.next = copyInto(this.next, new Int32Array(cap));
  }
}

function copyInto<T extends Float64Array | Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
