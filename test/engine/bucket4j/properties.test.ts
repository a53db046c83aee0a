import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bucket4jBucket, LONG_MAX_VALUE, type BandwidthSpec, type Bucket4jRefill } from '../../../src/engine/bucket4j';

const START_MS = 1_700_000_000_000n;
const START = START_MS * 1_000_000n;

const refillArb = fc.constantFrom<Bucket4jRefill>(
  'greedy',
  'intervally',
  'intervallyAligned',
  'intervallyAlignedWithAdaptiveInitialTokens',
);
const specArb: fc.Arbitrary<BandwidthSpec> = fc
  .record({
    capacity: fc.bigInt({ min: 1n, max: 1000n }),
    refill: refillArb,
    refillTokens: fc.bigInt({ min: 1n, max: 1000n }),
    refillPeriodNanos: fc.bigInt({ min: 1000n, max: 10_000_000_000n }),
    initialTokens: fc.option(fc.bigInt({ min: 0n, max: 1000n }), { nil: undefined }),
    timeOfFirstRefillMillis: fc.bigInt({ min: 0n, max: 20_000n }),
  })
  .map(({ initialTokens, timeOfFirstRefillMillis, ...spec }) => {
    const aligned = spec.refill === 'intervallyAligned' || spec.refill === 'intervallyAlignedWithAdaptiveInitialTokens';
    const out: BandwidthSpec = { ...spec };
    // first refill up to 20 s after the bucket is created
    if (aligned) out.timeOfFirstRefillMillis = START_MS + timeOfFirstRefillMillis;
    if (initialTokens !== undefined && spec.refill !== 'intervallyAlignedWithAdaptiveInitialTokens') {
      out.initialTokens = initialTokens < spec.capacity ? initialTokens : spec.capacity;
    }
    return out;
  });

type Op = { gapNanos: bigint; kind: 'try' | 'probe' | 'estimate' | 'most' | 'add' | 'available'; n: bigint };
const opArb: fc.Arbitrary<Op> = fc.record({
  gapNanos: fc.oneof(
    fc.constant(0n),
    fc.bigInt({ min: 0n, max: 50_000_000n }),
    fc.bigInt({ min: 0n, max: 5_000_000_000n }),
  ),
  kind: fc.constantFrom<Op['kind']>('try', 'probe', 'estimate', 'most', 'add', 'available'),
  n: fc.bigInt({ min: 1n, max: 50n }),
});

/** Runs the non-reserving operations; returns the tokens granted. */
function run(bucket: Bucket4jBucket, ops: Op[], after?: (now: bigint) => void): { granted: bigint; now: bigint } {
  let now = START;
  let granted = 0n;
  for (const op of ops) {
    now += op.gapNanos;
    if (op.kind === 'try') granted += bucket.tryConsume(op.n, now).consumed ? op.n : 0n;
    else if (op.kind === 'probe') granted += bucket.tryConsumeAndReturnRemaining(op.n, now).consumed ? op.n : 0n;
    else if (op.kind === 'estimate') bucket.estimateAbilityToConsume(op.n, now);
    else if (op.kind === 'most') granted += bucket.tryConsumeAsMuchAsPossible(op.n, now).consumedTokens;
    else if (op.kind === 'add') bucket.addTokens(op.n, now);
    else bucket.getAvailableTokens(now);
    after?.(now);
  }
  return { granted, now };
}

