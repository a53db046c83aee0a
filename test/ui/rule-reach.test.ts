import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../src/engine/scenario';
import { parseScenario } from '../../src/engine/scenario/parse';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { ruleReach, throughGatewayAdapter } from '../../src/ui/lib/rule-reach';
import { applyChoice } from '../../src/ui/lib/limiter-choice';

/** The default traffic (5, then 30 QPS on "demo") with no flow rule, and the rule lists given. */
function withRules(extra: Record<string, unknown>): Scenario {
  const parsed = parseScenario({ ...defaultScenario(), rules: [], guava: [], ...extra });
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.message).join('; '));
  return parsed.value;
}
const GATEWAY = [{ resource: 'demo', count: 1 }];
const HOT = [{ resource: 'demo', paramIdx: 0, count: 1 }];
const blockedOnChain = (s: Scenario) =>
  simulate({ ...s, view: { ...s.view, limiter: { kind: 'chain', index: 0 } } }, ALL_FAMILIES).limiters.find(
    (l) => l.id === 'chain:0',
  )!.summary.blocked;

describe('rules that cannot fire say why', () => {
  it('off the slot chain, hot-parameter and gateway rules cannot fire, with every reason', () => {
    const s = withRules({ gatewayFlowRules: GATEWAY, paramFlowRules: HOT });
    expect(ruleReach(s)).toEqual([
      { kind: 'paramFlowRules', count: 1, reasons: ['not-chain', 'no-arguments'] },
      { kind: 'gatewayFlowRules', count: 1, reasons: ['not-chain', 'no-gateway-request'] },
    ]);
    // on the chain only the requests are missing
    const chain = applyChoice(s, 'sentinel-chain');
    expect(ruleReach(chain).map((r) => r.reasons)).toEqual([['no-arguments'], ['no-gateway-request']]);
  });

  it('no rules of a kind: nothing to say about it', () => {
    expect(ruleReach(defaultScenario())).toEqual([]);
  });

  it('the gateway fix is what makes the engine check them: no block before, blocks after', () => {
    const s = applyChoice(withRules({ gatewayFlowRules: GATEWAY }), 'sentinel-chain');
    expect(blockedOnChain(s)).toBe(0);
    const fixed = throughGatewayAdapter(s);
    expect(parseScenario(fixed).ok).toBe(true);
    expect(ruleReach(fixed)).toEqual([{ kind: 'gatewayFlowRules', count: 1, reasons: [] }]);
    // count 1 per second against up to 30 QPS: most requests are stopped by GatewayFlowSlot
    expect(blockedOnChain(fixed)).toBeGreaterThan(0);
  });

  it('a hot-parameter rule on requests without arguments blocks nothing; with an argument it does', () => {
    const s = applyChoice(withRules({ paramFlowRules: HOT }), 'sentinel-chain');
    expect(blockedOnChain(s)).toBe(0);
    const withArgs = {
      ...s,
      traffic: s.traffic.map((src) => ({ ...src, params: [{ type: 'fixed' as const, value: 'k1' }] })),
    } as Scenario;
    const parsed = parseScenario(withArgs);
    expect(parsed.ok).toBe(true);
    expect(ruleReach(withArgs)[0].reasons).toEqual([]);
    expect(blockedOnChain(parsed.ok ? parsed.value : withArgs)).toBeGreaterThan(0);
  });
});
