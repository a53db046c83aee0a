/**
 * The simulator's agenda: actions due at a future simulated time (a queued request's pass booking, a
 * request's completion, a circuit breaker's reset task), run in order of (due time, creation order).
 * Sentinel has no such class — in Java these are threads sleeping and a ScheduledExecutorService. Flowlab
 * replaces them with one deterministic queue so that "what happens at the same millisecond" is well defined
 * (conformance README, "Ordering and tie-breaks"): earlier due time first; equal due times in creation order.
 *
 * THE MODEL. A priority queue keyed by (dueMs, seq). `seq` is the creation rank: `push` hands out the next
 * one and returns it; `pushWithSeq` re-uses an earlier rank, so an action created as a consequence of
 * another (a completion scheduled when its request's deferred pass runs) can keep the rank of the arrival
 * that caused both. An action is a small integer `kind` and a numeric `payload` (an integer: a permit count,
 * an index into the caller's own typed arrays, ...); the caller decides what they mean.
 *
 * STORAGE (no allocation per action). Actions live in record slots (parallel typed arrays; freed slots are
 * chained for reuse). Record numbers sit in a binary min-heap (an Int32Array) — and, as a fast path, in up
 * to four FIFO "lanes". Simulations mostly schedule in order (pacing books passes at increasing times,
 * constant run times complete in arrival order), and a heap pays log(n) for that; so `push` first appends
 * to the lane whose last key is the largest one not above the new key (each lane stays sorted), and only
 * an action that fits no lane goes to the heap. `pop` takes the smallest of the lane heads and the heap top.
 * The order is exactly the (due, seq) order whichever structure holds an action.
 *
 * WORKED EXAMPLE (test/engine/sentinel/event-queue.test.ts).
 *   push A(1200,#0) B(1500,#1) C(1000,#2) D(1200,#3) E(1000,#4)
 *     lane 0: A B        lane 1: C D        lane 2: E        heap: (empty; a 5th unsorted run would go there)
 *   pops C(1000,#2) E(1000,#4) A(1200,#0) D(1200,#3) B(1500,#1)
 *
 * USE. `while (q.peekDue() <= t) { const kind = q.pop(); ... q.poppedDue, q.poppedPayload }`.
 * `poppedDue` / `poppedPayload` / `poppedSeq` describe the last popped action until the next pop.
 */

const LANES = 4;
const FROM_HEAP = LANES;
const UNKNOWN = -2;

export class EventQueue {
  private due: Float64Array;
  private seq: Float64Array;
  private kinds: Int32Array;
  private payloads: Float64Array;
  private freeNext: Int32Array;
  private used = 0;
  private freeHead = -1;
  private heap: Int32Array;
  private heapCount = 0;
  private readonly lanes: Int32Array[] = [];
  private readonly laneHead = new Int32Array(LANES);
  private readonly laneLen = new Int32Array(LANES);
  private count = 0;
  private nextSeq = 0;
  /** Where the smallest action is (a lane, FROM_HEAP, -1 empty), or UNKNOWN; and its record. */
  private minFrom = UNKNOWN;
  private minRec = 0;
  /** Due time (ms) of the action returned by the last `pop()`. */
  poppedDue = 0;
  /** Payload of the action returned by the last `pop()`. */
  poppedPayload = 0;
  /** Creation rank of the action returned by the last `pop()`. */
  poppedSeq = 0;

  constructor(initialCapacity = 64) {
    const cap = Math.max(1, initialCapacity | 0);
    this.due = new Float64Array(cap);
    this.seq = new Float64Array(cap);
    this.kinds = new Int32Array(cap);
    this.payloads = new Float64Array(cap);
    this.freeNext = new Int32Array(cap);
    this.heap = new Int32Array(cap);
    for (let j = 0; j < LANES; j++) this.lanes.push(new Int32Array(16));
  }

  /** Number of pending actions. */
  get size(): number {
    return this.count;
  }

  /** Due time of the next action, or +Infinity when empty. */
  peekDue(): number {
    return this.locateMin() < 0 ? Infinity : this.due[this.minRec];
  }

  /** Kind of the next action, or -1 when empty. */
  peekKind(): number {
    return this.locateMin() < 0 ? -1 : this.kinds[this.minRec];
  }

  /** Schedule an action with the next creation rank, which is returned. */
  push(dueMs: number, kind: number, payload: number): number {
    const s = this.nextSeq++;
    const r = this.newRecord(kind, payload);
    this.due[r] = dueMs;
    this.seq[r] = s;
    this.place(r);
    return s;
  }

  /** Reserve the next creation rank without scheduling anything (for a later `pushWithSeq`). */
  takeSeq(): number {
    return this.nextSeq++;
  }

  /** Schedule an action with a creation rank obtained earlier from `push` or `takeSeq`. */
  pushWithSeq(dueMs: number, kind: number, payload: number, seq: number): void {
    const r = this.newRecord(kind, payload);
    this.due[r] = dueMs;
    this.seq[r] = seq;
    this.place(r);
  }

