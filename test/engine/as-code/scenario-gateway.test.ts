/**
 * Gateway rules live in the scenario (`gatewayFlowRules`): a parsed scenario's gateway rules reach the "as code"
 * targets the panel feeds the whole scenario to — GatewayRuleManager.loadRules in Java, a gw-flow data source in
 * Spring YAML.
 */
import { describe, expect, it } from 'vitest';
import { AS_CODE_TARGETS } from '../../../src/engine/as-code';
import { parseScenario } from '../../../src/engine/scenario';

const r = parseScenario({
  version: 1,
  gatewayFlowRules: [
    {
      resource: 'orders',
      count: 5,
      intervalSec: 2,
      paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'k1' },
    },
  ],
});
if (!r.ok) throw new Error('invalid');
const scenario = r.value;
const target = (language: string) => AS_CODE_TARGETS.find((t) => t.language === language)!;

describe('as code, from a scenario with gatewayFlowRules', () => {
  it('Java loads them with GatewayRuleManager.loadRules, the param item included', () => {
    const java = target('java').generate(scenario, { appName: 'shop' });
    expect(java).toContain('GatewayRuleManager.loadRules(');
    expect(java).toContain('"X-Key"');
    expect(java).toContain('orders');
    expect(java).not.toContain('the scenario has no Sentinel rules');
  });

  it('the Spring YAML has a gw-flow data source, whose data id the Nacos JSON fills with the rule', () => {
    const yaml = target('yaml').generate(scenario, { appName: 'shop' });
    expect(yaml).toContain('rule-type: gw-flow');
    expect(yaml).toContain('-gw-flow-rules');
    const nacos = target('json').generate(scenario, { appName: 'shop' });
    const at = nacos.indexOf('dataId: shop-gw-flow-rules');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(nacos.slice(at)).toContain('"resource": "orders"');
    expect(nacos.slice(at)).toContain('"fieldName": "X-Key"');
  });
});
