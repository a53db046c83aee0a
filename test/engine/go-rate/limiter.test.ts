import { describe, expect, it } from 'vitest';
import { delayFrom, every, GoRateLimiter, Inf, InfDuration, MAX_INT64, timeSub } from '../../../src/engine/go-rate';

const MS = 1_000_000;

describe('x/time/rate worked example (limiter.ts header): NewLimiter(2, 3)', () => {
  it('starts full, then reservations go into debt with growing delays', () => {
    const lim = new GoRateLimiter(2, 3);
    expect(lim.tokensAt(0)).toBe(3);
    const first = lim.reserveN(0, 3);
    expect([first.ok, delayFrom(first, 0), lim.tokens]).toEqual([true, 0, 0]);
    const waits = [1, 2, 3].map(() => delayFrom(lim.reserveN(0, 1), 0));
    expect(waits).toEqual([500 * MS, 1000 * MS, 1500 * MS]);
    expect(lim.tokens).toBe(-3);
  });

  it('AllowN fails while in debt and changes nothing; ReserveN(n > burst) is never OK', () => {
    const lim = new GoRateLimiter(2, 3);
    for (const n of [3, 1, 1, 1]) lim.reserveN(0, n);
    const allow = lim.allowN(100 * MS, 1);
    expect(allow.ok).toBe(false);
    expect(allow.advance?.tokens).toBeCloseTo(-2.8, 12);
    expect(lim.tokens).toBe(-3);
    expect(lim.last).toBe(0);
    const big = lim.reserveN(100 * MS, 4);
    expect([big.ok, big.overBurst, delayFrom(big, 100 * MS)]).toEqual([false, true, InfDuration]);
    expect(lim.tokens).toBe(-3);
  });
});

describe('x/time/rate surprises', () => {
  it('AllowN(t, 0) fails while tokens are negative and passes otherwise', () => {
    const lim = new GoRateLimiter(10, 1);
    expect(lim.allowN(0, 0).ok).toBe(true);
    lim.allowN(0, 1);
    lim.reserveN(0, 1);
    expect(lim.tokens).toBe(-1);
    expect(lim.allowN(0, 0).ok).toBe(false);
  });

  it('SetLimitAt(Inf) freezes the state; a finite limit again refills to burst', () => {
    const lim = new GoRateLimiter(10, 5);
    lim.reserveN(0, 5);
    lim.reserveN(0, 5);
    expect(lim.tokens).toBe(-5);
    lim.setLimitAt(100 * MS, Inf);
    const frozen = lim.tokens;
    expect(frozen).toBeCloseTo(-4, 12);
    const r = lim.allowN(200 * MS, 1000);
    expect(r.ok && r.infLimit).toBe(true);
    expect(lim.tokens).toBe(frozen);
    expect(lim.last).toBe(100 * MS);
    expect(lim.tokensAt(300 * MS)).toBe(5); // elapsed × MaxFloat64 overflows past burst
    lim.setLimitAt(400 * MS, 10);
    expect(lim.tokens).toBe(5);
  });

  it('SetBurstAt lowers the burst without re-capping the stored tokens', () => {
    const lim = new GoRateLimiter(10, 5);
    lim.setBurstAt(0, 2);
    expect(lim.tokens).toBe(5);
    expect(lim.tokensAt(0)).toBe(2);
    expect(lim.allowN(0, 3).overBurst).toBe(true);
  });

  it('limit 0: ReserveN is OK with an infinite delay, lastEvent saturates ~292 years ahead', () => {
    const lim = new GoRateLimiter(0, 1);
    lim.allowN(0, 1);
    const r = lim.reserveN(MS, 1);
    expect(r.ok).toBe(true);
    expect(delayFrom(r, MS)).toBe(InfDuration);
    expect(timeSub(lim.lastEvent, 0)).toBe(MAX_INT64);
    expect(lim.tokensAt(10_000 * MS)).toBe(-1);
  });

  it('the delay is truncated toward zero: at limit 3 one token of debt waits 333 333 333 ns', () => {
    const lim = new GoRateLimiter(3, 1);
    lim.allowN(0, 1);
    const r = lim.reserveN(0, 1);
    expect(delayFrom(r, 0)).toBe(333_333_333);
    // Waiting exactly that long refills 0.999999999 tokens: still a hair below zero.
    const at = lim.tokensAt(333_333_333);
    expect(at).toBeLessThan(0);
    expect(at).toBeGreaterThan(-1e-8);
    // AllowN(0) passes anyway: the remaining debt needs less than 1 ns, and Duration() truncates it to 0.
    const zero = lim.allowN(333_333_333, 0);
    expect([zero.ok, zero.waitDuration]).toEqual([true, 0]);
    expect(lim.tokens).toBeLessThan(0);
  });

  it('CancelAt restores less for an older reservation, nothing after timeToAct', () => {
    const lim = new GoRateLimiter(1, 3);
    lim.reserveN(0, 3);
    const a = lim.reserveN(0, 2); // acts at 2 s
    const b = lim.reserveN(0, 1); // acts at 3 s
    expect(lim.cancelAt(a, 500 * MS).restoreTokens).toBe(2 - 1); // b already covers 1 s of a's tokens
    expect(lim.cancelAt(b, 3500 * MS).outcome).toBe('alreadyActed');
  });

  it('every(150 ms) is 1/0.15 tokens per second; every(0) is Inf', () => {
    expect(every(150 * MS)).toBe(1 / 0.15);
    expect(every(0)).toBe(Inf);
  });
});
