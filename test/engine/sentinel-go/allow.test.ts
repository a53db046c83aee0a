import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SentinelGoFlowResource, type SentinelGoFlowRule } from '../../../src/engine/sentinel-go';
import { flowRule, T0 } from './helpers';

const gapArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 5000 }));
const arrivalsArb = fc.array(fc.record({ gap: gapArb, batch: fc.integer({ min: 0, max: 4 }) }), { maxLength: 80 });
const intervalArb = fc.constantFrom(0, 100, 250, 500, 700, 1000, 1500, 2000, 5000);
const ruleArb: fc.Arbitrary<SentinelGoFlowRule> = fc.oneof(
  // Direct + Reject, the record-free path's rule, on every kind of statistic
  fc.record({ threshold: fc.integer({ min: 0, max: 12 }), statIntervalInMs: intervalArb }).map((f) => flowRule(f)),
  fc
    .record({ threshold: fc.double({ min: 0, max: 12, noNaN: true }), statIntervalInMs: intervalArb })
    .map((f) => flowRule(f)),
  // any other rule sends the whole resource to entry
  fc
    .record({ threshold: fc.integer({ min: 1, max: 12 }), maxQueueingTimeMs: fc.integer({ min: 0, max: 500 }) })
    .map((f) => flowRule({ ...f, controlBehavior: 1 })),
  fc
    .record({ threshold: fc.integer({ min: 1, max: 12 }), warmUpPeriodSec: fc.integer({ min: 1, max: 5 }) })
    .map((f) => flowRule({ ...f, tokenCalculateStrategy: 1, warmUpColdFactor: 3 })),
);

/** Every bucket of every ring the resource writes: what a later decision can read. */
function rings(r: SentinelGoFlowResource): unknown {
  return [r.node.arr.buckets, r.controllers.map((tc) => tc.boundStat.writeOnlyMetric?.buckets ?? null)];
}

describe('SentinelGoFlowResource.allow', () => {
  it('gives the verdicts of entry and leaves the same windows, with one to three rules of any kind', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 3 }), arrivalsArb, (rules, arrivals) => {
        const fast = new SentinelGoFlowResource('sim-resource', rules, T0);
        const recorded = new SentinelGoFlowResource('sim-resource', rules, T0);
        let now = T0;
        for (const a of arrivals) {
          now += a.gap;
          expect(fast.allow(a.batch, now)).toBe(recorded.entry(a.batch, now).passed);
          expect(rings(fast)).toEqual(rings(recorded));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('blocks at the first Reject rule whose window is full, as entry does (threshold 2, then 5)', () => {
    const rules = [flowRule({ threshold: 5 }), flowRule({ threshold: 2, statIntervalInMs: 100 })];
    const r = new SentinelGoFlowResource('sim-resource', rules, T0);
    // the 100 ms rule (its own ring) holds 2 per 100 ms; the 1 s rule 5 per second
    expect([1, 2, 3].map((k) => r.allow(1, T0 + k))).toEqual([true, true, false]);
    expect([1, 2, 3, 4].map((k) => r.allow(1, T0 + 100 + k))).toEqual([true, true, false, false]);
    expect(r.allow(1, T0 + 200)).toBe(true);
    expect(r.allow(1, T0 + 300)).toBe(false); // 5 passes in the 1 s window
    expect(() => r.allow(-1, T0 + 300)).toThrow(RangeError);
  });
});
