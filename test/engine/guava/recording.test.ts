import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGuavaLimiter, SmoothBursty, SmoothWarmingUp } from '../../../src/engine/guava';

describe('Guava recording (opt-in explain records)', () => {
  it('is off when created: decisions work, lastReservation refuses to describe an unrecorded call', () => {
    const limiter = new SmoothBursty(5, 0);
    expect(limiter.recording).toBe(false);
    expect(limiter.acquire(3, 0)).toBe(0);
    expect(limiter.tryAcquire(1, 0, 0)).toBe(false);
    expect(() => limiter.lastReservation).toThrow(/recording/);
  });

  it('switched on, starts from an empty record and describes the next call', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    limiter.acquire(1, 0);
    limiter.recording = true;
    expect(limiter.lastReservation.op).toBe('none');
    limiter.acquire(1, 0);
    // the second permit of create(10, 2 s) waits for the first: (300 000 + 280 000) / 2 (smooth-warming-up.ts)
    expect(limiter.lastReservation).toMatchObject({ op: 'acquire', waitMicros: 290_000, granted: true });
  });

  it('decides the same with or without recording', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 3000 }), permits: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 200,
        }),
        (bursty, calls) => {
          const config = bursty
            ? ({ type: 'bursty', permitsPerSecond: 1000 } as const)
            : ({ type: 'warmingUp', permitsPerSecond: 1000, warmupPeriodMicros: 200_000 } as const);
          const plain = createGuavaLimiter(config, 0);
          const recorded = createGuavaLimiter(config, 0);
          recorded.recording = true;
          let now = 0;
          for (const { gap, permits } of calls) {
            now += gap;
            expect(recorded.tryAcquire(permits, 100, now)).toBe(plain.tryAcquire(permits, 100, now));
            expect([recorded.nextFreeTicketMicros, recorded.storedPermits, recorded.lastWaitMicros]).toEqual([
              plain.nextFreeTicketMicros,
              plain.storedPermits,
              plain.lastWaitMicros,
            ]);
            expect(recorded.lastReservation.waitMicros).toBe(plain.lastWaitMicros);
          }
        },
      ),
    );
  });
});
