/**
 * Envoy's HTTP local rate limit filter for one request (from source, not trace-checked): the essay's worked
 * example by hand, filter_enabled and filter_enforced (absent = 0 %, Envoy's default), the ≥ 50 ms fill_interval
 * rule, and a property against the exact stored-token bucket (exact-bucket.ts) through the filter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EnvoyLocalRateLimit, type EnvoyLocalRateLimitConfig } from '../../../src/engine/envoy';
import { exactBucket } from './exact-bucket';

const ALL = { numerator: 100, denominator: 'HUNDRED' } as const;
const NONE = { numerator: 0, denominator: 'HUNDRED' } as const;
const base: EnvoyLocalRateLimitConfig = {
  maxTokens: 2,
  tokensPerFill: 1,
  fillIntervalMs: 1000,
  filterEnabled: ALL,
  filterEnforced: ALL,
};
/** A draw stream counting up from 0: `k % 100` is k, so a numerator of n samples the first n of each hundred. */
function counter(): () => number {
  let k = 0;
  return () => k++;
}

describe('EnvoyLocalRateLimit', () => {
  it('follows the worked example: two allowed, then 429, and 0.6 tokens is still 429', () => {
    const f = new EnvoyLocalRateLimit(base, counter());
    expect([0, 0, 0, 0.6].map((t) => f.request(t).status)).toEqual(['ok', 'ok', 'limited', 'limited']);
  });

  it('filter_enforced 0 %: the same requests are rate limited but continue (shadow)', () => {
    const f = new EnvoyLocalRateLimit({ ...base, filterEnforced: NONE }, counter());
    expect([0, 0, 0, 0.6].map((t) => f.request(t).status)).toEqual(['ok', 'ok', 'shadow', 'shadow']);
  });

  it('an absent filter_enabled is Envoy’s 0 %: the filter does nothing and takes no token', () => {
    const f = new EnvoyLocalRateLimit({ ...base, filterEnabled: null }, counter());
    const d = [0, 0, 0].map((t) => f.request(t));
    expect(d.map((x) => x.status)).toEqual(['disabled', 'disabled', 'disabled']);
    expect(d[0].bucket).toBeNull();
    expect(f.bucket.remainingTokens(0)).toBe(2);
  });

  it('an absent filter_enforced is 0 % too: rate limited, never refused', () => {
    const f = new EnvoyLocalRateLimit({ ...base, filterEnforced: null }, counter());
    expect([0, 0, 0].map((t) => f.request(t).status)).toEqual(['ok', 'ok', 'shadow']);
  });

  it('samples with `draw % denominator < numerator`', () => {
    const draws = [7, 250, 1_000_049];
    const f = new EnvoyLocalRateLimit(
      { ...base, maxTokens: 100, filterEnabled: { numerator: 50, denominator: 'HUNDRED' } },
      () => draws.shift()!,
    );
    const d = [0, 0, 0].map((t) => f.request(t).enabled);
    expect(d.map((x) => x.value)).toEqual([7, 50, 49]);
    expect(d.map((x) => x.holds)).toEqual([true, false, true]);
    const m = new EnvoyLocalRateLimit(
      { ...base, filterEnabled: { numerator: 3, denominator: 'MILLION' } },
      () => 1_000_002,
    );
    expect(m.request(0).enabled).toMatchObject({ value: 2, denominator: 1_000_000, holds: true });
  });

  it('draws filter_enforced only for a rate-limited request', () => {
    let n = 0;
    const f = new EnvoyLocalRateLimit(base, () => n++);
    f.request(0);
    f.request(0);
    expect(n).toBe(2);
    expect(f.request(0).enforced).not.toBeNull();
    expect(n).toBe(4);
  });

  it('refuses what Envoy refuses: fill_interval under 50 ms, max_tokens or tokens_per_fill 0', () => {
    expect(() => new EnvoyLocalRateLimit({ ...base, fillIntervalMs: 49 }, counter())).toThrow(/fill_interval/);
    expect(() => new EnvoyLocalRateLimit({ ...base, maxTokens: 0 }, counter())).toThrow(/max_tokens/);
    expect(() => new EnvoyLocalRateLimit({ ...base, tokensPerFill: 0 }, counter())).toThrow(/tokens_per_fill/);
    expect(new EnvoyLocalRateLimit({ ...base, fillIntervalMs: 50 }, counter()).bucket.fillRate).toBe(20);
  });

  it('with both fractions at 100 %, refuses exactly what the exact stored-token bucket refuses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 50, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 400 }),
        (max, fill, intervalMs, times) => {
          times.sort((a, b) => a - b);
          const cfg = { ...base, maxTokens: max, tokensPerFill: fill, fillIntervalMs: intervalMs };
          const f = new EnvoyLocalRateLimit(cfg, counter());
          const exact = exactBucket(max, fill, intervalMs);
          let passed = 0;
          for (const tUs of times) {
            const want = exact(tUs);
            if (Math.abs(want.tokens - 1) < 1e-7) return; // a tie: the doubles decide
            const d = f.request((tUs * 1000) / 1e9);
            expect(d.status, `at ${tUs} µs`).toBe(want.pass ? 'ok' : 'limited');
            if (d.status === 'ok') passed++;
          }
          // never more than the full bucket plus what the rate refilled over the run
          const spanS = times[times.length - 1] / 1e6;
          expect(passed).toBeLessThanOrEqual(max + Math.floor((fill / (intervalMs / 1000)) * spanS));
        },
      ),
      { numRuns: 300 },
    );
  });
});
