import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paramFlowRuleProblem } from '../../../../src/engine/sentinel/param-flow/param-flow-rule';
import {
  parseParamFlowRule,
  paramFlowRuleIssues,
  paramFlowRuleSchema,
} from '../../../../src/engine/sentinel/param-flow/param-flow-rule-schema';

describe('the pasted ParamFlowRule', () => {
  it('fills the Java field initialisers: maxQueueingTimeMs 0, durationInSec 1, grade 1', () => {
    const r = parseParamFlowRule({ resource: 'r', paramIdx: 0, count: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      grade: 1,
      controlBehavior: 0,
      maxQueueingTimeMs: 0,
      burstCount: 0,
      durationInSec: 1,
      paramFlowItemList: [],
      limitApp: 'default',
    });
  });

  it('each failed validity condition is an issue at its field', () => {
    const r = parseParamFlowRule({ resource: ' ', count: -1, durationInSec: 0, burstCount: -2 }, ['paramFlowRules', 0]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.issues.map((i) => i.path.join('.'));
    for (const f of ['resource', 'count', 'paramIdx', 'durationInSec', 'burstCount']) {
      expect(paths).toContain(`paramFlowRules.0.${f}`);
    }
  });

  it('maps keys as fastjson does (with a warning) and warns about a behaviour that checks as 0', () => {
    const r = parseParamFlowRule({ resource: 'r', param_idx: 1, count: 3, controlBehavior: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.paramIdx).toBe(1);
    expect(r.warnings.some((w) => w.path.join('.') === 'controlBehavior')).toBe(true);
    expect(r.warnings.some((w) => w.path.join('.') === 'param_idx')).toBe(true);
  });

  it('agrees with the rule manager’s isValidRule on every rule', () => {
    const rule = fc.record({
      resource: fc.constantFrom('r', '', ' ', 'a.*', '('),
      paramIdx: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      count: fc.integer({ min: -2, max: 5 }),
      grade: fc.integer({ min: -1, max: 2 }),
      burstCount: fc.integer({ min: -1, max: 2 }),
      controlBehavior: fc.integer({ min: -1, max: 2 }),
      durationInSec: fc.integer({ min: -1, max: 3 }),
      maxQueueingTimeMs: fc.integer({ min: -1, max: 10 }),
      regex: fc.boolean(),
      clusterMode: fc.boolean(),
      clusterConfig: fc.option(
        fc.record({
          flowId: fc.option(fc.integer({ min: -1, max: 3 }), { nil: null }),
          sampleCount: fc.integer({ min: 0, max: 3 }),
          windowIntervalMs: fc.constantFrom(0, 1000, 999),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(rule, (json) => {
        const parsed = paramFlowRuleSchema.parse(json);
        expect(paramFlowRuleIssues(parsed).length === 0).toBe(paramFlowRuleProblem(json) === null);
      }),
    );
  });
});

describe('the Hot-param tab’s JSON Schema', () => {
  it('is an array of at most 500 ParamFlowRules with the Java defaults', async () => {
    const { rulesJsonSchema } = await import('../../../../src/engine/scenario');
    const s = rulesJsonSchema('paramFlowRules') as {
      type: string;
      maxItems: number;
      items: { properties: Record<string, { default?: unknown }> };
    };
    expect(s.type).toBe('array');
    expect(s.maxItems).toBe(500);
    expect(s.items.properties.durationInSec.default).toBe(1);
    expect(s.items.properties.maxQueueingTimeMs.default).toBe(0);
    expect(Object.keys(s.items.properties)).toContain('paramFlowItemList');
  });
});
