import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AtomicRateLimiter, type JLong } from '../../../src/engine/resilience4j';

/** The state's numbers, comparable with toEqual (a bigint and a number never compare equal). */
function numbers(lim: AtomicRateLimiter): [JLong, number, JLong] {
  const s = lim.state;
  return [s.activeCycle, s.activePermissions, s.nanosToWait];
}

const configArb = fc.record({
  limitForPeriod: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constant(2147483647)),
  limitRefreshPeriodNs: fc.oneof(
    fc.integer({ min: 1, max: 2_000_000_000 }),
    fc.constant(1),
    // periods where the cycle sums leave the safe integers, and a bigint one: the exact path's ground
    fc.constant(2 ** 52),
    fc.constant(2n ** 62n),
  ),
  timeoutNs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000_000 }), fc.constant(2n ** 63n - 1n)),
});
const callArb = fc.record({
  gap: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 300_000_000 }),
    fc.integer({ min: 0, max: 5_000_000_000 }),
    fc.constant(2 ** 51),
  ),
  permits: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(2147483647), fc.constant(0)),
  // now and then the decide side is also read or used the recorded way, so its state object is handed out
  look: fc.constantFrom('none', 'none', 'none', 'state', 'acquire', 'drain'),
});

describe('AtomicRateLimiter.decide', () => {
  it('decides and changes the state as acquirePermission does, on random calls (fast path or not)', () => {
    fc.assert(
      fc.property(configArb, fc.array(callArb, { maxLength: 80 }), (config, calls) => {
        const fast = new AtomicRateLimiter(config);
        const recorded = new AtomicRateLimiter(config);
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          if (c.look === 'state') {
            // reading the state hands its object out: the next decide must not write it
            const before = fast.state;
            const seen = numbers(fast);
            expect(fast.decide(t, c.permits)).toBe(recorded.acquirePermission(t, c.permits).acquired);
            expect([before.activeCycle, before.activePermissions, before.nanosToWait]).toEqual(seen);
            expect(numbers(fast)).toEqual(numbers(recorded));
            continue;
          }
          expect(fast.decide(t, c.permits)).toBe(recorded.acquirePermission(t, c.permits).acquired);
          if (c.look === 'acquire') {
            expect(fast.acquirePermission(t, 1).acquired).toBe(recorded.acquirePermission(t, 1).acquired);
          } else if (c.look === 'drain') {
            expect(fast.drainPermissions(t).next).toEqual(recorded.drainPermissions(t).next);
          }
        }
        expect(numbers(fast)).toEqual(numbers(recorded));
      }),
      { numRuns: 400 },
    );
  });

  it('a wait of 2^53 ns or more leaves the number path: the state holds it exactly, as acquirePermission does', () => {
    const config = { limitForPeriod: 1, limitRefreshPeriodNs: 2 ** 52, timeoutNs: 2n ** 63n - 1n };
    const fast = new AtomicRateLimiter(config);
    const recorded = new AtomicRateLimiter(config);
    // 1 left of cycle 0, 3 asked: 2^52 ns to cycle 1, one more full cycle: 2^53 ns, past the safe integers
    expect(fast.decide(0, 3)).toBe(recorded.acquirePermission(0, 3).acquired);
    expect(numbers(fast)).toEqual(numbers(recorded));
    expect(fast.state.nanosToWait).toBe(2n ** 53n);
  });

  it('writes no state object a record handed out', () => {
    const lim = new AtomicRateLimiter({ limitForPeriod: 2, limitRefreshPeriodNs: 1_000_000_000, timeoutNs: 0 });
    const step = lim.acquirePermission(0, 1).step;
    expect(lim.decide(10, 1)).toBe(true);
    expect(lim.decide(20, 1)).toBe(false);
    // the record's next state is still what that call left: one permission in cycle 0
    expect([step.next.activeCycle, step.next.activePermissions, step.next.nanosToWait]).toEqual([0, 1, 0]);
    expect(numbers(lim)).toEqual([0, 0, 999_999_980]);
  });
});
