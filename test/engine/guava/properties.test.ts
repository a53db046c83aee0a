import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGuavaLimiter,
  SmoothBursty,
  type GuavaLimiter,
  type GuavaLimiterConfig,
} from '../../../src/engine/guava';
import { LONG_MAX } from '../../../src/engine/java';

const rateArb = fc.double({ min: 0.01, max: 100_000, noNaN: true });
const configArb: fc.Arbitrary<GuavaLimiterConfig> = fc.oneof(
  fc.record({
    type: fc.constant('bursty' as const),
    permitsPerSecond: rateArb,
    maxBurstSeconds: fc.double({ min: 0.01, max: 10, noNaN: true }),
  }),
  fc.record({
    type: fc.constant('warmingUp' as const),
    permitsPerSecond: rateArb,
    // A positive warm-up: 0 µs makes stored permits NaN (Guava's own quirk, see smooth-warming-up.test.ts).
    warmupPeriodMicros: fc.integer({ min: 1, max: 20_000_000 }),
    coldFactor: fc.double({ min: 1, max: 10, noNaN: true }),
  }),
);
const gapArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 10_000_000 }));
type Op =
  | { op: 'acquire'; gap: number; permits: number }
  | { op: 'tryAcquire'; gap: number; permits: number; timeout: number }
  | { op: 'setRate'; gap: number; rate: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('acquire' as const),
      gap: gapArb,
      permits: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('tryAcquire' as const),
      gap: gapArb,
      permits: fc.integer({ min: 1, max: 40 }),
      timeout: fc.integer({ min: -1_000_000, max: 2_000_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('setRate' as const), gap: gapArb, rate: rateArb }) },
);
const scenarioArb = fc.record({ config: configArb, ops: fc.array(opArb, { maxLength: 80 }) });

/** Runs `ops` and calls `check` after each with the wait (µs, 0 for setRate/refusals). */
function drive(
  limiter: GuavaLimiter,
  ops: Op[],
  check: (wait: number, before: Snapshot, op: Op, now: number) => void,
): void {
  limiter.recording = true; // snapshots copy the record
  let now = 0;
  for (const op of ops) {
    now += op.gap;
    const before = snapshot(limiter);
    let wait = 0;
    if (op.op === 'acquire') wait = limiter.acquire(op.permits, now);
    else if (op.op === 'tryAcquire')
      wait = limiter.tryAcquire(op.permits, op.timeout, now) ? limiter.lastWaitMicros : 0;
    else limiter.setRate(op.rate, now);
    check(wait, before, op, now);
  }
}

type Snapshot = ReturnType<typeof snapshot>;
function snapshot(l: GuavaLimiter) {
  return {
    storedPermits: l.storedPermits,
    nextFreeTicketMicros: l.nextFreeTicketMicros,
    maxPermits: l.maxPermits,
    stableIntervalMicros: l.stableIntervalMicros,
    reservation: { ...l.lastReservation },
  };
}

/** One ulp-ish of slack: rescaling a full bucket computes (max × new / old) and may land one ulp above new max. */
const ULP = 2 ** -51;

