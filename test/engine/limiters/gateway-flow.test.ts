import { describe, expect, it } from 'vitest';
import { allRuleModules, degradeModuleOf } from '../../../src/engine/limiters/rule-registry';
import {
  RULE_VIEWS,
  gatewayFlowControlsOf,
  gatewayFlowRuleFields,
  paramFlowControlsOf,
} from '../../../src/ui/limiters/rule-views';
import { gatewayFlowRuleSchema } from '../../../src/engine/sentinel/gateway/gateway-rule-schema';
import { MESSAGES } from '../../../src/ui/i18n/messages';

describe('the gateway flow rule module', () => {
  it('declares count / intervalSec / burst for QPS and count for THREAD', () => {
    expect(gatewayFlowControlsOf(1).grade.controls.map((c) => c.name)).toEqual(['count', 'intervalSec', 'burst']);
    expect(gatewayFlowControlsOf(0).grade.controls.map((c) => c.name)).toEqual(['count']);
    expect(gatewayFlowControlsOf(7)).toMatchObject({ nameKey: null });
    expect(gatewayFlowRuleFields()).toEqual(new Set(['count', 'intervalSec', 'burst']));
  });

  it('every slider is a field of GatewayFlowRule, with its Java default as the fallback', () => {
    const defaults = gatewayFlowRuleSchema.parse({ resource: 'r' }) as Record<string, unknown>;
    for (const c of gatewayFlowControlsOf(1).grade.controls) expect(c.fallback, c.name).toBe(defaults[c.path[0]]);
  });

  it('takes no degrade or hot-parameter grade over, and has its words in both languages', () => {
    expect(degradeModuleOf('1.8.9', 0)?.kind).toBe('degrade-slow-ratio');
    expect(paramFlowControlsOf(1).grade.controls.map((c) => c.name)).toContain('durationInSec');
    const mine = allRuleModules().filter((m) => m.ruleList === 'gatewayFlowRules');
    expect(mine.map((m) => m.kind)).toEqual(['gateway-flow']);
    for (const g of RULE_VIEWS['gateway-flow'].grades)
      for (const key of [g.nameKey, ...g.controls.map((c) => c.hint)]) {
        expect(MESSAGES.en[key], key).toBeTruthy();
        expect(MESSAGES.zh[key], key).toBeTruthy();
      }
  });
});
