import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bucket4jBucket, type BandwidthSpec, type Bucket4jRefill } from '../../../src/engine/bucket4j';

// decide() against tryConsume() on a twin bucket: same verdicts, same state, every step; clocks near 0 (the
// number path) and near its 2^52 bound (where it hands over to the BigInt path), other operations interleaved.
const refillArb = fc.constantFrom<Bucket4jRefill>('greedy', 'intervally');
const specArb: fc.Arbitrary<BandwidthSpec> = fc
  .record({
    capacity: fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 2n ** 53n })),
    refill: refillArb,
    refillTokens: fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: 2n ** 40n })),
    refillPeriodNanos: fc.oneof(
      fc.bigInt({ min: 1000n, max: 10_000_000_000n }),
      fc.bigInt({ min: 2n ** 40n, max: 2n ** 53n }),
    ),
  })
  .filter((s) => s.refillTokens <= s.refillPeriodNanos);

type Op = { gapNanos: bigint; kind: 'decide' | 'add' | 'force' | 'probe'; n: bigint };
const opArb: fc.Arbitrary<Op> = fc.record({
  gapNanos: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 50_000_000n }), fc.bigInt({ min: 0n, max: 2n ** 45n })),
  kind: fc.constantFrom<Op['kind']>('decide', 'decide', 'decide', 'add', 'force', 'probe'),
  n: fc.oneof(fc.bigInt({ min: 1n, max: 50n }), fc.bigInt({ min: 1n, max: 2n ** 50n })),
});

function states(bucket: Bucket4jBucket): unknown[] {
  return bucket.bandwidths.map((_, i) => bucket.bandwidthState(i));
}

describe('Bucket4jBucket.decide', () => {
  it('decides and changes the state as tryConsume does', () => {
    fc.assert(
      fc.property(
        fc.array(specArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(0n, 2n ** 52n - 2n ** 46n, 1_700_000_000_000_000_000n),
        fc.array(opArb, { maxLength: 60 }),
        (specs, start, ops) => {
          const fast = new Bucket4jBucket(specs, start);
          const slow = new Bucket4jBucket(specs, start);
          let now = start;
          for (const op of ops) {
            now += op.gapNanos;
            if (op.kind === 'decide') {
              expect(fast.decide(Number(op.n), Number(now))).toBe(slow.tryConsume(op.n, now).consumed);
              // Number(now) is exact only below 2^53; beyond it the twins were fed the same rounded time anyway
              if (now >= 2n ** 53n) return;
            } else if (op.kind === 'add') {
              fast.addTokens(op.n, now);
              slow.addTokens(op.n, now);
            } else if (op.kind === 'force') {
              fast.forceAddTokens(op.n, now);
              slow.forceAddTokens(op.n, now);
            } else {
              expect(fast.tryConsumeAndReturnRemaining(op.n, now)).toEqual(
                slow.tryConsumeAndReturnRemaining(op.n, now),
              );
            }
            expect(states(fast)).toEqual(states(slow));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('greedy 1000 per second, capacity 100: the worked refill', () => {
    const spec: BandwidthSpec = {
      capacity: 100n,
      refill: 'greedy',
      refillTokens: 1000n,
      refillPeriodNanos: 1_000_000_000n,
    };
    const b = new Bucket4jBucket([spec], 0n);
    for (let i = 0; i < 100; i++) expect(b.decide(1, 0)).toBe(true);
    expect(b.decide(1, 999_999)).toBe(false); // 1000 × 999 999 ns = 0.999999 token
    expect(b.decide(1, 1_000_000)).toBe(true); // exactly one token at 1 ms
    expect(b.bandwidthState(0)).toEqual({ lastRefillTimeNanos: 1_000_000n, currentSize: 0n, roundingError: 0n });
    expect(() => b.decide(0, 2_000_000)).toThrow(RangeError);
  });
});