describe('Guava limiter invariants (fast-check)', () => {
  it('waits are never negative, stored permits stay in [0, maxPermits], nextFreeTicketMicros never decreases', () => {
    fc.assert(
      fc.property(scenarioArb, ({ config, ops }) => {
        const limiter = createGuavaLimiter(config, 0);
        drive(limiter, ops, (wait, before) => {
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(limiter.storedPermits).toBeGreaterThanOrEqual(0);
          expect(limiter.storedPermits).toBeLessThanOrEqual(limiter.maxPermits * (1 + ULP));
          expect(limiter.nextFreeTicketMicros).toBeGreaterThanOrEqual(before.nextFreeTicketMicros);
        });
      }),
    );
  });

  it('the reservation record adds up, and the pure previews predicted it', () => {
    fc.assert(
      fc.property(scenarioArb, ({ config, ops }) => {
        const fresh = createGuavaLimiter(config, 0);
        fresh.recording = true;
        let now = 0;
        for (const op of ops) {
          now += op.gap;
          const stored = fresh.storedPermitsAt(now);
          if (op.op === 'setRate') {
            fresh.setRate(op.rate, now);
            continue;
          }
          const granted = op.op === 'acquire' ? true : fresh.canAcquire(now, op.timeout);
          const ok =
            op.op === 'acquire'
              ? (fresh.acquire(op.permits, now), true)
              : fresh.tryAcquire(op.permits, op.timeout, now);
          expect(ok).toBe(granted);
          const r = fresh.lastReservation;
          expect(r.granted).toBe(ok);
          if (!ok) continue;
          expect(r.storedPermitsBefore).toBe(stored);
          expect(r.storedPermitsSpent + r.freshPermits).toBe(op.permits);
          expect(r.warmMicros + r.stableStoredMicros).toBe(r.storedPermitsMicros);
          expect(r.storedPermitsMicros).toBe(
            fresh.storedPermitsToWaitTime(r.storedPermitsBefore, r.storedPermitsSpent),
          );
          expect(r.costMicros).toBe(r.storedPermitsMicros + r.freshPermitsMicros);
          expect(r.nextFreeTicketMicrosAfter).toBe(Math.min(r.momentAvailableMicros + r.costMicros, LONG_MAX));
          expect(r.waitMicros).toBe(Math.max(r.momentAvailableMicros - now, 0));
          expect([r.storedPermitsAfter, r.nextFreeTicketMicrosAfter]).toEqual([
            fresh.storedPermits,
            fresh.nextFreeTicketMicros,
          ]);
        }
      }),
    );
  });

  it('reading never changes state: getters, previews and the curve are pure', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ config, ops }, t, frac) => {
          const limiter = createGuavaLimiter(config, 0);
          drive(limiter, ops, () => {});
          const before = snapshot(limiter);
          limiter.storedPermitsAt(t);
          limiter.canAcquire(t, 1000);
          limiter.storedPermitsToWaitTime(limiter.maxPermits, limiter.maxPermits * frac);
          limiter.storedPermitIntervalMicros(limiter.maxPermits * frac);
          void [limiter.rate, limiter.coolDownIntervalMicros];
          if (limiter.kind === 'warmingUp')
            void [limiter.permitsToTime(frac), limiter.slope, limiter.coldIntervalMicros];
          expect(snapshot(limiter)).toEqual(before);
        },
      ),
    );
  });

  it('tryAcquire with an ample timeout behaves exactly like acquire', () => {
    fc.assert(
      fc.property(scenarioArb, ({ config, ops }) => {
        const a = createGuavaLimiter(config, 0);
        const b = createGuavaLimiter(config, 0);
        const acquires = ops.map((op): Op =>
          op.op === 'tryAcquire' ? { op: 'acquire', gap: op.gap, permits: op.permits } : op,
        );
        const asTries = acquires.map((op): Op =>
          op.op === 'acquire' ? { ...op, op: 'tryAcquire', timeout: 1e15 } : op,
        );
        const waitsA: number[] = [];
        const waitsB: number[] = [];
        drive(a, acquires, (w) => waitsA.push(w));
        drive(b, asTries, (w) => waitsB.push(w));
        expect(waitsB).toEqual(waitsA);
        const { reservation: ra, ...stateA } = snapshot(a);
        const { reservation: rb, ...stateB } = snapshot(b);
        expect(stateB).toEqual(stateA);
        expect({ ...rb, op: ra.op, timeoutMicros: ra.timeoutMicros }).toEqual(ra); // the same numbers, bar the op's name
      }),
    );
  });
});

