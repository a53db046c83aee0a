import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import {
  generateRater,
  loadRater,
  QPS_RATERS,
  usesThrottlingController,
} from '../../../../src/engine/sentinel/controllers';
import {
  CONTROL_BEHAVIOR_RATE_LIMITER,
  CONTROL_BEHAVIOR_WARM_UP,
  CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
  SENTINEL_DEFAULT_COLD_FACTOR,
  type FlowRule,
} from '../../../../src/engine/sentinel/flow-rule';
import type { SentinelVersion } from '../../../../src/engine/sentinel/types';

function rule(over: Partial<FlowRule>): FlowRule {
  return {
    resource: 'sim-resource',
    limitApp: 'default',
    grade: 1,
    count: 10,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
    ...over,
  };
}

const ctx = (version: SentinelVersion) => ({
  clock: new SimClock(0),
  version,
  coldFactor: SENTINEL_DEFAULT_COLD_FACTOR,
});

describe('generateRater (FlowRuleUtil.generateRater)', () => {
  it.each([
    // [grade, controlBehavior, version, class]
    [1, 0, '1.8.9', 'DefaultController'],
    [1, 1, '1.8.9', 'WarmUpController'],
    [1, 2, '1.8.9', 'ThrottlingController'],
    [1, 2, '1.8.6', 'RateLimiterController'],
    [1, 2, '1.7.2', 'RateLimiterController'],
    [1, 3, '1.8.9', 'WarmUpRateLimiterController'],
    [1, 3, '1.8.6', 'WarmUpRateLimiterController'],
    [1, 7, '1.8.9', 'DefaultController'], // unknown behaviour: fast reject
    [0, 0, '1.8.9', 'DefaultController'],
    [0, 1, '1.8.9', 'DefaultController'], // THREAD ignores controlBehavior
    [0, 2, '1.8.9', 'DefaultController'],
    [0, 3, '1.8.6', 'DefaultController'],
  ] as const)('grade %d, behaviour %d, %s → %s', (grade, controlBehavior, version, className) => {
    expect(generateRater(rule({ grade, controlBehavior }), ctx(version)).className).toBe(className);
  });

  it('passes the rule fields to the constructors', () => {
    const r = rule({ count: 20, warmUpPeriodSec: 5, maxQueueingTimeMs: 800 });
    expect(generateRater({ ...r, controlBehavior: 1 }, ctx('1.8.9'))).toMatchObject({
      count: 20,
      warmUpPeriodSec: 5,
      coldFactor: 3,
    });
    expect(generateRater({ ...r, controlBehavior: 2 }, ctx('1.8.9'))).toMatchObject({
      count: 20,
      maxQueueingTimeMs: 800,
    });
    expect(generateRater({ ...r, controlBehavior: 2 }, ctx('1.8.6'))).toMatchObject({
      count: 20,
      maxQueueingTimeMs: 800,
    });
    expect(generateRater({ ...r, controlBehavior: 3 }, ctx('1.8.9'))).toMatchObject({ count: 20, warmUpPeriodSec: 5 });
    expect(generateRater({ ...r, grade: 0 }, ctx('1.8.9'))).toMatchObject({ count: 20, grade: 0 });
  });

  it('the registry lists exactly the non-default QPS behaviours', () => {
    expect([...QPS_RATERS.keys()].sort()).toEqual([
      CONTROL_BEHAVIOR_WARM_UP,
      CONTROL_BEHAVIOR_RATE_LIMITER,
      CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
    ]);
    expect(usesThrottlingController('1.8.9')).toBe(true);
    expect(usesThrottlingController('1.8.6')).toBe(false);
  });
});

describe('loadRater (what FlowRuleManager keeps)', () => {
  it.each([
    ['no rule', null, false],
    ['a valid default rule', rule({}), true],
    ['RATE_LIMITER with maxQueueingTimeMs 0', rule({ controlBehavior: 2, maxQueueingTimeMs: 0 }), false],
    ['WARM_UP_RATE_LIMITER with maxQueueingTimeMs 0', rule({ controlBehavior: 3, maxQueueingTimeMs: 0 }), false],
    ['WARM_UP with warmUpPeriodSec 0', rule({ controlBehavior: 1, warmUpPeriodSec: 0 }), false],
    ['THREAD ignores the behaviour fields', rule({ grade: 0, controlBehavior: 2, maxQueueingTimeMs: 0 }), true],
    ['negative count', rule({ count: -1 }), false],
    ['unknown grade', rule({ grade: 2 }), false],
    ['blank resource', rule({ resource: ' ' }), false],
    ['count 0 is valid (rejects everything)', rule({ count: 0 }), true],
  ])('%s → loaded %s', (_name, r, loaded) => {
    expect(loadRater(r, ctx('1.8.9')) !== null).toBe(loaded);
  });
});
