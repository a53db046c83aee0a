import { describe, expect, it } from 'vitest';
import {
  SentinelGoFlowResource,
  WarmUpTrafficShapingCalculator,
  type ThrottlingChecker,
} from '../../../src/engine/sentinel-go';
import { flowRule, T0 } from './helpers';

describe('loadRules (reloading, as buildResourceTrafficShapingController does)', () => {
  it('the same rules again change nothing: the controller and its state stay', () => {
    const rule = flowRule({ controlBehavior: 1, threshold: 5, maxQueueingTimeMs: 500 });
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    const tc = r.controllers[0];
    r.entry(1, T0);
    expect(r.loadRules([{ ...rule }], T0 + 10)).toEqual({ updated: false, controllers: [] });
    expect(r.controllers[0]).toBe(tc);
  });

  it('an equal rule among changed ones keeps its controller; a changed Reject rule reads the old window', () => {
    const keep = flowRule({ controlBehavior: 1, threshold: 5, maxQueueingTimeMs: 500 });
    const change = flowRule({ threshold: 5 });
    const r = new SentinelGoFlowResource('sim-resource', [keep, change], T0);
    const kept = r.controllers[0];
    for (let i = 0; i < 3; i++) r.entry(1, T0);
    const d = r.loadRules([keep, { ...change, threshold: 4 }], T0 + 10);
    expect(d.controllers).toEqual([
      { origin: 'kept', previousIndex: 0 },
      { origin: 'reusedStat', previousIndex: 1 },
    ]);
    expect(r.controllers[0]).toBe(kept);
    // the new threshold-4 controller still sees the 3 passes
    expect(r.controllers[1].readPassSum(T0 + 10)).toBe(3);
    // the kept Throttling timeline still holds the two queued entries (lastPassedTime 400 ms): blocked by it
    expect(r.entry(1, T0 + 10)).toMatchObject({ passed: false, blockedBy: 0 });
  });

  it('a changed Throttling rule starts a new timeline', () => {
    const rule = flowRule({ controlBehavior: 1, threshold: 5, maxQueueingTimeMs: 500 });
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    r.entry(1, T0);
    r.entry(1, T0);
    r.loadRules([{ ...rule, threshold: 10 }], T0 + 1);
    expect((r.controllers[0].flowChecker as ThrottlingChecker).lastPassedTime).toBe(0n);
    expect(r.entry(1, T0 + 1)).toMatchObject({ passed: true, waitNs: 0 });
  });

  it('warmUpColdFactor 0: upstream rewrote the stored rule to 3, so reloading the same rule restarts cold', () => {
    const rule = flowRule({ tokenCalculateStrategy: 1, threshold: 10, warmUpPeriodSec: 5, warmUpColdFactor: 0 });
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    for (let s = 0; s < 8; s++) for (let i = 0; i < 10; i++) r.entry(1, T0 + 1000 * s);
    const warm = r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator;
    expect(warm.storedTokens).toBeLessThan(warm.maxToken);
    expect(r.loadRules([{ ...rule }], T0 + 8000).controllers).toEqual([{ origin: 'reusedStat', previousIndex: 0 }]);
    const cold = r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator;
    expect(cold).not.toBe(warm);
    const previousQps = r.controllers[0].readPreviousPassQps(T0 + 8000);
    r.entry(1, T0 + 8000);
    // cold again: filled to maxToken, minus what the shared window passed one bucket ago
    expect(previousQps).toBeGreaterThan(0);
    expect(cold.storedTokens).toBe(cold.maxToken - Math.trunc(previousQps));
    // with an explicit factor 3 the same reload is a no-op
    const explicit = new SentinelGoFlowResource('sim-resource', [{ ...rule, warmUpColdFactor: 3 }], T0);
    expect(explicit.loadRules([{ ...rule, warmUpColdFactor: 3 }], T0 + 1).updated).toBe(false);
  });
});
