import { describe, expect, it } from 'vitest';
import { bandwidthIssues, Bucket4jBucket, LONG_MAX_VALUE, type BandwidthSpec } from '../../../src/engine/bucket4j';

const MS = 1_000_000n;
const greedy = (capacity: bigint, tokens: bigint, periodMs: bigint, initialTokens?: bigint): BandwidthSpec => ({
  capacity,
  refill: 'greedy',
  refillTokens: tokens,
  refillPeriodNanos: periodMs * MS,
  ...(initialTokens === undefined ? {} : { initialTokens }),
});

describe('blocking tryConsume reserves (bucket.ts worked example)', () => {
  it('passes 10 at once, parks 100 ms for the 11th, refuses 10 more within 1 s', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n)], 0n);
    expect(bucket.blockingTryConsume(10n, 1n, 0n)).toMatchObject({ consumed: true, parkNanos: 0n });
    expect(bucket.blockingTryConsume(1n, 1000n * MS, 0n)).toMatchObject({ consumed: true, parkNanos: 100n * MS });
    expect(bucket.bandwidthState(0).currentSize).toBe(-1n);
    const refused = bucket.blockingTryConsume(10n, 1000n * MS, 0n);
    expect(refused).toMatchObject({ consumed: false, parkNanos: 0n, nanosToCloseDeficit: 1100n * MS });
    expect(bucket.bandwidthState(0).currentSize).toBe(-1n);
  });

  it('does not check capacity: 11 tokens of a 10-token bucket are reservable, a probe says never', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n)], 0n);
    expect(bucket.estimateAbilityToConsume(11n, 0n).nanosToWaitForRefill).toBe(LONG_MAX_VALUE);
    expect(bucket.blockingTryConsume(11n, 1000n * MS, 0n)).toMatchObject({ consumed: true, parkNanos: 100n * MS });
  });
});

describe('probes', () => {
  it('remainingTokens is clamped at 0 while availableTokens can be negative', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n, 0n)], 0n);
    expect(bucket.consumeIgnoringRateLimits(30n, 0n).penaltyNanos).toBe(3000n * MS);
    const probe = bucket.tryConsumeAndReturnRemaining(1n, 0n);
    expect(probe).toMatchObject({ consumed: false, remainingTokens: 0n, availableTokens: -30n });
    // deficit 31 tokens at 10/s; a full bucket needs 40
    expect(probe.nanosToWaitForRefill).toBe(3100n * MS);
    expect(probe.nanosToWaitForReset).toBe(4000n * MS);
    expect(bucket.getAvailableTokens(0n).availableTokens).toBe(-30n);
  });

  it('consumed probe: remaining = available − n, reset wait measured after consuming', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n)], 0n);
    const probe = bucket.tryConsumeAndReturnRemaining(4n, 0n);
    expect(probe).toMatchObject({ consumed: true, remainingTokens: 6n, nanosToWaitForRefill: 0n });
    expect(probe.nanosToWaitForReset).toBe(400n * MS);
  });

  it('the greedy wait subtracts the carried rounding error', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n, 0n)], 0n);
    const e = bucket.estimateAbilityToConsume(1n, 50n * MS);
    expect(e.refills[0].roundingErrorAfter).toBe(500_000_000n);
    expect(e).toMatchObject({ canBeConsumed: false, nanosToWaitForRefill: 50n * MS });
  });
});

describe('a truncated greedy wait', () => {
  it('3 per second: the probe says 333333333 ns, but the token is there only 1 ns later', () => {
    const fresh = (): Bucket4jBucket => new Bucket4jBucket([greedy(3n, 3n, 1000n, 0n)], 0n);
    const wait = fresh().estimateAbilityToConsume(1n, 0n).nanosToWaitForRefill;
    expect(wait).toBe(333_333_333n);
    expect(fresh().tryConsume(1n, wait).consumed).toBe(false);
    expect(fresh().tryConsume(1n, wait + 1n).consumed).toBe(true);
  });
});

