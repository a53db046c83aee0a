/**
 * The slot chain with more flow rules on one resource than a byte counts: FlowRuleComparator's order (rules for a
 * named origin or "other" before "default" ones, list order within each), which rules apply to which origin, and
 * the verdict's `flowRulesChecked` past 255.
 */
import { describe, expect, it } from 'vitest';
import { parseFlowRules } from '../../../src/engine/sentinel/flow-rule';
import { NOT_STOPPED, Reason, Slot } from '../../../src/engine/sim/chain-result';
import { simulate } from '../../../src/engine/sim/simulate';
import { scenarioOf } from './helpers';

describe('302 flow rules on one resource', () => {
  // rules 0..299: limitApp default, count 1e6 − i (they pass) except rule 299, count 0 (it blocks everything);
  // rule 300: limitApp "other", count 0; rule 301: limitApp appA, count 1e6.
  // Checked in the order 300, 301, 0, 1, …, 299 (named origins and "other" first).
  const json = [
    ...Array.from({ length: 300 }, (_, i) => ({ resource: 'demo', count: i === 299 ? 0 : 1e6 - i })),
    { resource: 'demo', limitApp: 'other', count: 0 },
    { resource: 'demo', limitApp: 'appA', count: 1e6 },
  ];
  const rules = parseFlowRules(json);
  if (!rules.ok) throw new Error('rules do not parse');
  const base = scenarioOf({
    durationMs: 3000,
    traffic: ['', 'appA', 'appB'].map((origin) => ({ type: 'poisson', qps: 20, origin, context: 'web' })),
  });
  const r = simulate({ ...base, rules: rules.value }, { sentinel: false, guava: false, chain: true });
  const chain = r.limiters[0];
  const log = chain.chain!.log;
  const rows = chain.requests.count;

  it('blocks each origin at the rule Sentinel reaches first, counting every rule walked', () => {
    expect(rows).toBeGreaterThan(100);
    const expected: Record<string, { rule: number; checked: number; reason: number }> = {
      // "other" does not apply without an origin: all of 301 and the defaults, blocked by the last (position 301)
      '': { rule: 299, checked: 302, reason: Reason.FlowClusterNode },
      // appA is named by rule 301, so "other" does not apply to it either
      appA: { rule: 299, checked: 302, reason: Reason.FlowClusterNode },
      // appB is named by no rule: "other" applies, and it is checked first
      appB: { rule: 300, checked: 1, reason: Reason.FlowOriginNode },
    };
    const origins = chain.chain!.origins;
    for (let i = 0; i < rows; i++) {
      const want = expected[origins[log.origin[i]]];
      expect(log.stoppedBy[i]).toBe(Slot.Flow);
      expect(log.rule[i]).toBe(want.rule);
      expect(log.flowRulesChecked[i]).toBe(want.checked);
      expect(log.reason[i]).toBe(want.reason);
    }
    expect(chain.summary.passed).toBe(0);
    expect(log.stoppedBy.includes(NOT_STOPPED)).toBe(false);
  });
});
