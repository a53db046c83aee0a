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
 * that caused both; `repush` does the same for the action just popped, reusing its record. An action is a
 * small integer `kind` and a numeric `payload` (an integer: a permit count, an index into the caller's own
 * typed arrays, ...); the caller decides what they mean.
 *
 * WHY A CALENDAR. The simulators' due times are whole milliseconds, and nearly all of them fall within a
 * second or so of the clock (now + wait, now + wait + run time). A comparison-based heap pays log(n) per
 * push and pop for that — with ~750 pending actions under a saturated pacing rule, that was the event loop's
 * largest cost. A calendar (a "bucket queue") pays O(1): one list per millisecond, in a ring of `ringSize`
 * slots (a power of two; slot = dueMs mod ringSize). It holds the actions with integral due times in a span
 * of fewer than `ringSize` ms, [`cursor`, `top`]:
 *   - `cursor` is the smallest due time in the ring (so `peekDue` is one comparison), `top` an upper bound
 *     of the largest; distinct due times in the span have distinct slots, so a slot holds ONE due time;
 *   - a slot's list is sorted by seq. Actions are nearly always created in rank order, so a push appends at
 *     the tail after one comparison; a follow-up with an old rank usually goes to the head (it is older than
 *     the bookings that later requests placed in that millisecond), and only otherwise walks the list;
 *   - when the cursor's slot empties, `pop` steps the cursor to the next non-empty slot. The cursor only moves
 *     forward (except for a push before it), so these steps add up to about one per simulated ms in a run.
 * An action that does not fit — a fractional or infinite due time, one too far from the others (the ring
 * first doubles, up to MAX_RING_SIZE slots, to make room) — goes to a binary min-heap on (due, seq) instead.
 * `pop` takes the smaller of the ring's first action and the heap's top, so the order is exactly the
 * (due, seq) order whichever structure holds an action.
 *
 * WORKED EXAMPLE (test/engine/sentinel/event-queue.test.ts), ring of 1024 slots:
 *   push A(1200,#0) B(1500,#1) C(1000,#2) D(1200,#3) E(1000,#4) F(6000,#5) G(1000.5,#6)
 *     slot 1200: A D    slot 1500: B    slot 1000: C E    (cursor 1000, top 1500)
 *     heap: F (6000 − 1000 would need 8192 slots > MAX_RING_SIZE), G (not a whole ms)
 *   pops C(1000,#2) E(1000,#4) G(1000.5,#6) A(1200,#0) D(1200,#3) B(1500,#1) F(6000,#5)
 *
 * STORAGE (no allocation per action). A record is four numbers side by side in one Float64Array (due, seq,
 * payload, kind), plus a `next` link that chains a ring slot's list, or the free records for reuse. Side by
 * side because a record is read about half a simulated second after it was written: by then the columns of
 * a struct-of-arrays layout would cost one cache miss each, the record's fields share one.
 *
 * USE. `while (q.peekDue() <= t) { const kind = q.pop(); ... q.poppedDue, q.poppedPayload }`.
 * `poppedDue` / `poppedPayload` / `poppedSeq` describe the last popped action until the next pop.
 */

/** Initial ring size (ms): a power of two. */
const RING_SIZE = 1024;
/** The ring grows up to this many slots (ms); actions further apart go to the heap. */
export const MAX_RING_SIZE = 4096;
const NONE = -1;

/** A record is four numbers in `recs`, at `r * RECORD`: these offsets. */
const RECORD = 4;
const DUE = 0;
const SEQ = 1;
const PAYLOAD = 2;
const KIND = 3;

export class EventQueue {
  /** The records, one after the other (a record's fields share a cache line: see STORAGE). */
  private recs: Float64Array;
  /** Next record in the same ring slot, or in the free list. */
  private next: Int32Array;
  private used = 0;
  private freeHead = NONE;
  private count = 0;
  private nextSeq = 0;

  // ---- the ring (calendar) ----
  private ringSize = RING_SIZE;
  private mask = RING_SIZE - 1;
  private slotHead: Int32Array;
  private slotTail: Int32Array;
  /** Actions in the ring. */
  private ringCount = 0;
  /** Smallest due time in the ring (while ringCount > 0), and its slot. Doubles from the start (epoch ms). */
  private cursor = -Infinity;
  private cursorSlot = 0;
  /** Upper bound of the ring's due times (while ringCount > 0). */
  private top = -Infinity;

  // ---- the heap (everything else) ----
  private heap: Int32Array;
  private heapCount = 0;

  /** Due time (ms) of the action returned by the last `pop()`. */
  poppedDue = -Infinity;
  /** Payload of the action returned by the last `pop()`. */
  poppedPayload = 0;
  /** Creation rank of the action returned by the last `pop()`. */
  poppedSeq = 0;
  /** The record the last `pop()` freed (for `repush`). */
  private poppedRecord = NONE;

  constructor(initialCapacity = 64) {
    const cap = Math.max(1, initialCapacity | 0);
    this.recs = new Float64Array(cap * RECORD);
    this.next = new Int32Array(cap);
    this.heap = new Int32Array(16);
    this.slotHead = new Int32Array(RING_SIZE).fill(NONE);
    this.slotTail = new Int32Array(RING_SIZE);
  }

  /** Number of pending actions. */
  get size(): number {
    return this.count;
  }

  /** Due time of the next action, or +Infinity when empty. */
  peekDue(): number {
    const h = this.heapCount > 0 ? this.recs[this.heap[0] * RECORD + DUE] : Infinity;
    return this.ringCount > 0 && this.cursor < h ? this.cursor : h;
  }

  /** Kind of the next action, or -1 when empty. */
  peekKind(): number {
    if (this.count === 0) return -1;
    const ringFirst = this.ringCount > 0 && (this.heapCount === 0 || this.ringBeforeHeap());
    return this.recs[(ringFirst ? this.slotHead[this.cursorSlot] : this.heap[0]) * RECORD + KIND];
  }

  /** Schedule an action with the next creation rank, which is returned. */
  push(dueMs: number, kind: number, payload: number): number {
    const s = this.nextSeq++;
    this.place(this.newRecord(dueMs, kind, payload, s));
    return s;
  }

  /** Reserve the next creation rank without scheduling anything (for a later `pushWithSeq`). */
  takeSeq(): number {
    return this.nextSeq++;
  }

  /** Schedule an action with a creation rank obtained earlier from `push` or `takeSeq`. */
  pushWithSeq(dueMs: number, kind: number, payload: number, seq: number): void {
    this.place(this.newRecord(dueMs, kind, payload, seq));
  }

  /**
   * Schedule the action just popped once more, at `dueMs` and as `kind`, keeping its payload and creation rank:
   * an action's follow-up (a completion when its request's deferred pass runs). The same as
   * `pushWithSeq(dueMs, kind, poppedPayload, poppedSeq)`, reusing the popped record. Call it right after `pop`.
   */
  repush(dueMs: number, kind: number): void {
    const r = this.freeHead;
    if (r !== this.poppedRecord || r === NONE) throw new Error('EventQueue.repush must follow pop');
    this.freeHead = this.next[r];
    this.recs[r * RECORD + DUE] = dueMs;
    this.recs[r * RECORD + KIND] = kind | 0;
    this.count++;
    this.place(r);
  }

  /** Remove the next action; returns its kind (-1 when empty) and sets `poppedDue` / `poppedPayload` / `poppedSeq`. */
  pop(): number {
    let r: number;
    if (this.ringCount > 0 && (this.heapCount === 0 || this.ringBeforeHeap())) {
      const slot = this.cursorSlot;
      r = this.slotHead[slot];
      const after = this.next[r];
      this.slotHead[slot] = after;
      this.ringCount--;
      if (after === NONE) this.slotEmptied(slot);
    } else if (this.heapCount > 0) {
      r = this.heapRemoveTop();
    } else {
      return -1;
    }
    this.count--;
    const recs = this.recs;
    const o = r * RECORD;
    this.poppedDue = recs[o + DUE];
    this.poppedPayload = recs[o + PAYLOAD];
    this.poppedSeq = recs[o + SEQ];
    this.next[r] = this.freeHead;
    this.freeHead = r;
    this.poppedRecord = r;
    return recs[o + KIND];
  }

  /** Drop every pending action (creation ranks keep counting). */
  clear(): void {
    this.poppedRecord = NONE;
    this.count = 0;
    this.used = 0;
    this.freeHead = NONE;
    this.heapCount = 0;
    this.ringCount = 0;
    this.slotHead.fill(NONE);
  }

  /** Whether the ring's first action comes before the heap's top (both non-empty). */
  private ringBeforeHeap(): boolean {
    const recs = this.recs;
    const h = this.heap[0] * RECORD;
    const hd = recs[h + DUE];
    return (
      hd > this.cursor || (hd === this.cursor && recs[h + SEQ] > recs[this.slotHead[this.cursorSlot] * RECORD + SEQ])
    );
  }

  // push/pushWithSeq are kept small (times are large doubles, which V8 boxes when passed to a call that is not
  // inlined); the work is in `place`, which only takes the record number.
  private newRecord(dueMs: number, kind: number, payload: number, seq: number): number {
    let r = this.freeHead;
    if (r >= 0) {
      this.freeHead = this.next[r];
    } else {
      if (this.used === this.next.length) this.growRecords();
      r = this.used++;
    }
    const recs = this.recs;
    const o = r * RECORD;
    recs[o + DUE] = dueMs;
    recs[o + SEQ] = seq;
    recs[o + PAYLOAD] = payload;
    recs[o + KIND] = kind | 0; // a kind is an int32
    this.count++;
    return r;
  }

  /**
   * Put record `r` into the ring if its due time fits there, else into the heap. The common case — a whole ms
   * within the ring's reach of a non-empty ring — is kept small for V8 to inline into `push`; the rest
   * (first action, out of reach, growing the ring, the heap) is in `placeElsewhere`.
   */
  private place(r: number): void {
    const d = this.recs[r * RECORD + DUE];
    const ahead = d - this.cursor;
    if (this.ringCount > 0 && ahead >= 0 && ahead < this.ringSize && d - Math.floor(d) === 0) {
      if (d > this.top) this.top = d;
      this.link(r, d & this.mask);
    } else {
      this.placeElsewhere(r, d);
    }
  }

  /**
   * What `place` leaves out: the first action of an empty ring (it sets the cursor), a due time before the
   * cursor (within reach: it becomes the cursor), one too far from the ring's span (the ring grows, up to
   * MAX_RING_SIZE), and the heap for what still does not fit.
   */
  private placeElsewhere(r: number, d: number): void {
    if (d - Math.floor(d) !== 0) {
      this.heapPush(r); // fractional, infinite or NaN
    } else if (this.ringCount === 0) {
      this.cursor = d;
      this.top = d;
      this.cursorSlot = d & this.mask;
      this.link(r, this.cursorSlot);
    } else if (d >= this.cursor) {
      if (d - this.cursor >= this.ringSize && !this.growRing(d - this.cursor)) {
        this.heapPush(r);
      } else {
        if (d > this.top) this.top = d;
        this.link(r, d & this.mask);
      }
    } else if (this.top - d >= this.ringSize && !this.growRing(this.top - d)) {
      this.heapPush(r);
    } else {
      this.cursor = d;
      this.cursorSlot = d & this.mask;
      this.link(r, this.cursorSlot);
    }
  }

  /**
   * Link `r` into the list of `slot`, after every action there with a rank ≤ its own: usually at the tail; at
   * the head for a follow-up that keeps an old rank (a completion joining later requests' pass bookings).
   */
  private link(r: number, slot: number): void {
    const next = this.next;
    this.ringCount++;
    const head = this.slotHead[slot];
    if (head === NONE) {
      this.slotHead[slot] = r;
      this.slotTail[slot] = r;
      next[r] = NONE;
      return;
    }
    const recs = this.recs;
    const s = recs[r * RECORD + SEQ];
    const tail = this.slotTail[slot];
    if (recs[tail * RECORD + SEQ] <= s) {
      next[tail] = r;
      next[r] = NONE;
      this.slotTail[slot] = r;
    } else if (recs[head * RECORD + SEQ] > s) {
      next[r] = head;
      this.slotHead[slot] = r;
    } else {
      this.linkBefore(r, slot);
    }
  }

  /** `r` belongs between the head and the tail of `slot`: walk to the first action with a larger rank. */
  private linkBefore(r: number, slot: number): void {
    const next = this.next;
    const recs = this.recs;
    const s = recs[r * RECORD + SEQ];
    let prev = this.slotHead[slot];
    let cur = next[prev];
    while (recs[cur * RECORD + SEQ] <= s) {
      prev = cur;
      cur = next[cur];
    }
    next[r] = cur;
    next[prev] = r;
  }

  /**
   * The cursor's slot has no action left: move the cursor to the next non-empty slot. A plain scan: the cursor
   * only moves forward (except for a push before it), so over a run the scans add up to about one step per
   * simulated ms, whatever the load.
   */
  private slotEmptied(from: number): void {
    if (this.ringCount === 0) return;
    const heads = this.slotHead;
    const mask = this.mask;
    let slot = from;
    do slot = (slot + 1) & mask;
    while (heads[slot] === NONE);
    this.cursor += (slot - from) & mask;
    this.cursorSlot = slot;
  }

  /** Double the ring until it spans `span` + 1 ms; false (nothing changes) if that is above MAX_RING_SIZE. */
  private growRing(span: number): boolean {
    let size = this.ringSize;
    while (size <= span) size *= 2;
    if (size > MAX_RING_SIZE) return false;
    const oldHead = this.slotHead;
    const oldTail = this.slotTail;
    const mask = size - 1;
    this.slotHead = new Int32Array(size).fill(NONE);
    this.slotTail = new Int32Array(size);
    for (let s = 0; s < oldHead.length; s++) {
      const head = oldHead[s];
      if (head === NONE) continue;
      const slot = this.recs[head * RECORD + DUE] & mask;
      this.slotHead[slot] = head;
      this.slotTail[slot] = oldTail[s];
    }
    this.ringSize = size;
    this.mask = mask;
    this.cursorSlot = this.cursor & mask;
    return true;
  }

  private heapPush(r: number): void {
    if (this.heapCount === this.heap.length) this.heap = grown(this.heap, new Int32Array(this.heap.length * 2));
    const heap = this.heap;
    const recs = this.recs;
    const d = recs[r * RECORD + DUE];
    const s = recs[r * RECORD + SEQ];
    let i = this.heapCount++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pr = heap[p];
      const pd = recs[pr * RECORD + DUE];
      if (pd < d || (pd === d && recs[pr * RECORD + SEQ] <= s)) break;
      heap[i] = pr;
      i = p;
    }
    heap[i] = r;
  }

  /** Remove the heap's top record and return it. */
  private heapRemoveTop(): number {
    const heap = this.heap;
    const top = heap[0];
    const last = --this.heapCount;
    if (last === 0) return top;
    const r = heap[last];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= last) break;
      if (c + 1 < last && this.heapBefore(heap[c + 1], heap[c])) c++;
      if (!this.heapBefore(heap[c], r)) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = r;
    return top;
  }

  /** Whether record `a` comes before record `b`: (due, seq) order. */
  private heapBefore(a: number, b: number): boolean {
    const recs = this.recs;
    const ad = recs[a * RECORD + DUE];
    const bd = recs[b * RECORD + DUE];
    return ad < bd || (ad === bd && recs[a * RECORD + SEQ] < recs[b * RECORD + SEQ]);
  }

  private growRecords(): void {
    const cap = this.next.length * 2;
    this.recs = grown(this.recs, new Float64Array(cap * RECORD));
    this.next = grown(this.next, new Int32Array(cap));
  }
}

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
