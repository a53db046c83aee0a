import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SentinelGoFlowResource,
  ThrottlingChecker,
  WarmUpTrafficShapingCalculator,
  type SentinelGoFlowRule,
  type ThrottlingCheck,
  type WarmUpCalculation,
} from '../../../src/engine/sentinel-go';
import { flowRule, T0 } from './helpers';

/** ms between arrivals: bursts, steady traffic, idle gaps. */
const gapArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 5000 }));
const batchArb = fc.integer({ min: 1, max: 4 });
const arrivalsArb = fc.array(fc.record({ gap: gapArb, batch: batchArb }), { maxLength: 80 });
const intervalArb = fc.constantFrom(0, 100, 250, 500, 700, 1000, 1500, 2000, 5000);

describe('sentinel-go flow properties', () => {
  it('Reject: the window a rule reads never holds more passes than its threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        intervalArb,
        arrivalsArb,
        (threshold, statIntervalInMs, arrivals) => {
          const r = new SentinelGoFlowResource('sim-resource', [flowRule({ threshold, statIntervalInMs })], T0);
          let now = T0;
          for (const a of arrivals) {
            now += a.gap;
            r.entry(a.batch, now);
            expect(r.controllers[0].readPassSum(now)).toBeLessThanOrEqual(threshold);
          }
        },
      ),
    );
  });

  it('Reject: no starvation, an entry within the threshold passes after an idle window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        intervalArb,
        arrivalsArb,
        (threshold, statIntervalInMs, arrivals) => {
          const r = new SentinelGoFlowResource('sim-resource', [flowRule({ threshold, statIntervalInMs })], T0);
          let now = T0;
          for (const a of arrivals) r.entry(a.batch, (now += a.gap));
          const idle = Math.max(statIntervalInMs, 1000) + 500;
          expect(r.entry(Math.min(threshold, 4), now + idle).passed).toBe(true);
        },
      ),
    );
  });

  it('Throttling: passes are spaced at least their interval apart on the timeline, waits never exceed the queue', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.integer({ min: 0, max: 2000 }),
        intervalArb,
        arrivalsArb,
        (threshold, maxQueueingTimeMs, statIntervalInMs, arrivals) => {
          const c = new ThrottlingChecker(maxQueueingTimeMs, statIntervalInMs, T0);
          let now = T0;
          let lastScheduled: number | null = null;
          for (const a of arrivals) {
            now += a.gap;
            const check: ThrottlingCheck = c.doCheck(a.batch, threshold, now);
            if (check.outcome !== 'expired' && check.outcome !== 'queued') continue;
            const scheduled = (now - T0) * 1_000_000 + check.waitNs;
            expect(check.waitNs).toBeLessThanOrEqual(maxQueueingTimeMs * 1_000_000);
            expect(c.lastPassedTimeNs).toBe(scheduled);
            expect(c.lastPassedTime).toBe(BigInt(T0) * 1_000_000n + BigInt(scheduled));
            if (lastScheduled !== null) expect(scheduled - lastScheduled).toBeGreaterThanOrEqual(check.intervalNs);
            lastScheduled = scheduled;
          }
        },
      ),
    );
  });

  it('WarmUp: 0 ≤ storedTokens ≤ maxToken and the allowance stays between threshold/coldFactor and threshold', () => {
    const ruleArb: fc.Arbitrary<SentinelGoFlowRule> = fc
      .record({
        threshold: fc.integer({ min: 1, max: 200 }),
        warmUpPeriodSec: fc.integer({ min: 1, max: 20 }),
        warmUpColdFactor: fc.integer({ min: 2, max: 6 }),
        controlBehavior: fc.constantFrom(0 as const, 1 as const),
      })
      .map((f) => flowRule({ ...f, tokenCalculateStrategy: 1, maxQueueingTimeMs: 500 }));
    fc.assert(
      fc.property(ruleArb, arrivalsArb, (rule, arrivals) => {
        const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
        const calc = r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator;
        fc.pre(calc.maxToken > calc.warningToken);
        let now = T0;
        for (const a of arrivals) {
          const d = r.entry(a.batch, (now += a.gap));
          const { allowedTokens } = d.checks[0].calculation as WarmUpCalculation;
          expect(calc.storedTokens).toBeGreaterThanOrEqual(0);
          expect(calc.storedTokens).toBeLessThanOrEqual(calc.maxToken);
          expect(allowedTokens).toBeGreaterThanOrEqual((rule.threshold / calc.coldFactor) * (1 - 1e-12));
          expect(allowedTokens).toBeLessThanOrEqual(rule.threshold * (1 + 1e-12));
        }
      }),
    );
  });
});
