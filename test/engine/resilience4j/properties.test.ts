import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AtomicRateLimiter } from '../../../src/engine/resilience4j';

const configArb = fc.record({
  limitForPeriod: fc.integer({ min: 1, max: 10 }),
  limitRefreshPeriodNs: fc.integer({ min: 1, max: 2_000_000_000 }),
  timeoutNs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000_000 })),
});
const callArb = fc.record({
  gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300_000_000 }), fc.integer({ min: 0, max: 5_000_000_000 })),
  permits: fc.integer({ min: 1, max: 12 }),
  reserve: fc.boolean(),
});

describe('AtomicRateLimiter invariants', () => {
  it('callers that do not wait never get more than limitForPeriod in one cycle', () => {
    fc.assert(
      fc.property(configArb, fc.array(callArb, { maxLength: 80 }), (config, calls) => {
        const lim = new AtomicRateLimiter({ ...config, timeoutNs: 0 });
        const perCycle = new Map<number, number>();
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          const passed = c.reserve
            ? lim.reservePermission(t, c.permits).returned === 0
            : lim.acquirePermission(t, c.permits).acquired;
          if (!passed) continue;
          const cycle = Math.floor(t / config.limitRefreshPeriodNs);
          perCycle.set(cycle, (perCycle.get(cycle) ?? 0) + c.permits);
          expect(perCycle.get(cycle)).toBeLessThanOrEqual(config.limitForPeriod);
        }
      }),
    );
  });

  it('with waiting, everything granted by the end of a cycle fits L per cycle elapsed (no drains, fixed config)', () => {
    fc.assert(
      fc.property(configArb, fc.array(callArb, { maxLength: 80 }), (config, calls) => {
        const lim = new AtomicRateLimiter(config);
        let t = 0;
        let granted = 0;
        let lastActNs = 0;
        for (const c of calls) {
          t += c.gap;
          const r = c.reserve ? lim.reservePermission(t, c.permits) : null;
          const a = r ? null : lim.acquirePermission(t, c.permits);
          const waitNs = r ? Number(r.returned) : a!.acquired ? Number(a!.parkedNs) : -1;
          if (waitNs < 0) continue;
          granted += c.permits;
          lastActNs = Math.max(lastActNs, t + waitNs);
          const cyclesSoFar = Math.floor(lastActNs / config.limitRefreshPeriodNs) + 1;
          expect(granted).toBeLessThanOrEqual(config.limitForPeriod * cyclesSoFar);
        }
      }),
    );
  });

  it('acquirePermission parks the wait when it fits the timeout, else exactly the timeout', () => {
    fc.assert(
      fc.property(configArb, fc.array(callArb, { maxLength: 60 }), (config, calls) => {
        const lim = new AtomicRateLimiter(config);
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          const a = lim.acquirePermission(t, c.permits);
          if (a.acquired) {
            expect(a.parkedNs).toBe(a.step.nanosToWait);
            expect(a.parkedNs).toBeLessThanOrEqual(config.timeoutNs);
          } else {
            expect(a.parkedNs).toBe(config.timeoutNs);
            expect(a.step.next.activePermissions).toBe(a.step.availablePermissions); // nothing taken
          }
        }
      }),
    );
  });

  it('reservePermission and acquirePermission make the same state changes', () => {
    fc.assert(
      fc.property(configArb, fc.array(callArb, { maxLength: 60 }), (config, calls) => {
        const a = new AtomicRateLimiter(config);
        const b = new AtomicRateLimiter(config);
        let t = 0;
        for (const c of calls) {
          t += c.gap;
          const acq = a.acquirePermission(t, c.permits);
          const res = b.reservePermission(t, c.permits);
          expect(res.returned >= 0).toBe(acq.acquired);
          expect(b.state).toEqual(a.state);
        }
      }),
    );
  });
});