describe('several bandwidths', () => {
  const specs: BandwidthSpec[] = [
    greedy(10n, 10n, 10_000n),
    { capacity: 3n, refill: 'intervally', refillTokens: 3n, refillPeriodNanos: 1000n * MS },
  ];

  it('consumes from all, reports the min remaining and the max wait', () => {
    const bucket = new Bucket4jBucket(specs, 0n);
    expect(bucket.tryConsumeAsMuchAsPossible(100n, 0n).consumedTokens).toBe(3n);
    expect(bucket.bandwidthState(0).currentSize).toBe(7n);
    const probe = bucket.tryConsumeAndReturnRemaining(1n, 0n);
    expect(probe.refillWaits.map((w) => w.delayNanos)).toEqual([0n, 1000n * MS]);
    expect(probe.nanosToWaitForRefill).toBe(1000n * MS);
    // the greedy one needs 3 s to get back its 3 tokens
    expect(probe.nanosToWaitForReset).toBe(3000n * MS);
  });

  it('intervally waits: next refill, one period more, then whole periods', () => {
    const bucket = new Bucket4jBucket(
      [{ capacity: 100n, refill: 'intervally', refillTokens: 3n, refillPeriodNanos: 1000n * MS, initialTokens: 0n }],
      0n,
    );
    const at = 200n * MS;
    expect(bucket.estimateAbilityToConsume(3n, at).nanosToWaitForRefill).toBe(800n * MS);
    expect(bucket.estimateAbilityToConsume(5n, at).nanosToWaitForRefill).toBe(1800n * MS);
    expect(bucket.estimateAbilityToConsume(7n, at).nanosToWaitForRefill).toBe(2800n * MS);
  });
});

describe('adding tokens and reset', () => {
  it('addTokens caps at capacity; forceAddTokens does not, and refill pauses above it', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n, 0n)], 0n);
    bucket.addTokens(30n, 0n);
    expect(bucket.bandwidthState(0).currentSize).toBe(10n);
    bucket.forceAddTokens(10n, 0n);
    expect(bucket.getAvailableTokens(5000n * MS).availableTokens).toBe(20n);
    bucket.consumeIgnoringRateLimits(30n, 5000n * MS);
    bucket.reset(5000n * MS);
    expect(bucket.bandwidthState(0)).toMatchObject({ currentSize: 10n, roundingError: 0n });
  });

  it('forceAddTokens pins a wrapped sum at Long.MAX_VALUE', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n)], 0n);
    bucket.forceAddTokens(LONG_MAX_VALUE, 0n);
    expect(bucket.bandwidthState(0).currentSize).toBe(LONG_MAX_VALUE);
  });
});

describe('argument and builder checks', () => {
  it('throws for non-positive tokens and waits, as upstream does', () => {
    const bucket = new Bucket4jBucket([greedy(10n, 10n, 1000n)], 0n);
    expect(() => bucket.tryConsume(0n, 0n)).toThrow(RangeError);
    expect(() => bucket.blockingTryConsume(1n, 0n, 0n)).toThrow(RangeError);
    expect(() => bucket.addTokens(0n, 0n)).toThrow(RangeError);
    expect(() => new Bucket4jBucket([], 0n)).toThrow(RangeError);
  });

  it('reports the builder complaints', () => {
    expect(bandwidthIssues(greedy(0n, 10n, 1000n))).toHaveLength(1);
    expect(bandwidthIssues({ capacity: 1n, refill: 'greedy', refillTokens: 10n, refillPeriodNanos: 5n })).toHaveLength(
      1,
    );
    expect(
      bandwidthIssues({
        capacity: 10n,
        refill: 'intervallyAlignedWithAdaptiveInitialTokens',
        refillTokens: 1n,
        refillPeriodNanos: 1000n,
        timeOfFirstRefillMillis: 0n,
        initialTokens: 2n,
      }),
    ).toHaveLength(1);
    expect(bandwidthIssues(greedy(10n, 10n, 1000n))).toEqual([]);
  });
});
