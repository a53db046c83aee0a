/**
 * The ring's memoised bucket start (leap-array.ts `bucketStartOf`) answers what Go's `calculateStartTime` and
 * `(now / bucketLength) % sampleCount` compute afresh, for any sequence of times: epoch-ms whole times that stay
 * in a bucket, cross into the next, jump back, or carry a fraction. The expected bucket is computed here from the
 * formulas with BigInt (exact, as Go's uint64), not with the engine's code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketLeapArray, MetricEventPass } from '../../../src/engine/sentinel-go/leap-array';

const EPOCH = 1_700_000_000_000;

/** Go's start and index for a whole-ms time, in exact integer arithmetic. */
function expected(nowMs: number, bucketLength: number, sampleCount: number): { start: number; idx: number } {
  const t = BigInt(nowMs);
  const len = BigInt(bucketLength);
  return { start: Number(t - (t % len)), idx: Number((t / len) % BigInt(sampleCount)) };
}

describe('the bucket start memo', () => {
  it('gives every lookup the start and bucket the formulas give', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([2, 1000], [20, 10_000], [1, 500], [10, 1000]),
        fc.array(fc.integer({ min: -1500, max: 3000 }), { minLength: 1, maxLength: 60 }),
        ([sampleCount, interval], steps) => {
          const ring = new BucketLeapArray(sampleCount, interval, EPOCH);
          const len = interval / sampleCount;
          let now = EPOCH + 5;
          for (const step of steps) {
            now = Math.max(1, now + step);
            const want = expected(now, len, sampleCount);
            expect(ring.bucketStartOf(now)).toBe(want.start);
            // the bucket it hands out is the one at the formula's index: count into it and find the count there
            const b = ring.currentBucketOfTime(now);
            if (b === null) continue;
            const before = ring.buckets[want.idx].counter[MetricEventPass];
            ring.addCount(MetricEventPass, 1, now);
            expect(ring.buckets[want.idx].counter[MetricEventPass]).toBe(before + 1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not let a fractional time answer for the whole ms after it', () => {
    const ring = new BucketLeapArray(2, 1000, EPOCH);
    const fractional = EPOCH + 499.5;
    expect(ring.bucketStartOf(fractional)).toBe(fractional - (fractional % 500));
    expect(ring.bucketStartOf(EPOCH + 500)).toBe(EPOCH + 500);
    expect(ring.bucketStartOf(EPOCH + 999)).toBe(EPOCH + 500);
    expect(ring.bucketStartOf(EPOCH + 1000)).toBe(EPOCH + 1000);
    expect(ring.bucketStartOf(EPOCH + 499)).toBe(EPOCH);
  });
});
