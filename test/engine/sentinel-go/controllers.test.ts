import { describe, expect, it } from 'vitest';
import {
  BlockMsgQueueing,
  SentinelGoFlowResource,
  ThrottlingChecker,
  WarmUpTrafficShapingCalculator,
  type WarmUpCalculation,
} from '../../../src/engine/sentinel-go';
import { flowRule, T0 } from './helpers';

const MS = 1_000_000n;

describe('ThrottlingChecker (header worked example)', () => {
  it('threshold 5 per s, 500 ms queue: waits 0, 200, 400 ms; the fourth is blocked', () => {
    const c = new ThrottlingChecker(500, 1000, T0);
    expect(c.lastPassedTime).toBe(0n);
    expect(c.doCheck(1, 5, T0)).toMatchObject({ outcome: 'expired', waitNs: 0, intervalNs: 200_000_000 });
    expect(c.doCheck(1, 5, T0)).toMatchObject({ outcome: 'queued', waitNs: 200_000_000 });
    expect(c.doCheck(1, 5, T0)).toMatchObject({ outcome: 'queued', waitNs: 400_000_000 });
    const fourth = c.doCheck(1, 5, T0);
    expect(fourth).toMatchObject({ outcome: 'exceedsMaxQueueing', estimatedQueueingDurationNs: 600_000_000 });
    expect(c.lastPassedTime).toBe(BigInt(T0) * MS + 400n * MS);
    expect(c.lastPassedTimeNs).toBe(400_000_000);
  });

  it('far from its origin (beyond 2^53 ns) it runs on exact BigInts with the same results', () => {
    const c = new ThrottlingChecker(500, 1000, T0);
    c.doCheck(1, 5, T0);
    const far = T0 + 20_000_000_000; // 231 days later: 2e16 ns since the origin
    expect(c.doCheck(1, 5, far)).toMatchObject({ outcome: 'expired' });
    expect(c.lastPassedTime).toBe(BigInt(far) * MS);
    expect(c.doCheck(1, 5, far)).toMatchObject({ outcome: 'queued', waitNs: 200_000_000 });
    expect(c.doCheck(1, 5, far)).toMatchObject({ outcome: 'queued', waitNs: 400_000_000 });
    expect(c.doCheck(1, 5, far).outcome).toBe('exceedsMaxQueueing');
    expect(c.lastPassedTime).toBe(BigInt(far) * MS + 400n * MS);
  });

  it('blocks a batch larger than the threshold with an empty message, even with an empty queue', () => {
    const r = new SentinelGoFlowResource(
      'sim-resource',
      [flowRule({ controlBehavior: 1, threshold: 5, maxQueueingTimeMs: 10_000 })],
      T0,
    );
    const d = r.entry(6, T0);
    expect(d).toMatchObject({ passed: false, blockMsg: '' });
    expect(r.entry(5, T0)).toMatchObject({ passed: true, waitNs: 0 });
  });

  it('MaxQueueingTimeMs 0 is strict spacing; threshold 0 blocks everything', () => {
    const c = new ThrottlingChecker(0, 500, T0);
    expect(c.doCheck(1, 5, T0).outcome).toBe('expired');
    expect(c.doCheck(1, 5, T0 + 99).outcome).toBe('exceedsMaxQueueing');
    expect(c.doCheck(1, 5, T0 + 100).outcome).toBe('expired');
    expect(c.doCheck(1, 0, T0 + 900).outcome).toBe('thresholdNotPositive');
  });
});

