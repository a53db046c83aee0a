import { describe, expect, it } from 'vitest';
import { JavaHashOrder } from '../../../../src/engine/sentinel/param-flow/java-hash';
import {
  ParamFlowRule,
  paramFlowRuleProblem,
  type ParamFlowRuleJson,
} from '../../../../src/engine/sentinel/param-flow/param-flow-rule';
import { buildParamRuleMap } from '../../../../src/engine/sentinel/param-flow/param-flow-rule-manager';

const base: ParamFlowRuleJson = { resource: 'sim-resource', paramIdx: 0, count: 5 };

// hashCode() values and the HashSet order were printed by the real 1.8.9 ParamFlowRule class compiled with a JDK.
describe('ParamFlowRule.hashCode (Java)', () => {
  it('matches Sentinel for plain, hot-item, limitApp and fractional-count rules', () => {
    expect(new ParamFlowRule({ ...base, grade: 1, durationInSec: 1 }).hashCode()).toBe(-449623429);
    const nm = { object: '$NM', count: 10000000, classType: 'java.lang.String' };
    expect(
      new ParamFlowRule({
        resource: 'r1',
        paramIdx: 1,
        count: 3,
        maxQueueingTimeMs: 500,
        paramFlowItemList: [nm],
      }).hashCode(),
    ).toBe(2066406931);
    const z: ParamFlowRuleJson = {
      resource: 'api',
      limitApp: 'appA',
      grade: 0,
      paramIdx: 2,
      count: 2.5,
      controlBehavior: 2,
      maxQueueingTimeMs: 300,
      burstCount: 4,
      durationInSec: 3,
      paramFlowItemList: [{ object: '7', count: 1, classType: 'int' }],
    };
    expect(new ParamFlowRule(z).hashCode()).toBe(-360798089);
  });

  it('a HashSet of 14 rules iterates in the JDK order', () => {
    const set = new JavaHashOrder<number>();
    for (let i = 0; i < 14; i++) {
      const r = new ParamFlowRule({
        resource: 'r1',
        paramIdx: i % 5,
        count: 1 + i,
        controlBehavior: i % 3 === 0 ? 2 : 0,
        maxQueueingTimeMs: 500,
        burstCount: i % 2,
        durationInSec: 1 + (i % 4),
      });
      set.add(r.equalityKey(), r.hashCode(), i);
    }
    expect(set.items()).toEqual([1, 13, 4, 8, 11, 2, 9, 12, 0, 3, 5, 6, 7, 10]);
  });
});

describe('ParamFlowRuleUtil.isValidRule', () => {
  it.each([
    [{ ...base }, null],
    [{ ...base, resource: '  ' }, 'resource is blank'],
    [{ ...base, count: -1 }, 'count < 0'],
    [{ ...base, count: NaN }, 'count < 0'],
    [{ ...base, grade: -1 }, 'grade < 0'],
    [{ ...base, paramIdx: null }, 'paramIdx is missing'],
    [{ ...base, paramIdx: -2 }, null],
    [{ ...base, burstCount: -1 }, 'burstCount < 0'],
    [{ ...base, controlBehavior: -1 }, 'controlBehavior < 0'],
    [{ ...base, durationInSec: 0 }, 'durationInSec <= 0'],
    [{ ...base, maxQueueingTimeMs: -1 }, 'maxQueueingTimeMs < 0'],
    [{ ...base, clusterMode: true }, 'clusterMode without clusterConfig'],
    [
      { ...base, clusterMode: true, clusterConfig: { flowId: 1, sampleCount: 3, windowIntervalMs: 1000 } },
      'clusterConfig window is invalid',
    ],
    [{ ...base, clusterMode: true, clusterConfig: { flowId: 0 } }, 'clusterConfig.flowId must be positive'],
    [{ ...base, clusterMode: true, clusterConfig: { flowId: 7 } }, null],
    [{ ...base, regex: true, resource: 'sim-.*' }, null],
    [{ ...base, regex: true, resource: '([a-' }, 'regex resource does not compile'],
    [
      { ...base, regex: true, resource: 'sim-.*', controlBehavior: 2 },
      'a regex rule needs controlBehavior 0 and no cluster mode',
    ],
  ] as [ParamFlowRuleJson, string | null][])('%j → %s', (json, problem) => {
    expect(paramFlowRuleProblem(json)).toBe(problem);
  });

  it('fills the Java defaults (maxQueueingTimeMs 0, durationInSec 1, limitApp default)', () => {
    const r = new ParamFlowRule(base);
    expect([r.grade, r.controlBehavior, r.maxQueueingTimeMs, r.burstCount, r.durationInSec, r.limitApp]).toEqual([
      1,
      0,
      0,
      0,
      1,
      'default',
    ]);
    expect(r.checkPath).toBe('default');
    expect(new ParamFlowRule({ ...base, count: 2.9 }).tokenCount).toBe(2);
  });
});

describe('buildParamRuleMap', () => {
  it('drops invalid rules and keeps one of two equal rules', () => {
    const built = buildParamRuleMap([base, { ...base, count: -1 }, { ...base }, { ...base, resource: 'other' }]);
    expect(built.problems).toEqual([null, 'count < 0', null, null]);
    expect(built.byResource.get('sim-resource')).toHaveLength(1);
    expect(built.byResource.get('other')).toHaveLength(1);
  });
});
