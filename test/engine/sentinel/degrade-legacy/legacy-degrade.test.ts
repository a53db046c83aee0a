import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import {
  LegacyDegradeChecker,
  LegacyReason,
  type LegacyClusterNode,
} from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade';
import {
  LEGACY_DEGRADE_RULE_DEFAULTS,
  type LegacyDegradeRule,
} from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';

const START = 1_700_000_000_000;

/** A ClusterNode whose readings the test sets directly. */
class FakeNode implements LegacyClusterNode {
  rt = 0;
  exception = 0;
  success = 0;
  total = 0;
  minuteExceptions = 0;
  avgRt = () => this.rt;
  exceptionQps = () => this.exception;
  successQps = () => this.success;
  totalQps = () => this.total;
  totalException = () => this.minuteExceptions;
}

function checker(over: Partial<LegacyDegradeRule>) {
  const clock = new SimClock(START);
  const rule: LegacyDegradeRule = { ...LEGACY_DEGRADE_RULE_DEFAULTS, resource: 'sim', timeWindow: 1, ...over };
  return { c: new LegacyDegradeChecker(rule, clock), clock, node: new FakeNode() };
}

describe('LegacyDegradeChecker (1.7.2 DegradeRule.passCheck)', () => {
  it('worked example: the 5th consecutive check with avgRt >= count trips, cuts and asks for a reset 1 s later', () => {
    const { c, clock, node } = checker({ grade: 0, count: 100, rtSlowRequestAmount: 5 });
    node.rt = 300;
    const seen = [];
    for (let i = 0; i < 5; i++) {
      clock.nowMs = START + i;
      seen.push([c.passCheck(node), c.passCount, c.cut]);
    }
    expect(seen).toEqual([
      [true, 1, false],
      [true, 2, false],
      [true, 3, false],
      [true, 4, false],
      [false, 5, true],
    ]);
    expect(c.lastCheck).toMatchObject({ reason: LegacyReason.TRIPPED, resetDueMs: START + 4 + 1000, avgRt: 300 });
    clock.nowMs = START + 10;
    expect(c.passCheck(node)).toBe(false);
    expect(c.lastCheck).toMatchObject({ reason: LegacyReason.CUT, resetDueMs: NaN, cutBefore: true });
    c.reset();
    expect([c.cut, c.passCount]).toEqual([false, 0]);
  });

  it('a check with avgRt below count resets the consecutive counter; avgRt == count counts as slow', () => {
    const { c, node } = checker({ grade: 0, count: 100, rtSlowRequestAmount: 3 });
    node.rt = 100;
    c.passCheck(node);
    c.passCheck(node);
    node.rt = 99.9;
    expect(c.passCheck(node)).toBe(true);
    expect(c.passCount).toBe(0);
    node.rt = 100;
    expect([c.passCheck(node), c.passCheck(node), c.passCheck(node)]).toEqual([true, true, false]);
  });

  it.each([
    // exception, success, total, pass?, reason
    [5, 10, 4, true, LegacyReason.RATIO_TOO_FEW_REQUESTS],
    [4, 4, 10, true, LegacyReason.RATIO_NO_REAL_SUCCESS], // no real success and exception < min 5
    [5, 5, 10, false, LegacyReason.TRIPPED], // no real success but exception >= min: 5/5 >= 0.5
    [2, 5, 10, true, LegacyReason.RATIO_BELOW], // 0.4 < 0.5
    [5, 10, 10, false, LegacyReason.TRIPPED], // 0.5 is not < 0.5: trips at equality
  ])('grade 1: exception %s, success %s, total %s → pass %s', (exception, success, total, pass, reason) => {
    const { c, node } = checker({ grade: 1, count: 0.5, minRequestAmount: 5 });
    Object.assign(node, { exception, success, total });
    expect(c.passCheck(node)).toBe(pass);
    expect(c.lastCheck.reason).toBe(reason);
    expect(c.lastCheck).toMatchObject({ exceptionQps: exception, successQps: success, totalQps: total });
  });

  it.each([
    [4, true],
    [5, false],
  ])('grade 2 (count 5): %s exceptions in the minute window → pass %s', (n, pass) => {
    const { c, node } = checker({ grade: 2, count: 5 });
    node.minuteExceptions = n;
    expect(c.passCheck(node)).toBe(pass);
  });

  it('an unknown grade trips at the first check', () => {
    const { c, node } = checker({ grade: 3 });
    expect(c.passCheck(node)).toBe(false);
    expect(c.cut).toBe(true);
  });

  it('resetDelayMs is timeWindow × 1000 without int overflow (the executor takes seconds)', () => {
    expect(checker({ timeWindow: 3_000_000 }).c.resetDelayMs).toBe(3_000_000_000);
  });
});
