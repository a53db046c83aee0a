import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventQueue } from '../../../src/engine/sentinel/event-queue';

function drain(q: EventQueue): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  while (q.size > 0) {
    const kind = q.pop();
    out.push([q.poppedDue, kind, q.poppedPayload]);
  }
  return out;
}

describe('EventQueue', () => {
  it('header worked example: by due time, then creation order', () => {
    const q = new EventQueue();
    const [A, B, C, D, E] = [1, 2, 3, 4, 5];
    q.push(1200, A, 0);
    q.push(1500, B, 0);
    q.push(1000, C, 0);
    q.push(1200, D, 0);
    q.push(1000, E, 0);
    expect(drain(q).map(([, kind]) => kind)).toEqual([C, E, A, D, B]);
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

  it('takeSeq reserves a rank', () => {
    const q = new EventQueue();
    const reserved = q.takeSeq();
    q.push(10, 1, 0);
    q.pushWithSeq(10, 2, 0, reserved);
    expect(drain(q).map(([, kind]) => kind)).toEqual([2, 1]);
  });

  it('breaks due-time ties by rank inside the heap too (lanes blocked by four decreasing late actions)', () => {
    const q = new EventQueue();
    for (const due of [1000, 999, 998, 997]) q.push(due, 9, 0);
    const rank = q.push(2, 1, 0); // rank 4, into the heap
    q.pushWithSeq(2, 2, 0, rank + 0.5);
    q.pushWithSeq(0, 3, 0, rank + 0.6);
    expect(drain(q).map(([due, kind]) => [due, kind])).toEqual([
      [0, 3],
      [2, 1],
      [2, 2],
      [997, 9],
      [998, 9],
      [999, 9],
      [1000, 9],
    ]);
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
    const op = fc.oneof(
      fc.record({ op: fc.constant('push' as const), due: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ op: fc.constant('pushOld' as const), due: fc.integer({ min: 0, max: 60 }), back: fc.nat(20) }),
      fc.record({ op: fc.constant('pop' as const) }),
    );
    // Few distinct due times make ties (decided by seq) frequent.
    const spread = fc.constantFrom(3, 60);
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), fc.boolean(), spread, (rawOps, blockLanes, dueRange) => {
        const ops = rawOps.map((o) => ('due' in o ? { ...o, due: o.due % (dueRange + 1) } : o));
        const q = new EventQueue(2);
        const model: Array<{ due: number; seq: number; id: number }> = [];
        let id = 0;
        let lastSeq = -1;
        if (blockLanes) {
          // Four decreasing late actions take the four lanes, so that the rest goes through the heap.
          for (const due of [1000, 999, 998, 997]) {
            lastSeq = q.push(due, 0, id);
            model.push({ due, seq: lastSeq, id: id++ });
          }
        }
        for (const o of ops) {
          if (o.op === 'pop') {
            model.sort((a, b) => a.due - b.due || a.seq - b.seq);
            const want = model.shift();
            const kind = q.pop();
            if (want === undefined) expect(kind).toBe(-1);
            else expect([q.poppedDue, q.poppedSeq, q.poppedPayload]).toEqual([want.due, want.seq, want.id]);
          } else if (o.op === 'push') {
            lastSeq = q.push(o.due, 0, id);
            model.push({ due: o.due, seq: lastSeq, id: id++ });
          } else {
            const seq = Math.max(0, lastSeq - o.back) + 0.5 + id / 1e4; // an earlier rank, distinct from all others
            q.pushWithSeq(o.due, 0, id, seq);
            model.push({ due: o.due, seq, id: id++ });
          }
          expect(q.size).toBe(model.length);
          const min = model.reduce((m, a) => Math.min(m, a.due), Infinity);
          expect(q.peekDue()).toBe(min);
        }
      }),
      { numRuns: 300 },
    );
  });
});