  // push/pushWithSeq are kept small (times are large doubles, which V8 boxes when passed to a call that is not
  // inlined); the work is in `place`, which only takes the record number.
  private newRecord(kind: number, payload: number): number {
    let r = this.freeHead;
    if (r >= 0) {
      this.freeHead = this.freeNext[r];
    } else {
      if (this.used === this.due.length) this.growRecords();
      r = this.used++;
    }
    this.kinds[r] = kind;
    this.payloads[r] = payload;
    this.count++;
    this.minFrom = UNKNOWN;
    return r;
  }

  /** Put record `r` into the best-fit lane (the one whose tail key is the largest key below r's), else the heap. */
  private place(r: number): void {
    const due = this.due;
    const seqs = this.seq;
    const d = due[r];
    const s = seqs[r];
    let best = -1;
    let empty = -1;
    let bestDue = -Infinity;
    let bestSeq = -Infinity;
    for (let j = 0; j < LANES; j++) {
      const len = this.laneLen[j];
      if (len === 0) {
        if (empty < 0) empty = j;
        continue;
      }
      const buf = this.lanes[j];
      const t = buf[(this.laneHead[j] + len - 1) & (buf.length - 1)];
      const td = due[t];
      const ts = seqs[t];
      if ((td < d || (td === d && ts < s)) && (td > bestDue || (td === bestDue && ts > bestSeq))) {
        best = j;
        bestDue = td;
        bestSeq = ts;
      }
    }
    if (best < 0) best = empty;
    if (best >= 0) this.laneAppend(best, r);
    else this.heapPush(r);
  }

  /** Remove the next action; returns its kind (-1 when empty) and sets `poppedDue` / `poppedPayload` / `poppedSeq`. */
  pop(): number {
    const from = this.locateMin();
    if (from < 0) return -1;
    const r = this.minRec;
    if (from === FROM_HEAP) {
      this.heapRemoveTop();
    } else {
      this.laneHead[from] = (this.laneHead[from] + 1) & (this.lanes[from].length - 1);
      this.laneLen[from]--;
    }
    this.count--;
    this.minFrom = UNKNOWN;
    this.poppedDue = this.due[r];
    this.poppedPayload = this.payloads[r];
    this.poppedSeq = this.seq[r];
    this.freeNext[r] = this.freeHead;
    this.freeHead = r;
    return this.kinds[r];
  }

  /** Drop every pending action (creation ranks keep counting). */
  clear(): void {
    this.count = 0;
    this.used = 0;
    this.freeHead = -1;
    this.heapCount = 0;
    this.laneLen.fill(0);
    this.minFrom = UNKNOWN;
  }

  private locateMin(): number {
    if (this.minFrom !== UNKNOWN) return this.minFrom;
    const due = this.due;
    const seq = this.seq;
    let from = -1;
    let rec = 0;
    let d = Infinity;
    let s = Infinity;
    if (this.heapCount > 0) {
      from = FROM_HEAP;
      rec = this.heap[0];
      d = due[rec];
      s = seq[rec];
    }
    for (let j = 0; j < LANES; j++) {
      if (this.laneLen[j] === 0) continue;
      const h = this.lanes[j][this.laneHead[j]];
      if (due[h] < d || (due[h] === d && seq[h] < s)) {
        from = j;
        rec = h;
        d = due[h];
        s = seq[h];
      }
    }
    this.minFrom = from;
    this.minRec = rec;
    return from;
  }

  private laneAppend(j: number, r: number): void {
    let buf = this.lanes[j];
    const len = this.laneLen[j];
    if (len === buf.length) {
      const bigger = new Int32Array(buf.length * 2);
      for (let k = 0; k < len; k++) bigger[k] = buf[(this.laneHead[j] + k) & (buf.length - 1)];
      this.lanes[j] = buf = bigger;
      this.laneHead[j] = 0;
    }
    buf[(this.laneHead[j] + len) & (buf.length - 1)] = r;
    this.laneLen[j] = len + 1;
  }

  private heapPush(r: number): void {
    if (this.heapCount === this.heap.length) this.heap = grown(this.heap, new Int32Array(this.heap.length * 2));
    const heap = this.heap;
    const d = this.due[r];
    const s = this.seq[r];
    let i = this.heapCount++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pr = heap[p];
      const pd = this.due[pr];
      if (pd < d || (pd === d && this.seq[pr] < s)) break;
      heap[i] = pr;
      i = p;
    }
    heap[i] = r;
  }

  private heapRemoveTop(): void {
    const heap = this.heap;
    const due = this.due;
    const seq = this.seq;
    const last = --this.heapCount;
    if (last === 0) return;
    const r = heap[last];
    const d = due[r];
    const s = seq[r];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= last) break;
      let cr = heap[c];
      if (c + 1 < last) {
        const rr = heap[c + 1];
        if (due[rr] < due[cr] || (due[rr] === due[cr] && seq[rr] < seq[cr])) {
          c++;
          cr = rr;
        }
      }
      if (d < due[cr] || (d === due[cr] && s < seq[cr])) break;
      heap[i] = cr;
      i = c;
    }
    heap[i] = r;
  }

  private growRecords(): void {
    const cap = this.due.length * 2;
    this.due = grown(this.due, new Float64Array(cap));
    this.seq = grown(this.seq, new Float64Array(cap));
    this.kinds = grown(this.kinds, new Int32Array(cap));
    this.payloads = grown(this.payloads, new Float64Array(cap));
    this.freeNext = grown(this.freeNext, new Int32Array(cap));
  }
}

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