describe('Bucket4j bucket properties', () => {
  it('a bandwidth never holds more than its capacity, nor less than 0, without force-add or reservations', () => {
    fc.assert(
      fc.property(
        fc.array(specArb, { minLength: 1, maxLength: 3 }),
        fc.array(opArb, { maxLength: 60 }),
        (specs, ops) => {
          const bucket = new Bucket4jBucket(specs, START);
          run(bucket, ops, () => {
            bucket.bandwidths.forEach((b, i) => {
              const { currentSize, roundingError } = bucket.bandwidthState(i);
              expect(currentSize).toBeLessThanOrEqual(b.capacity);
              expect(currentSize).toBeGreaterThanOrEqual(0n);
              expect(roundingError).toBeGreaterThanOrEqual(0n);
              expect(roundingError).toBeLessThan(b.refillPeriodNanos);
            });
          });
        },
      ),
    );
  });

  it('greedy refill never grants more than initial tokens + refillTokens·elapsed/period', () => {
    const greedyArb = specArb.map((s): BandwidthSpec => {
      const { timeOfFirstRefillMillis: _t, ...rest } = s;
      return {
        ...rest,
        refill: 'greedy',
        ...(s.initialTokens === undefined ? {} : { initialTokens: s.initialTokens }),
      };
    });
    fc.assert(
      fc.property(
        greedyArb,
        fc.array(
          opArb.filter((o) => o.kind !== 'add'),
          { maxLength: 60 },
        ),
        (spec, ops) => {
          const bucket = new Bucket4jBucket([spec], START);
          const initial = bucket.bandwidthState(0).currentSize;
          const { granted, now } = run(bucket, ops);
          const earned = (spec.refillTokens * (now - START)) / spec.refillPeriodNanos;
          expect(granted).toBeLessThanOrEqual(initial + earned);
          // and exactly: what was granted plus what is left is what came in (no cap reached → equality)
          expect(granted + bucket.bandwidthState(0).currentSize).toBeLessThanOrEqual(initial + earned);
        },
      ),
    );
  });

  it('several bandwidths: no bandwidth grants more than its own initial tokens and refills allow', () => {
    fc.assert(
      fc.property(
        fc.array(specArb, { minLength: 1, maxLength: 3 }),
        fc.array(
          opArb.filter((o) => o.kind !== 'add'),
          { maxLength: 60 },
        ),
        (specs, ops) => {
          const bucket = new Bucket4jBucket(specs, START);
          const initial = bucket.bandwidths.map((_, i) => bucket.bandwidthState(i).currentSize);
          const { granted, now } = run(bucket, ops);
          bucket.bandwidths.forEach((b, i) => {
            const elapsed = now - START;
            // greedy: refillTokens·elapsed/period; intervally: one refill per grid point passed (≤ elapsed/period + 1)
            const refills = b.refillIntervally
              ? b.refillTokens * (elapsed / b.refillPeriodNanos + 1n)
              : (b.refillTokens * elapsed) / b.refillPeriodNanos;
            expect(granted).toBeLessThanOrEqual(initial[i] + refills);
          });
        },
      ),
    );
  });

  it('refilling in steps equals refilling once (the carried remainder is exact)', () => {
    fc.assert(
      fc.property(
        specArb,
        fc.bigInt({ min: 0n, max: 1000n }),
        fc.array(fc.bigInt({ min: 0n, max: 3_000_000_000n }), { minLength: 1, maxLength: 20 }),
        (spec, drain, gaps) => {
          const stepped = new Bucket4jBucket([spec], START);
          const once = new Bucket4jBucket([spec], START);
          for (const b of [stepped, once]) if (drain > 0n) b.consumeIgnoringRateLimits(drain, START);
          let now = START;
          for (const g of gaps) {
            now += g;
            stepped.getAvailableTokens(now);
          }
          once.getAvailableTokens(now);
          expect(stepped.bandwidthState(0)).toEqual(once.bandwidthState(0));
        },
      ),
    );
  });

  it('a probe wait is tight: too early still refuses; greedy is ready 1 ns later (the wait is truncated)', () => {
    fc.assert(
      fc.property(specArb, fc.bigInt({ min: 0n, max: 2000n }), fc.bigInt({ min: 1n, max: 50n }), (spec, drain, n) => {
        const bucket = new Bucket4jBucket([spec], START);
        if (drain > 0n) bucket.consumeIgnoringRateLimits(drain, START);
        const wait = bucket.estimateAbilityToConsume(n, START).nanosToWaitForRefill;
        fc.pre(wait > 1n && wait !== LONG_MAX_VALUE);
        const probe = (at: bigint): boolean => {
          const copy = new Bucket4jBucket([spec], START);
          if (drain > 0n) copy.consumeIgnoringRateLimits(drain, START);
          return copy.tryConsume(n, at).consumed;
        };
        expect(probe(START + wait - 1n)).toBe(false);
        expect(probe(START + wait + (spec.refill === 'greedy' ? 1n : 0n))).toBe(true);
      }),
    );
  });

  it('a refused tryConsume changes nothing but the refill', () => {
    fc.assert(
      fc.property(specArb, fc.array(opArb, { maxLength: 30 }), fc.bigInt({ min: 1n, max: 2000n }), (spec, ops, n) => {
        const a = new Bucket4jBucket([spec], START);
        const b = new Bucket4jBucket([spec], START);
        const { now } = run(a, ops);
        run(b, ops);
        const refused = !a.tryConsume(n, now + 1n).consumed;
        b.getAvailableTokens(now + 1n);
        if (refused) expect(a.bandwidthState(0)).toEqual(b.bandwidthState(0));
      }),
    );
  });

  it('a reservation waits at most maxWait and consumes exactly n from every bandwidth', () => {
    fc.assert(
      fc.property(
        fc.array(specArb, { minLength: 1, maxLength: 3 }),
        fc.bigInt({ min: 1n, max: 3000n }),
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
        (specs, n, maxWait) => {
          const bucket = new Bucket4jBucket(specs, START);
          bucket.getAvailableTokens(START);
          const before = bucket.bandwidths.map((_, i) => bucket.bandwidthState(i).currentSize);
          const r = bucket.blockingTryConsume(n, maxWait, START);
          expect(r.parkNanos).toBeLessThanOrEqual(maxWait);
          bucket.bandwidths.forEach((_, i) => {
            expect(bucket.bandwidthState(i).currentSize).toBe(before[i] - (r.consumed ? n : 0n));
          });
        },
      ),
    );
  });
});
