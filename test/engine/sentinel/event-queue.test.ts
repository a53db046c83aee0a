import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventQueue, MAX_RING_SIZE } from '../../../src/engine/sentinel/event-queue';

function drain(q: EventQueue): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  while (q.size > 0) {
    const kind = q.pop();
    out.push([q.poppedDue, kind, q.poppedPayload]);
  }
  return out;
}

describe('EventQueue', () => {
  it('header worked example: by due time, then creation order (ring, and the heap for the misfits)', () => {
    const q = new EventQueue();
    const [A, B, C, D, E, F, G] = [1, 2, 3, 4, 5, 6, 7];
    q.push(1200, A, 0);
    q.push(1500, B, 0);
    q.push(1000, C, 0);
    q.push(1200, D, 0);
    q.push(1000, E, 0);
    q.push(6000, F, 0);
    q.push(1000.5, G, 0);
    expect(q.peekDue()).toBe(1000);
    expect(q.peekKind()).toBe(C);
    expect(drain(q).map(([, kind]) => kind)).toEqual([C, E, G, A, D, B, F]);
  });

  it('is empty at first and after draining', () => {
    const q = new EventQueue();
    expect(q.size).toBe(0);
    expect(q.peekDue()).toBe(Infinity);
    expect(q.peekKind()).toBe(-1);
    expect(q.pop()).toBe(-1);
    q.push(5, 7, 42);
    expect([q.size, q.peekDue(), q.peekKind()]).toEqual([1, 5, 7]);
    expect(q.pop()).toBe(7);
    expect([q.poppedDue, q.poppedPayload, q.poppedSeq]).toEqual([5, 42, 0]);
    expect(q.size).toBe(0);
  });

  it('keeps large epoch times and payloads exact and grows past its capacity', () => {
    const q = new EventQueue(1);
    const base = 1_700_000_000_000;
    for (let i = 0; i < 1000; i++) q.push(base + ((i * 7919) % 1000), i % 3, 2 ** 40 + i);
    const out = drain(q);
    expect(out).toHaveLength(1000);
    for (let i = 1; i < out.length; i++) expect(out[i][0]).toBeGreaterThanOrEqual(out[i - 1][0]);
    expect(out[0]).toEqual([base, 0, 2 ** 40]);
  });

  it('pushWithSeq keeps an earlier creation rank (a consequence runs before later-created equals)', () => {
    const q = new EventQueue();
    const early = q.push(100, 1, 0); // rank 0
    q.push(300, 2, 0); // rank 1, due 300
    q.pop(); // runs the rank-0 action at 100, which schedules a follow-up at 300 with its own rank
    q.pushWithSeq(300, 3, 0, early);
    expect(drain(q).map(([, kind]) => kind)).toEqual([3, 2]);
  });

  it('repush schedules the popped action again with its payload and rank, reusing its record', () => {
    const q = new EventQueue(1);
    q.push(100, 1, 42); // rank 0
    q.push(300, 2, 7); // rank 1, due 300
    expect(q.pop()).toBe(1);
    q.repush(300, 3); // rank 0 again: before rank 1 at 300
    expect(q.size).toBe(2);
    expect(drain(q)).toEqual([
      [300, 3, 42],
      [300, 2, 7],
    ]);
    expect(q.poppedSeq).toBe(1);
    q.push(5, 1, 0);
    expect(() => q.repush(10, 1)).toThrow(); // not right after a pop
    q.pop();
    q.push(6, 1, 0);
    expect(() => q.repush(10, 1)).toThrow(); // a push came in between
  });

  it('takeSeq reserves a rank', () => {
    const q = new EventQueue();
    const reserved = q.takeSeq();
    q.push(10, 1, 0);
    q.pushWithSeq(10, 2, 0, reserved);
    expect(drain(q).map(([, kind]) => kind)).toEqual([2, 1]);
  });

  it('breaks due-time ties by rank between the ring and the heap', () => {
    const q = new EventQueue();
    q.push(10, 1, 0); // rank 0, ring
    q.push(10 + MAX_RING_SIZE, 9, 0); // rank 1: too far from 10, heap
    q.pushWithSeq(10, 2, 0, 0.5); // ring, after rank 0
    q.pop(); // the two actions at 10 leave the ring empty ...
    q.pop();
    q.push(5 + MAX_RING_SIZE, 3, 0); // rank 2, ring (it was empty)
    q.pushWithSeq(10 + MAX_RING_SIZE, 4, 0, 1.5); // ring, same due as the heap's rank 1
    q.pushWithSeq(10 + MAX_RING_SIZE, 5, 0, 0.7); // ring, before the heap's rank 1
    expect(drain(q).map(([due, kind]) => [due - MAX_RING_SIZE, kind])).toEqual([
      [5, 3],
      [10, 5],
      [10, 9],
      [10, 4],
    ]);
  });

  it('grows the ring for a wider span, and takes earlier due times too', () => {
    const q = new EventQueue();
    const base = 1_700_000_000_000;
    q.push(base + 500, 1, 0);
    q.push(base + 2500, 2, 0); // the ring doubles to 4096 slots
    q.push(base - 1000, 3, 0); // before the cursor, still within reach
    q.push(base + 2500 - MAX_RING_SIZE, 4, 0); // out of reach: heap
    expect(q.peekDue()).toBe(base + 2500 - MAX_RING_SIZE);
    expect(drain(q).map(([, kind]) => kind)).toEqual([4, 3, 1, 2]);
  });

  it('clear drops everything', () => {
    const q = new EventQueue();
    q.push(3, 1, 0);
    q.push(1, 1, 0);
    q.clear();
    expect(q.size).toBe(0);
    expect(q.peekDue()).toBe(Infinity);
    q.push(2, 9, 0);
    expect(drain(q)).toEqual([[2, 9, 0]]);
  });

  it('property: pops follow (due, seq) order for any interleaving of pushes and pops', () => {
    // Due times: near a moving base (ties, in and out of order), far ahead or behind (heap, ring growth),
    // fractional (heap), at epoch scale; ranks: fresh, or re-used older ones (pushWithSeq: at a slot's head, tail
    // or in between; repush right after a pop).
    const due = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 3 }) }, // few due times: many share a slot, ties by rank
      { weight: 4, arbitrary: fc.integer({ min: -5, max: 60 }) },
      { weight: 2, arbitrary: fc.integer({ min: -3000, max: 9000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 120 }).map((x) => x / 4) },
      { weight: 1, arbitrary: fc.constantFrom(MAX_RING_SIZE - 1, MAX_RING_SIZE, 2 * MAX_RING_SIZE, -MAX_RING_SIZE) },
    );
    const op = fc.oneof(
      { weight: 4, arbitrary: fc.record({ op: fc.constant('push' as const), due }) },
      { weight: 3, arbitrary: fc.record({ op: fc.constant('pushOld' as const), due, back: fc.nat(20) }) },
      { weight: 3, arbitrary: fc.record({ op: fc.constant('pop' as const) }) },
      {
        weight: 2,
        arbitrary: fc.record({ op: fc.constant('repush' as const), later: fc.integer({ min: 0, max: 40 }) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ op: fc.constant('advance' as const), by: fc.integer({ min: 1, max: 1500 }) }),
      },
    );
    const origin = fc.constantFrom(0, 1_700_000_000_000, -7);
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300, size: 'max' }), origin, (ops, base0) => {
        const q = new EventQueue(2);
        const model: Array<{ due: number; seq: number; id: number; kind: number }> = [];
        let id = 0;
        let lastSeq = -1;
        let base = base0;
        let popped = false; // the previous op popped an action (repush may follow)
        for (const o of ops) {
          const afterPop = popped;
          popped = false;
          if (o.op === 'pop') {
            model.sort((a, b) => a.due - b.due || a.seq - b.seq);
            const want = model.shift();
            const kind = q.pop();
            if (want === undefined) expect(kind).toBe(-1);
            else
              expect([q.poppedDue, q.poppedSeq, q.poppedPayload, kind]).toEqual([
                want.due,
                want.seq,
                want.id,
                want.kind,
              ]);
            popped = want !== undefined;
          } else if (o.op === 'repush') {
            if (!afterPop) continue;
            const kind = (q.poppedPayload + o.later) % 5;
            q.repush(q.poppedDue + o.later, kind);
            model.push({ due: q.poppedDue + o.later, seq: q.poppedSeq, id: q.poppedPayload, kind });
          } else if (o.op === 'advance') {
            base += o.by;
          } else if (o.op === 'push') {
            lastSeq = q.push(base + o.due, id % 5, id);
            model.push({ due: base + o.due, seq: lastSeq, id, kind: id++ % 5 });
          } else {
            const seq = Math.max(0, lastSeq - o.back) + 0.5 + id / 1e4; // an earlier rank, distinct from all others
            q.pushWithSeq(base + o.due, id % 5, id, seq);
            model.push({ due: base + o.due, seq, id, kind: id++ % 5 });
          }
          expect(q.size).toBe(model.length);
          model.sort((a, b) => a.due - b.due || a.seq - b.seq);
          expect(q.peekDue()).toBe(model.length > 0 ? model[0].due : Infinity);
          expect(q.peekKind()).toBe(model.length > 0 ? model[0].kind : -1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
