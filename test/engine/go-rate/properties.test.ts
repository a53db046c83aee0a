import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayFrom, GoRateLimiter, Inf, type GoReservation } from '../../../src/engine/go-rate';

type Op =
  | { op: 'allow' | 'reserve'; gap: number; n: number }
  | { op: 'cancel'; gap: number; pick: number }
  | { op: 'setLimit'; gap: number; limit: number }
  | { op: 'setBurst'; gap: number; burst: number }
  | { op: 'tokensAt'; gap: number };

const gapArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: 0, max: 3_000_000_000 }),
);
const limitArb = fc.oneof(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.constant(0), fc.constant(Inf));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constantFrom('allow' as const, 'reserve' as const),
      gap: gapArb,
      n: fc.integer({ min: 0, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), gap: gapArb, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('setLimit' as const), gap: gapArb, limit: limitArb }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('setBurst' as const), gap: gapArb, burst: fc.integer({ min: 0, max: 10 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('tokensAt' as const), gap: gapArb }) },
);
const initArb = fc.record({
  limit: fc.double({ min: 0.01, max: 1000, noNaN: true }),
  burst: fc.integer({ min: 0, max: 10 }),
});

function run(lim: GoRateLimiter, ops: Op[], each: (op: Op, t: number, r: GoReservation | null) => void): void {
  let t = 0;
  const held: GoReservation[] = [];
  for (const op of ops) {
    t += op.gap;
    let r: GoReservation | null = null;
    if (op.op === 'allow') r = lim.allowN(t, op.n);
    else if (op.op === 'reserve') held.push((r = lim.reserveN(t, op.n)));
    else if (op.op === 'cancel' && held.length > 0) lim.cancelAt(held[op.pick % held.length], t);
    else if (op.op === 'setLimit') lim.setLimitAt(t, op.limit);
    else if (op.op === 'setBurst') lim.setBurstAt(t, op.burst);
    each(op, t, r);
  }
}

describe('x/time/rate invariants', () => {
  it('TokensAt never exceeds burst, and stored tokens only exceed it right after SetBurstAt lowers it', () => {
    fc.assert(
      fc.property(initArb, fc.array(opArb, { maxLength: 60 }), ({ limit, burst }, ops) => {
        const lim = new GoRateLimiter(limit, burst);
        let burstLowered = false;
        run(lim, ops, (op, t) => {
          if (op.op === 'setBurst') burstLowered = true;
          expect(lim.tokensAt(t)).toBeLessThanOrEqual(lim.burst);
          if (!burstLowered) expect(lim.tokens).toBeLessThanOrEqual(lim.burst);
        });
      }),
    );
  });

  it('a refused request changes nothing; n > burst is always refused under a finite limit', () => {
    fc.assert(
      fc.property(initArb, fc.array(opArb, { maxLength: 60 }), ({ limit, burst }, ops) => {
        const lim = new GoRateLimiter(limit, burst);
        let t = 0;
        for (const op of ops) {
          t += op.gap;
          const before = [lim.tokens, lim.last, lim.lastEvent];
          const r = op.op === 'reserve' ? lim.reserveN(t, op.n) : lim.allowN(t, op.op === 'allow' ? op.n : 0);
          if (!r.ok) expect([lim.tokens, lim.last, lim.lastEvent]).toEqual(before);
          if (lim.limit !== Inf && r.n > lim.burst) expect(r.ok).toBe(false);
        }
      }),
    );
  });

  it('an allowed request leaves a debt below one nanosecond of refill (Duration truncation), never more', () => {
    fc.assert(
      fc.property(initArb, fc.array(opArb, { maxLength: 60 }), ({ limit, burst }, ops) => {
        const lim = new GoRateLimiter(limit, burst);
        run(lim, ops, (op, _t, r) => {
          if (op.op === 'allow' && r?.ok && !r.infLimit && lim.limit > 0) {
            expect(lim.tokens).toBeGreaterThan((-lim.limit / 1e9) * (1 + 1e-9));
          }
        });
      }),
    );
  });

  it('with a fixed finite limit, everything granted fits burst + limit × elapsed (no cancels)', () => {
    const noChange = opArb.filter((o) => o.op === 'allow' || o.op === 'reserve' || o.op === 'tokensAt');
    fc.assert(
      fc.property(initArb, fc.array(noChange, { maxLength: 80 }), ({ limit, burst }, ops) => {
        const lim = new GoRateLimiter(limit, burst);
        let granted = 0;
        let first: number | null = null;
        run(lim, ops, (op, t, r) => {
          if (!r?.ok) return;
          first ??= t;
          granted += r.n;
          // A reservation is owed at timeToAct, so measure the supply up to when the last one may act.
          const actAt = t + Number(delayFrom(r, t));
          expect(granted).toBeLessThanOrEqual(burst + limit * ((actAt - first) / 1e9) + 1e-6 * (1 + granted));
        });
      }),
    );
  });
});
