import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GoRateLimiter, Inf, InfDuration, type GoReservation } from '../../../src/engine/go-rate';

/** One call of a sequence: a decision (maxFutureReserve 0 = AllowN, 'inf' = ReserveN, else WaitN's deadline). */
type Op =
  | { op: 'decide'; gap: number; n: number; max: number | 'inf' }
  | { op: 'cancel'; gap: number; pick: number }
  | { op: 'setLimit'; gap: number; limit: number }
  | { op: 'setBurst'; gap: number; burst: number };

// gaps from back in time (t before `last`) to beyond 2^53 ns (advance's slow path), limits that wait centuries
const gapArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: -3_000_000_000, max: 0 }),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: 0, max: 3_000_000_000 }),
  fc.constant(2 ** 53),
);
const limitArb = fc.oneof(
  fc.double({ min: 0.01, max: 1000, noNaN: true }),
  fc.double({ min: 1e-12, max: 1e-6, noNaN: true }),
  fc.constant(0),
  fc.constant(Inf),
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('decide' as const),
      gap: gapArb,
      n: fc.integer({ min: 0, max: 12 }),
      max: fc.oneof(fc.constant(0), fc.constant('inf' as const), fc.integer({ min: 0, max: 2_000_000_000 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), gap: gapArb, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('setLimit' as const), gap: gapArb, limit: limitArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('setBurst' as const), gap: gapArb, burst: fc.integer({ min: 0, max: 10 }) }),
  },
);

function stateOf(lim: GoRateLimiter) {
  return { tokens: lim.tokens, last: lim.last, lastEvent: lim.lastEvent, limit: lim.limit, burst: lim.burst };
}

describe('x/time/rate decisions without records (decide / allow)', () => {
  it('recording is off when created: allow decides, lastReservation refuses to describe an unrecorded call', () => {
    // the header's worked example, NewLimiter(2, 3): full at first, 3 at once, then nothing left at 0
    const lim = new GoRateLimiter(2, 3);
    expect(lim.recording).toBe(false);
    expect([lim.allow(0, 3), lim.allow(0, 1)]).toEqual([true, false]);
    expect(lim.lastWaitDuration).toBe(500_000_000); // (1 / 2) s for the token AllowN would have owed
    expect(() => lim.lastReservation).toThrow(/recording/);
    // 600 ms later 1.2 tokens have come back: one passes, 0.2 stay
    expect(lim.allow(600_000_000, 1)).toBe(true);
    expect(lim.tokens).toBeCloseTo(0.2, 12);
  });

  it('decides, waits and changes state exactly as the record-returning calls, and lastReservation is their record', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        fc.array(opArb, { maxLength: 60 }),
        (limit, burst, ops) => {
          const plain = new GoRateLimiter(limit, burst); // decide, recording off
          const recorded = new GoRateLimiter(limit, burst); // decide, recording on
          const records = new GoRateLimiter(limit, burst); // the record-returning calls
          recorded.recording = true;
          const held: [GoReservation, GoReservation][] = [];
          let t = 0;
          for (const op of ops) {
            t += op.gap;
            if (op.op === 'decide') {
              const max = op.max === 'inf' ? InfDuration : op.max;
              const r =
                op.max === 'inf'
                  ? records.reserveN(t, op.n)
                  : op.max === 0
                    ? records.allowN(t, op.n)
                    : records.waitN(t, op.n, max);
              expect(plain.decide(t, op.n, max)).toBe(r.ok);
              expect(recorded.decide(t, op.n, max)).toBe(r.ok);
              expect(plain.lastWaitDuration).toBe(r.waitDuration);
              expect(recorded.lastReservation).toEqual(r);
              if (r.ok) held.push([recorded.lastReservation, r]);
            } else if (op.op === 'cancel' && held.length > 0) {
              const [mine, theirs] = held[op.pick % held.length];
              expect(recorded.cancelAt(mine, t)).toEqual(records.cancelAt(theirs, t));
              plain.cancelAt(mine, t);
            } else if (op.op === 'setLimit') {
              for (const lim of [plain, recorded, records]) lim.setLimitAt(t, op.limit);
            } else if (op.op === 'setBurst') {
              for (const lim of [plain, recorded, records]) lim.setBurstAt(t, op.burst);
            }
            expect(stateOf(plain)).toEqual(stateOf(records));
            expect(stateOf(recorded)).toEqual(stateOf(records));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
