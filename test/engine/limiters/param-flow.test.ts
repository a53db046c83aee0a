import { describe, expect, it } from 'vitest';
import { allRuleModules, degradeModuleOf } from '../../../src/engine/limiters/rule-registry';
import { paramFlowControlsOf, paramFlowRuleFields } from '../../../src/ui/limiters/rule-views';
import { paramFlowRuleSchema } from '../../../src/engine/sentinel/param-flow/param-flow-rule-schema';

describe('the hot-parameter rule module', () => {
  it('declares count / durationInSec / burstCount for QPS and count for THREAD', () => {
    expect(paramFlowControlsOf(1).grade.controls.map((c) => c.name)).toEqual(['count', 'durationInSec', 'burstCount']);
    expect(paramFlowControlsOf(0).grade.controls.map((c) => c.name)).toEqual(['count']);
    expect(paramFlowControlsOf(5)).toMatchObject({ nameKey: null });
    expect(paramFlowRuleFields()).toEqual(new Set(['count', 'durationInSec', 'burstCount']));
  });

  it('every slider is a field of ParamFlowRule, with its Java default as the fallback', () => {
    const defaults = paramFlowRuleSchema.parse({ resource: 'r', paramIdx: 0 }) as Record<string, unknown>;
    for (const c of paramFlowControlsOf(1).grade.controls) expect(c.fallback).toBe(defaults[c.path[0]]);
  });

  it('does not take the degrade grades 0 and 1 over', () => {
    expect(degradeModuleOf('1.8.9', 0)?.kind).toBe('degrade-slow-ratio');
    expect(degradeModuleOf('1.8.9', 1)?.kind).toBe('degrade-error-ratio');
    expect(
      allRuleModules()
        .filter((m) => m.ruleList === 'paramFlowRules')
        .map((m) => m.kind),
    ).toEqual(['param-flow']);
  });
});
