/**
 * defaultFlowRule is the one hand-made default flow rule (presets, Compare's fallback, the default scenario): it is
 * what Sentinel's schema makes of a rule with only a resource (and `regex: false`, which the schema leaves absent
 * and every such rule wrote), key for key and in the same order, so a scenario written from it reads back the same.
 */
import { describe, expect, it } from 'vitest';
import { defaultFlowRule, flowRuleSchema } from '../../../src/engine/sentinel/flow-rule';

describe('defaultFlowRule', () => {
  it('is the schema’s defaults for a rule that names only its resource', () => {
    const parsed = flowRuleSchema.parse({ resource: 'demo', regex: false });
    expect(JSON.stringify(defaultFlowRule('demo'))).toBe(JSON.stringify(parsed));
  });

  it('keeps the schema’s key order when fields override the defaults', () => {
    const rule = defaultFlowRule('api', { count: 20, controlBehavior: 1 });
    const parsed = flowRuleSchema.parse({ regex: false, controlBehavior: 1, count: 20, resource: 'api' });
    expect(JSON.stringify(rule)).toBe(JSON.stringify(parsed));
  });
});
