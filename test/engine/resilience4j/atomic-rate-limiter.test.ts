import { describe, expect, it } from 'vitest';
import { AtomicRateLimiter, LONG_MAX_VALUE } from '../../../src/engine/resilience4j';

const MS = 1_000_000;
const S = 1_000_000_000;

function limiter(limitForPeriod: number, periodNs: number, timeoutNs: number): AtomicRateLimiter {
  return new AtomicRateLimiter({ limitForPeriod, limitRefreshPeriodNs: periodNs, timeoutNs });
}

describe('AtomicRateLimiter worked example (header): L 5, P 1 s, timeout 500 ms', () => {
  it('runs the example step by step', () => {
    const lim = limiter(5, S, 500 * MS);
    for (let i = 0; i < 5; i++) expect(lim.acquirePermission(250 * MS, 1).acquired).toBe(true);
    expect(lim.state.activePermissions).toBe(0);

    const refused = lim.acquirePermission(250 * MS, 1);
    expect([refused.acquired, refused.parkedNs, refused.step.nanosToWait]).toEqual([false, 500 * MS, 750 * MS]);
    expect(lim.state.activePermissions).toBe(0);

    const five = lim.acquirePermission(500 * MS, 5);
    expect([five.acquired, five.parkedNs, five.step.fullCyclesToWait]).toEqual([true, 500 * MS, 0]);
    expect(lim.state.activePermissions).toBe(-5);

    const one = lim.acquirePermission(500 * MS, 1);
    expect([one.acquired, one.step.fullCyclesToWait, one.step.nanosToWait]).toEqual([false, 1, 1500 * MS]);

    const later = lim.acquirePermission(3 * S, 1);
    expect([later.step.availablePermissions, lim.state.activePermissions]).toEqual([5, 4]);
  });
});

describe('AtomicRateLimiter surprises', () => {
  it('2× at the edge: L just before a cycle edge and L right after it (timeout 0)', () => {
    const lim = limiter(5, S, 0);
    const before = Array.from({ length: 6 }, () => lim.acquirePermission(999 * MS, 1).acquired);
    const after = Array.from({ length: 6 }, () => lim.acquirePermission(1000 * MS, 1).acquired);
    expect(before.filter(Boolean)).toHaveLength(5);
    expect(after.filter(Boolean)).toHaveLength(5);
  });

  it('permits > limitForPeriod pass with a long timeout, waiting whole cycles', () => {
    const lim = limiter(5, S, 20 * S);
    lim.acquirePermission(0, 5);
    lim.acquirePermission(0, 5);
    const six = lim.acquirePermission(0, 6);
    expect([six.acquired, six.parkedNs, lim.state.activePermissions]).toEqual([true, 3 * S, -11]);
  });

  it('reservePermission returns the wait or −1 and never parks', () => {
    const lim = limiter(1, S, 500 * MS);
    expect(lim.reservePermission(0, 1).returned).toBe(0);
    expect(lim.reservePermission(600 * MS, 1).returned).toBe(400 * MS);
    expect(lim.reservePermission(600 * MS, 1).returned).toBe(-1);
  });

  it('drainPermissions forgets reservations in the same cycle and adds the stale debt after a roll-over', () => {
    const same = limiter(5, S, 2 * S);
    same.acquirePermission(0, 5);
    same.acquirePermission(0, 3);
    expect(same.state.activePermissions).toBe(-3);
    same.drainPermissions(100 * MS);
    expect(same.state.activePermissions).toBe(0);

    const rolled = limiter(5, S, 2 * S);
    rolled.acquirePermission(0, 5);
    rolled.acquirePermission(0, 3);
    rolled.drainPermissions(1500 * MS);
    expect(rolled.state.activePermissions).toBe(5); // min(−3 + 5, 5) − (−3)
  });

  it('changeLimitForPeriod keeps this cycle, applies to waits at once and from the next roll-over', () => {
    const lim = limiter(1, S, 3 * S);
    lim.acquirePermission(0, 1);
    expect(lim.metricsAt(200 * MS).nanosToWait).toBe(800 * MS);
    lim.acquirePermission(200 * MS, 2); // 2 of L = 1: one extra cycle
    expect(lim.state.nanosToWait).toBe(1800 * MS);
    lim.changeLimitForPeriod(5);
    expect(lim.state.activePermissions).toBe(-2);
    expect(lim.metricsAt(300 * MS).nanosToWait).toBe(700 * MS);
    expect(lim.metricsAt(1000 * MS).availablePermissions).toBe(3);
  });

  it('metricsAt is read-only', () => {
    const lim = limiter(2, S, 0);
    lim.acquirePermission(0, 2);
    const before = { ...lim.state };
    expect(lim.metricsAt(5 * S)).toEqual({ availablePermissions: 2, nanosToWait: 0, cycle: 5 });
    expect(lim.state).toEqual(before);
  });

  it('huge timeouts and periods stay exact in Java long arithmetic', () => {
    const lim = new AtomicRateLimiter({
      limitForPeriod: 1,
      limitRefreshPeriodNs: 10n ** 17n,
      timeoutNs: LONG_MAX_VALUE,
    });
    lim.acquirePermission(0, 1);
    const r = lim.reservePermission(1, 3);
    expect(r.returned).toBe(3n * 10n ** 17n - 1n);
  });

  it('rejects what RateLimiterConfig rejects', () => {
    expect(() => limiter(0, S, 0)).toThrow(RangeError);
    expect(() => limiter(1, 0, 0)).toThrow(RangeError);
    expect(() => limiter(1, S, -1)).toThrow(RangeError);
  });
});