describe('splitting an acquire', () => {
  it('does NOT always leave the limiter free at the same moment: the (long) casts lose up to 1 µs per piece', () => {
    const whole = new SmoothBursty(3, 0);
    whole.acquire(1, 0);
    whole.acquire(3, 0); // 3 × 333 333.33… = 1 000 000 after rounding, cast once
    const split = new SmoothBursty(3, 0);
    for (let i = 0; i < 4; i++) split.acquire(1, 0); // 3 × (long) 333 333.33… = 999 999
    expect([whole.nextFreeTicketMicros, split.nextFreeTicketMicros]).toEqual([1_333_333, 1_333_332]);
  });

  it('leaves the next caller paying the same up to those truncations (≤ 3 µs per piece)', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        ({ config, ops }, parts, gap) => {
          const whole = createGuavaLimiter(config, 0);
          const split = createGuavaLimiter(config, 0);
          drive(whole, ops, () => {});
          drive(split, ops, () => {});
          const t = ops.reduce((s, o) => s + o.gap, 0) + gap;
          whole.acquire(
            parts.reduce((s, p) => s + p, 0),
            t,
          );
          for (const p of parts) split.acquire(p, t);
          const drift = Math.abs(whole.nextFreeTicketMicros - split.nextFreeTicketMicros);
          expect(drift).toBeLessThanOrEqual(3 * (parts.length + 1));
          expect(split.storedPermits).toBeCloseTo(whole.storedPermits, 6);
        },
      ),
    );
  });

  it('is exact for SmoothBursty when the interval is whole µs and time moves in whole intervals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 4, 5, 8, 10, 16, 20, 25, 40, 50, 100, 125, 200, 250, 500, 1000),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 })), { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }),
        (rate, history, parts) => {
          const whole = new SmoothBursty(rate, 0);
          const split = new SmoothBursty(rate, 0);
          let t = 0;
          for (const [intervals, permits] of history) {
            t += intervals * whole.stableIntervalMicros;
            whole.acquire(permits, t);
            split.acquire(permits, t);
          }
          whole.acquire(
            parts.reduce((s, p) => s + p, 0),
            t,
          );
          for (const p of parts) split.acquire(p, t);
          expect(split.nextFreeTicketMicros).toBe(whole.nextFreeTicketMicros);
        },
      ),
    );
  });
});

describe('the next free ticket', () => {
  it("is Guava's saturatedAdd(moment, storedMicros + freshMicros) also at fractional and huge times", () => {
    const timeArb = fc.oneof(
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.double({ min: 2 ** 50, max: 2 ** 56, noNaN: true }),
      fc.integer({ min: 0, max: 2 ** 40 }),
    );
    fc.assert(
      fc.property(
        configArb,
        fc.array(
          fc.record({
            at: timeArb,
            permits: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 2_147_483_647 })),
          }),
          { maxLength: 20 },
        ),
        (config, calls) => {
          const limiter = createGuavaLimiter(config, 0);
          limiter.recording = true;
          for (const { at, permits } of [...calls].sort((x, y) => x.at - y.at)) {
            limiter.acquire(permits, at);
            const r = limiter.lastReservation;
            const sum = r.momentAvailableMicros + (r.storedPermitsMicros + r.freshPermitsMicros); // Guava's order
            expect(limiter.nextFreeTicketMicros).toBe(Math.max(Math.min(sum, LONG_MAX), -LONG_MAX));
          }
        },
      ),
    );
  });
});

describe('edges', () => {
  it('rescaling a full bucket can leave stored permits one ulp above maxPermits (as in Java)', () => {
    const limiter = new SmoothBursty(0.1, 0);
    limiter.setRate(0.1, 100_000_000); // resync fills to 0.1, then 0.1 × 0.1 / 0.1
    expect(limiter.maxPermits).toBe(0.1);
    expect(limiter.storedPermits).toBe(0.10000000000000002);
  });

  it('saturates nextFreeTicketMicros at Long.MAX_VALUE instead of overflowing', () => {
    const limiter = new SmoothBursty(1e-9, 0); // one permit per 10^15 µs
    expect(limiter.acquire(2_147_483_647, 5)).toBe(0);
    expect(limiter.nextFreeTicketMicros).toBe(LONG_MAX);
    expect(limiter.acquire(1, 10)).toBe(LONG_MAX - 10);
    expect(limiter.nextFreeTicketMicros).toBe(LONG_MAX);
  });
});
