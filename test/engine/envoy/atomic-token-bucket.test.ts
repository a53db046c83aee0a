/**
 * Envoy's AtomicTokenBucketImpl (from source, not trace-checked): the worked example of its essay computed by
 * hand, its quirks (starts full, a fraction kept as time, the max cap, the one-token-a-year floor), and a
 * property against an independent bucket that stores its tokens in exact integers (exact-bucket.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AtomicTokenBucket, K_MIN_FILL_RATE } from '../../../src/engine/envoy';
import { exactBucket } from './exact-bucket';

const ONE = (total: number) => (total < 1 ? 0 : 1);

describe('AtomicTokenBucket', () => {
  it('follows the worked example (max_tokens 3, 1 token/s)', () => {
    const b = new AtomicTokenBucket(3, 0, 1);
    expect(b.timeInSeconds).toBe(-3);
    expect([0, 0, 0, 0].map((t) => b.consume(t, ONE).consumed)).toEqual([1, 1, 1, 0]);
    expect(b.timeInSeconds).toBe(0);
    const half = b.consume(0.5, ONE);
    expect(half).toEqual({ timeOld: 0, totalTokens: 0.5, consumed: 0, timeNew: 0 });
    const one = b.consume(1, ONE);
    expect(one).toEqual({ timeOld: 0, totalTokens: 1, consumed: 1, timeNew: 1 });
    const late = b.consume(10, ONE);
    expect(late.totalTokens).toBe(3);
    expect(late.timeNew).toBe(8);
  });

  it('starts full: max_tokens requests pass at once, the next is refused', () => {
    const b = new AtomicTokenBucket(5, 0, 2);
    const taken = Array.from({ length: 7 }, () => b.consume(0, ONE).consumed);
    expect(taken).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  it('keeps a fraction as time: a refusal at 0.5 tokens does not delay the token due at 1', () => {
    const b = new AtomicTokenBucket(1, 0, 1);
    expect(b.consume(0, ONE).consumed).toBe(1);
    expect(b.consume(0.5, ONE).consumed).toBe(0);
    expect(b.consume(0.999, ONE).consumed).toBe(0);
    expect(b.consume(1, ONE).consumed).toBe(1);
  });

  it('caps at max_tokens however long it was idle', () => {
    const b = new AtomicTokenBucket(4, 0, 1);
    expect(b.remainingTokens(1000)).toBe(4);
    const taken = Array.from({ length: 6 }, () => b.consume(1000, ONE).consumed);
    expect(taken).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it('can give one token fewer than max_tokens at one instant: the time round trip rounds down', () => {
    // 1000 − 999.7 is not 0.3 in doubles: after three tokens at 1000 s the fourth sees 0.99999999999909
    const b = new AtomicTokenBucket(4, 0, 10);
    const seen = Array.from({ length: 4 }, () => b.consume(1000, ONE));
    expect(seen.map((c) => c.consumed)).toEqual([1, 1, 1, 0]);
    expect(seen[3].totalTokens).toBeLessThan(1);
    expect(seen[3].totalTokens).toBeGreaterThan(1 - 1e-11);
  });

  it('refills continuously: 10 tokens per 1 s is one every 100 ms, not ten at each second', () => {
    const b = new AtomicTokenBucket(1, 0, 10 / 1);
    expect([0, 0.15, 0.3, 0.35, 0.45].map((t) => b.consume(t, ONE).consumed)).toEqual([1, 1, 1, 0, 1]);
  });

  it('never fills slower than one token a year, and takes |fill_rate|', () => {
    expect(new AtomicTokenBucket(1, 0, 0).fillRate).toBe(K_MIN_FILL_RATE);
    expect(new AtomicTokenBucket(1, 0, -2).fillRate).toBe(2);
    expect(K_MIN_FILL_RATE * 365 * 24 * 3600).toBeCloseTo(1, 12);
  });

  it('remainingTokens is read-only', () => {
    const b = new AtomicTokenBucket(2, 0, 1);
    b.consume(0, ONE);
    b.consume(0, ONE);
    expect(b.remainingTokens(0.4)).toBeCloseTo(0.4, 12);
    expect(b.remainingTokens(0.4)).toBeCloseTo(0.4, 12);
    expect(b.consume(0.4, ONE).consumed).toBe(0);
  });

  it('decides as a bucket that stores its tokens exactly (up to the first exact tie)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 50, max: 60_000 }),
        fc.array(fc.integer({ min: 0, max: 20_000_000 }), { minLength: 1, maxLength: 300 }),
        (max, fill, intervalMs, times) => {
          times.sort((a, b) => a - b);
          const engine = new AtomicTokenBucket(max, 0, fill / (intervalMs / 1000));
          const exact = exactBucket(max, fill, intervalMs);
          for (const tUs of times) {
            const want = exact(tUs);
            const got = engine.consume((tUs * 1000) / 1e9, ONE);
            // about one token: IEEE rounding of the time decides, in Envoy too (see the test above)
            if (Math.abs(want.tokens - 1) < 1e-7) break;
            expect(got.consumed === 1, `at ${tUs} µs (exact tokens ${want.tokens})`).toBe(want.pass);
            expect(got.totalTokens).toBeCloseTo(want.tokens, 6);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
