import { describe, expect, it } from 'vitest';
import {
  applyToParamRule,
  gatewayFlowRuleOf,
  gatewayRuleProblem,
  GatewayRuleManager,
  type GatewayFlowRuleJson,
} from '../../../../src/engine/sentinel/gateway';
import { ParameterMetricStorage } from '../../../../src/engine/sentinel/param-flow';

const route = (r: Partial<GatewayFlowRuleJson> = {}): GatewayFlowRuleJson => ({ resource: 'r1', count: 5, ...r });

describe('GatewayRuleManager.isValidRule', () => {
  it.each([
    [route(), null],
    [route({ intervalSec: 0 }), 'intervalSec <= 0'],
    [route({ paramItem: { parseStrategy: 2 } }), 'paramItem.fieldName is blank'],
    [route({ paramItem: { parseStrategy: 4, fieldName: ' ' } }), 'paramItem.fieldName is blank'],
    [route({ paramItem: { parseStrategy: 1 } }), null],
    [route({ paramItem: { parseStrategy: 0, pattern: 'x', matchStrategy: -1 } }), 'paramItem.matchStrategy < 0'],
    [route({ paramItem: { parseStrategy: 0, pattern: '', matchStrategy: -1 } }), null],
    [route({ resourceMode: -1 }), 'resourceMode < 0'],
    [route({ burst: -1 }), 'burst < 0'],
    [route({ count: -1 }), 'count < 0'],
    [route({ controlBehavior: 2, maxQueueingTimeoutMs: -1 }), 'maxQueueingTimeoutMs < 0 with pacing'],
    [route({ controlBehavior: 0, maxQueueingTimeoutMs: -1 }), null],
    [route({ resource: '' }), 'resource is blank'],
  ] as [GatewayFlowRuleJson, string | null][])('%j → %s', (json, problem) => {
    expect(gatewayRuleProblem(gatewayFlowRuleOf(json))).toBe(problem);
  });
});

describe('GatewayRuleConverter', () => {
  it('header example: intervalSec → durationInSec, burst → burstCount, a pattern adds the "$NM" hot item', () => {
    const rule = gatewayFlowRuleOf(
      route({ count: 3, intervalSec: 2, burst: 1, paramItem: { parseStrategy: 1, pattern: 'api.example.com' } }),
    );
    expect(applyToParamRule(rule, 0)).toEqual({
      resource: 'r1',
      count: 3,
      grade: 1,
      durationInSec: 2,
      burstCount: 1,
      controlBehavior: 0,
      maxQueueingTimeMs: 500,
      paramIdx: 0,
      paramFlowItemList: [{ object: '$NM', count: 10000000, classType: 'java.lang.String' }],
    });
    expect(rule.paramItem?.index).toBe(0);
  });
});

describe('GatewayRuleManager.loadRules', () => {
  const ip = { parseStrategy: 0 };
  const key = { parseStrategy: 2, fieldName: 'X-Api-Key' };

  it('header example (gw-multi-rules-order): indexes in load order, the route-wide rule last, checked in hash order', () => {
    const m = new GatewayRuleManager(new ParameterMetricStorage());
    m.loadRules([route({ count: 6 }), route({ count: 2, paramItem: ip }), route({ count: 3, paramItem: key })]);
    expect(m.rules.map((r) => r.paramItem?.index)).toEqual([undefined, 0, 1]);
    // the order Sentinel's HashSet gave in the recording
    expect(m.getConvertedParamRules('r1').map((r) => r.paramIdx)).toEqual([2, 0, 1]);
  });

  it('rules without a param item share one index; identical ones collapse, identical param rules do not', () => {
    const m = new GatewayRuleManager(new ParameterMetricStorage());
    m.loadRules([route(), route(), route({ count: 9 }), route({ paramItem: ip }), route({ paramItem: { ...ip } })]);
    expect(
      m
        .getConvertedParamRules('r1')
        .map((r) => r.paramIdx)
        .sort(),
    ).toEqual([0, 1, 2, 2]);
    expect(m.loaded).toEqual([true, true, true, true, true]);
  });

  it('a converted rule Sentinel finds invalid is dropped but keeps its index', () => {
    const m = new GatewayRuleManager(new ParameterMetricStorage());
    m.loadRules([route({ maxQueueingTimeoutMs: -1, paramItem: ip }), route({ paramItem: key })]);
    expect(m.rules.map((r) => r.paramItem?.index)).toEqual([0, 1]);
    expect(m.getConvertedParamRules('r1').map((r) => r.paramIdx)).toEqual([1]);
  });

  it('caches REGEX patterns that compile; one that does not is reported and not cached', () => {
    const m = new GatewayRuleManager(new ParameterMetricStorage());
    m.loadRules([
      route({ paramItem: { parseStrategy: 3, fieldName: 'q', pattern: '^t[0-9]+$', matchStrategy: 2 } }),
      route({ paramItem: { parseStrategy: 3, fieldName: 'q', pattern: '([a-z', matchStrategy: 2 } }),
      route({ paramItem: { parseStrategy: 3, fieldName: 'q', pattern: 'abc', matchStrategy: 0 } }),
    ]);
    expect(m.regexAttempts).toEqual([
      { pattern: '^t[0-9]+$', compiled: true },
      { pattern: '([a-z', compiled: false },
    ]);
    expect(m.regexPattern('([a-z')).toBeUndefined();
  });
});
