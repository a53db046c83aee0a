import { describe, expect, it } from 'vitest';
import { Bucket4jBucket, type BandwidthSpec, type TokensInheritanceStrategy } from '../../../src/engine/bucket4j';

const MINUTE = 60_000_000_000n;
const greedy = (capacity: bigint, tokens = 10n, period = MINUTE, id?: string): BandwidthSpec => ({
  capacity,
  refill: 'greedy',
  refillTokens: tokens,
  refillPeriodNanos: period,
  ...(id === undefined ? {} : { id }),
});

/** A bucket of capacity 100 holding 40 tokens (no carried remainder), replaced at t = 0. */
function replacedTo(next: BandwidthSpec, strategy: TokensInheritanceStrategy): bigint {
  const bucket = new Bucket4jBucket([greedy(100n)], 0n);
  bucket.tryConsume(60n, 0n);
  bucket.replaceConfiguration([next], strategy, 0n);
  return bucket.bandwidthState(0).currentSize;
}

describe('replaceConfiguration (the TokensInheritanceStrategy Javadoc examples)', () => {
  it.each([
    ['PROPORTIONALLY', 200n, 80n],
    ['PROPORTIONALLY', 20n, 8n],
    ['AS_IS', 200n, 40n],
    ['AS_IS', 20n, 20n],
    ['ADDITIVE', 200n, 140n],
    ['ADDITIVE', 20n, 20n],
    ['RESET', 20n, 20n],
  ] as const)('%s to capacity %s: %s tokens', (strategy, capacity, tokens) => {
    expect(replacedTo(greedy(capacity, strategy === 'ADDITIVE' && capacity === 200n ? 200n : 10n), strategy)).toBe(
      tokens,
    );
  });

  it('ADDITIVE with the same capacity keeps the tokens (Javadoc example 3)', () => {
    const bucket = new Bucket4jBucket([greedy(100n)], 0n);
    bucket.tryConsume(90n, 0n);
    bucket.replaceConfiguration([greedy(100n, 20n)], 'ADDITIVE', 0n);
    expect(bucket.bandwidthState(0).currentSize).toBe(10n);
  });
});

describe('replaceConfiguration quirks kept from the source', () => {
  function withRemainder(): Bucket4jBucket {
    // greedy 10 per second, drained, then 50 ms: 5e8 token·ns carried
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1_000_000_000n, undefined)], 0n);
    bucket.tryConsume(10n, 0n);
    bucket.getAvailableTokens(50_000_000n);
    return bucket;
  }

  it('AS_IS carries the remainder as (long) scale · roundingError: halving the period drops it', () => {
    const halved = withRemainder();
    halved.replaceConfiguration([greedy(10n, 10n, 500_000_000n)], 'AS_IS', 50_000_000n);
    expect(halved.bandwidthState(0).roundingError).toBe(0n);
    const doubled = withRemainder();
    doubled.replaceConfiguration([greedy(10n, 10n, 2_000_000_000n)], 'AS_IS', 50_000_000n);
    expect(doubled.bandwidthState(0).roundingError).toBe(1_000_000_000n);
    expect(doubled.bandwidthState(0).lastRefillTimeNanos).toBe(50_000_000n);
  });

  it('PROPORTIONALLY turns the remainder into tokens and keeps the fraction as roundingError', () => {
    const bucket = withRemainder();
    // (0 + 5e8/1e9) · 30/10 = 1.5 → 1 token, 0.5 · 1e9 carried
    bucket.replaceConfiguration([greedy(30n, 10n, 1_000_000_000n)], 'PROPORTIONALLY', 50_000_000n);
    expect(bucket.bandwidthState(0)).toMatchObject({ currentSize: 1n, roundingError: 500_000_000n });
  });

  it('PROPORTIONALLY rounds a negative balance down and keeps a positive fraction', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1_000_000_000n)], 0n);
    bucket.consumeIgnoringRateLimits(13n, 0n); // −3
    bucket.replaceConfiguration([greedy(15n, 10n, 1_000_000_000n)], 'PROPORTIONALLY', 0n);
    // −3 · 1.5 = −4.5 → −5 with 0.5 carried
    expect(bucket.bandwidthState(0)).toMatchObject({ currentSize: -5n, roundingError: 500_000_000n });
  });

  it('two bandwidths without ids start afresh; with ids they inherit', () => {
    const specs = [greedy(100n), { ...greedy(10n, 10n, 1_000_000_000n) }];
    const bucket = new Bucket4jBucket(specs, 0n);
    bucket.tryConsume(5n, 0n);
    const d = bucket.replaceConfiguration(specs, 'AS_IS', 0n);
    expect(d.previousIndex).toEqual([null, null]);
    expect(bucket.bandwidthState(0).currentSize).toBe(100n);
    const named = [greedy(100n, 10n, MINUTE, 'minute'), greedy(10n, 10n, 1_000_000_000n, 'second')];
    const b2 = new Bucket4jBucket(named, 0n);
    b2.tryConsume(5n, 0n);
    const d2 = b2.replaceConfiguration([named[1], named[0]], 'AS_IS', 0n);
    expect(d2.previousIndex).toEqual([1, 0]);
    expect([b2.bandwidthState(0).currentSize, b2.bandwidthState(1).currentSize]).toEqual([5n, 95n]);
  });

  it('refuses a configuration that uses an id twice', () => {
    expect(() => new Bucket4jBucket([greedy(1n, 1n, MINUTE, 'a'), greedy(2n, 1n, MINUTE, 'a')], 0n)).toThrow(
      RangeError,
    );
  });
});
