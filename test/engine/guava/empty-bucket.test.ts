import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGuavaLimiter,
  SmoothBursty,
  type GuavaLimiter,
  type GuavaLimiterConfig,
} from '../../../src/engine/guava';
import { emptyBucketTable } from '../../../src/engine/guava/empty-bucket';
import { saturatedAdd, toLong } from '../../../src/engine/java';

/**
 * Guava's reservation written out from the upstream source (SmoothRateLimiter.reserveEarliestAvailable and
 * resync), on a copy of the state: the oracle the limiter's empty-bucket lookup must match number for number.
 */
class Reference {
  next: number;
  stored: number;
  constructor(private readonly lim: GuavaLimiter) {
    this.next = lim.nextFreeTicketMicros;
    this.stored = lim.storedPermits;
  }
  tryAcquire(permits: number, nowMicros: number): boolean {
    if (this.next > nowMicros) return false;
    if (nowMicros > this.next) {
      this.stored = Math.min(
        this.lim.maxPermits,
        this.stored + (nowMicros - this.next) / this.lim.coolDownIntervalMicros,
      );
      this.next = nowMicros;
    }
    const spent = Math.min(permits, this.stored);
    const cost =
      this.lim.storedPermitsToWaitTime(this.stored, spent) + toLong((permits - spent) * this.lim.stableIntervalMicros);
    this.next = saturatedAdd(this.next, cost);
    this.stored -= spent;
    return true;
  }
}

const configArb: fc.Arbitrary<GuavaLimiterConfig> = fc.oneof(
  fc.record({
    type: fc.constant('bursty' as const),
    permitsPerSecond: fc.double({ min: 1, max: 20_000, noNaN: true }),
    maxBurstSeconds: fc.double({ min: 0.0001, max: 5, noNaN: true }),
  }),
  fc.record({
    type: fc.constant('warmingUp' as const),
    permitsPerSecond: fc.double({ min: 1, max: 20_000, noNaN: true }),
    warmupPeriodMicros: fc.integer({ min: 1, max: 5_000_000 }),
    coldFactor: fc.double({ min: 1, max: 10, noNaN: true }),
  }),
);

describe('empty-bucket table', () => {
  it('prices the worked example of its header (create(1000))', () => {
    const table = emptyBucketTable(new SmoothBursty(1000, 0));
    // idle 250 µs: 0.25 stored permits, all spent; the rest of the permit is fresh: (long)(0.75 × 1000)
    expect(table[250]).toBe(750);
    // idle 1000 µs: one whole stored permit, free
    expect(table[1000]).toBe(0);
    // no idle time: a whole fresh permit
    expect(table[0]).toBe(1000);
    // idle up to one cool-down interval of 1000 µs
    expect(table.length).toBe(1001);
  });

  it('every entry reproduces Guava: one permit taken from an empty bucket after each whole idle time', () => {
    const configs: GuavaLimiterConfig[] = [
      { type: 'bursty', permitsPerSecond: 1000 },
      { type: 'bursty', permitsPerSecond: 333.3, maxBurstSeconds: 0.5 },
      { type: 'bursty', permitsPerSecond: 7, maxBurstSeconds: 0.0002 },
      { type: 'warmingUp', permitsPerSecond: 1000, warmupPeriodMicros: 1_000_000, coldFactor: 3 },
      { type: 'warmingUp', permitsPerSecond: 2500, warmupPeriodMicros: 300_000, coldFactor: 7.5 },
    ];
    for (const config of configs) {
      const limiter = createGuavaLimiter(config, 0);
      const entries = emptyBucketTable(limiter).length;
      for (let idle = 0; idle < entries; idle++) {
        // empty the bucket: taking every stored permit (and one more) leaves exactly 0
        const t = limiter.nextFreeTicketMicros;
        limiter.acquire(Math.ceil(limiter.storedPermits) + 1, t);
        expect(limiter.storedPermits).toBe(0);
        const reference = new Reference(limiter);
        const now = limiter.nextFreeTicketMicros + idle;
        expect(limiter.tryAcquire(1, 0, now)).toBe(reference.tryAcquire(1, now));
        expect([limiter.nextFreeTicketMicros, limiter.storedPermits]).toEqual([reference.next, reference.stored]);
      }
    }
  });

  it('holds -1 where a cost does not fit its 32-bit entry, and such a limiter still decides as Guava', () => {
    // one permit per 10^4 s: a fresh permit costs 10^10 µs, above 2^31 µs
    const limiter = new SmoothBursty(0.0001, 0);
    const table = emptyBucketTable(limiter);
    expect(table.length).toBe(4096);
    expect(table.every((cost) => cost === -1)).toBe(true);
    const reference = new Reference(limiter);
    for (const now of [0, 1, 10_000_000_000, 10_000_000_001, 10_000_002_000, 30_000_000_000]) {
      expect(limiter.tryAcquire(1, 0, now)).toBe(reference.tryAcquire(1, now));
      expect([limiter.nextFreeTicketMicros, limiter.storedPermits]).toEqual([reference.next, reference.stored]);
    }
  });

  it('a busy limiter decides exactly as Guava on single permits, fast path or not', () => {
    fc.assert(
      fc.property(
        configArb,
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 400 }),
            fc.integer({ min: 0, max: 20_000 }),
            // a millisecond stopwatch: whole ms, so a grant finds the next free ticket exactly or a whole ms late
            fc.integer({ min: 0, max: 5 }).map((ms) => ms * 1000),
          ),
          {
            minLength: 1,
            maxLength: 300,
          },
        ),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (config, gaps, start) => {
          const limiter = createGuavaLimiter(config, start);
          const reference = new Reference(limiter);
          let now = start;
          for (const gap of gaps) {
            now += gap;
            expect(limiter.tryAcquire(1, 0, now)).toBe(reference.tryAcquire(1, now));
            expect(Object.is(limiter.nextFreeTicketMicros, reference.next)).toBe(true);
            expect(Object.is(limiter.storedPermits, reference.stored)).toBe(true);
            expect(limiter.lastWaitMicros).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
