import { describe, expect, it } from 'vitest';
import { getKeys, RedisRateLimiterScript } from '../../../src/engine/scg-redis';

const START = 1_700_000_000_400; // 400 ms into an epoch second, as in the header's example
const cfg = (replenishRate: number, burstCapacity: number, requestedTokens = 1) => ({
  replenishRate,
  burstCapacity,
  requestedTokens,
});

describe('request_rate_limiter.lua worked example (header): rate 5, capacity 10', () => {
  it('starts full, refills 5 at once on the absolute second boundary', () => {
    const s = new RedisRateLimiterScript();
    const first = Array.from({ length: 10 }, () => s.isAllowed(START, cfg(5, 10)));
    expect(first.every((r) => r.allowed)).toBe(true);
    expect(first[0].storedTokens).toBeNull(); // a missing key reads as a full bucket
    expect(first[9].response.tokensLeft).toBe(0);
    expect(s.tokens).toEqual({ value: 0, ttlSec: 4, expireAtMs: START + 4000 });

    expect(s.isAllowed(START + 100, cfg(5, 10)).allowed).toBe(false);
    expect(s.isAllowed(START + 599, cfg(5, 10)).allowed).toBe(false);
    const edge = s.isAllowed(START + 600, cfg(5, 10));
    expect([edge.now, edge.delta, edge.filledTokens, edge.response.tokensLeft]).toEqual([1_700_000_001, 1, 5, 4]);
  });

  it('keys expire after the TTL of idle; the next call starts from a full bucket', () => {
    const s = new RedisRateLimiterScript();
    s.isAllowed(START, cfg(5, 10));
    expect(s.isAllowed(START + 4000, cfg(5, 10)).expiredBefore).toBe(false); // now == expire time: still there
    const later = s.isAllowed(START + 8001, cfg(5, 10));
    expect([later.expiredBefore, later.storedTokens, later.response.tokensLeft]).toEqual([true, null, 9]);
  });
});

describe('request_rate_limiter.lua surprises', () => {
  it('a denied request consumes nothing but rewrites both keys (refreshing the TTL)', () => {
    const s = new RedisRateLimiterScript();
    s.isAllowed(START, cfg(1, 1));
    const denied = s.isAllowed(START + 500, cfg(1, 1));
    expect([denied.allowed, denied.wrote, s.tokens?.expireAtMs]).toEqual([false, true, START + 500 + 2000]);
  });

  it('requestedTokens > burstCapacity is always denied', () => {
    const s = new RedisRateLimiterScript();
    expect(s.isAllowed(START, cfg(5, 10, 11)).allowed).toBe(false);
    expect(s.isAllowed(START + 60_000, cfg(5, 10, 11)).allowed).toBe(false);
  });

  it('2 · capacity / rate < 1: TTL 0, nothing is stored and it never limits; capacity 0 denies all', () => {
    const s = new RedisRateLimiterScript();
    const runs = Array.from({ length: 50 }, () => s.isAllowed(START, cfg(20, 9)));
    expect(runs.every((r) => r.allowed && r.ttl === 0 && !r.wrote)).toBe(true);
    expect(s.tokens).toBeNull();
    expect(s.isAllowed(START, cfg(20, 0)).allowed).toBe(false);
  });

  it('a TTL too large for SETEX is a script error and the gateway fails open', () => {
    const s = new RedisRateLimiterScript();
    const r = s.isAllowed(START, cfg(1, 2 ** 62, 1));
    expect(r.scriptError).not.toBeNull();
    expect(r.response).toEqual({ allowed: true, tokensLeft: -1 });
    expect(s.tokens).toBeNull();
  });

  it('builds the gateway key names', () => {
    expect(getKeys('alice', 'route-1')).toEqual({
      tokensKey: 'request_rate_limiter.{route-1.alice}.tokens',
      timestampKey: 'request_rate_limiter.{route-1.alice}.timestamp',
    });
  });

  it('rejects what the Config annotations reject', () => {
    const s = new RedisRateLimiterScript();
    expect(() => s.isAllowed(START, cfg(0, 1))).toThrow(RangeError);
    expect(() => s.isAllowed(START, cfg(1, -1))).toThrow(RangeError);
    expect(() => s.isAllowed(START, cfg(1, 1, 0))).toThrow(RangeError);
  });
});