describe('WarmUpTrafficShapingCalculator (header worked example)', () => {
  const rule = flowRule({ tokenCalculateStrategy: 1, threshold: 10, warmUpPeriodSec: 5, warmUpColdFactor: 3 });

  it('warningToken 25, maxToken 50, slope 0.008', () => {
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    const calc = r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator;
    expect([calc.warningToken, calc.maxToken, calc.slope]).toEqual([25, 50, 2 / 10 / 25]);
  });

  it('starts cold: the first call fills 50 tokens and allows 10/3 (Nextafter undoes the rounding), so 3 of 10 pass', () => {
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    const decisions = Array.from({ length: 10 }, () => r.entry(1, T0 + 100));
    expect(decisions.filter((d) => d.passed)).toHaveLength(3);
    const calc = decisions[0].checks[0].calculation as WarmUpCalculation;
    expect(calc.sync).toMatchObject({
      synced: true,
      coolDown: 'belowWarning',
      cooledTokens: 50,
      storedTokensAfter: 50,
    });
    expect(calc.aboveToken).toBe(25);
    expect(1 / (25 * 0.008 + 0.1)).toBeLessThan(10 / 3);
    expect(calc.allowedTokens).toBe(10 / 3);
    // lastFilledTime is the absolute second
    expect((r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator).lastFilledTime).toBe(T0 - 230);
  });

  it('the next second deducts int64(previousQps) and leaves tokens above the line untouched while busy', () => {
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    for (let i = 0; i < 10; i++) r.entry(1, T0 + 100);
    const d = r.entry(1, T0 + 770); // absolute …1000: window one bucket ago holds the 3 passes
    const calc = d.checks[0].calculation as WarmUpCalculation;
    expect(calc.previousQps).toBe(3);
    // 50 > 25 and 3 ≥ uint32(10)/3 = 3: busy, no refill; then 50 − 3
    expect(calc.sync).toMatchObject({ coolDown: 'aboveWarningBusy', cooledTokens: 50, storedTokensAfter: 47 });
  });

  it('a cold factor of 0 becomes the default 3', () => {
    const r = new SentinelGoFlowResource('sim-resource', [{ ...rule, warmUpColdFactor: 0 }], T0);
    expect((r.controllers[0].flowCalculator as WarmUpTrafficShapingCalculator).coldFactor).toBe(3);
  });
});

describe('SentinelGoFlowResource (flow-resource.ts worked example)', () => {
  it('Reject threshold 5: five pass, the sixth is blocked until the bucket leaves the window at …1000', () => {
    const r = new SentinelGoFlowResource('sim-resource', [flowRule({ threshold: 5 })], T0);
    const first = Array.from({ length: 6 }, () => r.entry(1, T0));
    expect(first.map((d) => d.passed)).toEqual([true, true, true, true, true, false]);
    expect(first[5]).toMatchObject({ blockedBy: 0, blockMsg: 'flow reject check blocked' });
    expect(r.entry(1, T0 + 269).passed).toBe(false);
    expect(r.entry(1, T0 + 769).passed).toBe(false);
    expect(r.entry(1, T0 + 770).passed).toBe(true);
    expect(r.controllers[0].readPassSum(T0 + 770)).toBe(1);
  });

  it('counts a queued Throttling entry as a pass at its arrival', () => {
    const rule = flowRule({
      tokenCalculateStrategy: 1,
      controlBehavior: 1,
      warmUpPeriodSec: 3,
      warmUpColdFactor: 4,
      maxQueueingTimeMs: 400,
    });
    const r = new SentinelGoFlowResource('sim-resource', [rule], T0);
    r.entry(1, T0 + 7);
    const queued = r.entry(1, T0 + 35);
    expect(queued).toMatchObject({ passed: true, waitNs: 372_000_000 });
    expect(r.controllers[0].readPassSum(T0 + 35)).toBe(2);
  });

  it('runs the rules in order: a later rule blocks after an earlier one queued; own rings count only full passes', () => {
    const rules = [
      flowRule({ controlBehavior: 1, threshold: 10, maxQueueingTimeMs: 1000 }),
      flowRule({ threshold: 1, statIntervalInMs: 100 }),
    ];
    const r = new SentinelGoFlowResource('sim-resource', rules, T0);
    expect(r.entry(1, T0)).toMatchObject({ passed: true, waitNs: 0 });
    const second = r.entry(1, T0);
    expect(second).toMatchObject({ passed: false, blockedBy: 1, blockMsg: 'flow reject check blocked' });
    expect(second.checks).toHaveLength(2);
    expect(second.checks[0].result).toMatchObject({ status: 'shouldWait', waitNs: 100_000_000 });
    expect(r.controllers[1].readPassSum(T0)).toBe(1);
  });

  it('reports invalid rules instead of loading them', () => {
    const r = new SentinelGoFlowResource(
      'sim-resource',
      [flowRule({ tokenCalculateStrategy: 1, warmUpPeriodSec: 0 })],
      T0,
    );
    expect(r.controllers).toHaveLength(0);
    expect(r.ignoredRules[0].reason).toBe('WarmUpPeriodSec must be great than 0');
    expect(r.entry(1, T0).passed).toBe(true);
    expect(BlockMsgQueueing).toContain('max queueing time');
  });
});
