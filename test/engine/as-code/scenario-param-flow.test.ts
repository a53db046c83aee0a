/**
 * Hot-parameter rules now live in the scenario: a parsed scenario's paramFlowRules reach every "as code" target
 * the panel feeds it to (the panel passes the whole scenario), not only callers that build an AsCodeInput.
 */
import { describe, expect, it } from 'vitest';
import { AS_CODE_TARGETS } from '../../../src/engine/as-code';
import { parseScenario } from '../../../src/engine/scenario';

const r = parseScenario({
  version: 1,
  paramFlowRules: [
    { resource: 'getUser', paramIdx: 0, count: 5, paramFlowItemList: [{ object: '7', count: 100, classType: 'int' }] },
  ],
});
if (!r.ok) throw new Error('invalid');
const scenario = r.value;
const text = (id: string) => AS_CODE_TARGETS.find((t) => t.id === id)!.generate(scenario, { appName: 'shop' });

describe('as code, from a scenario with paramFlowRules', () => {
  it('Java loads them with ParamFlowRuleManager.loadRules, hot items included', () => {
    const java = text(AS_CODE_TARGETS.find((t) => t.language === 'java')!.id);
    expect(java).toContain('ParamFlowRuleManager.loadRules(rules);');
    expect(java).toContain('new ParamFlowItem("7", 100, "int")');
    expect(java).not.toContain('the scenario has no Sentinel rules');
  });

  it('every target says something about them, and the Nacos JSON has the dashboard’s param data id', () => {
    const all = AS_CODE_TARGETS.map((t) => t.generate(scenario, { appName: 'shop' })).join('\n');
    expect(all).toContain('shop-param-rules');
    expect(all).toContain('getUser');
  });
});
