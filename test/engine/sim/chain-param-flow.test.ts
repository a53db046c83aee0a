/**
 * The scenario's `paramFlowRules` reach the slot chain's ParamFlowSlot through simulate(): the requests carry
 * their source's `params` as `SphU.entry` arguments, a hot value runs out of tokens while the others pass, and a
 * source without `params` never triggers the rule (alibaba/Sentinel #3453).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { ExtensionReason, ExtensionSlot } from '../../../src/engine/sentinel/chain/chain-codes';
import { simulate, ALL_FAMILIES } from '../../../src/engine/sim/simulate';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const RULE = { resource: 'demo', paramIdx: 0, count: 5, durationInSec: 1 };

function chainOf(s: Scenario) {
  const res = simulate(s, ALL_FAMILIES);
  const chain = res.limiters.find((l) => l.id === 'chain:0');
  if (chain === undefined || chain.chain === undefined) throw new Error('no chain run');
  return { limiter: chain, chain: chain.chain };
}

describe('paramFlowRules in the slot chain', () => {
  it('a hot value is limited to count per second while a cold one passes', () => {
    // 20 QPS, 4 in 5 requests carry "hot", 1 in 5 "cold": "hot" sends 16/s against count 5, "cold" 4/s
    const s = scenario({
      durationMs: 4000,
      paramFlowRules: [RULE],
      traffic: [
        {
          type: 'constant',
          qps: 20,
          params: [{ type: 'replay', values: ['hot', 'hot', 'hot', 'hot', 'cold'] }],
        },
      ],
    });
    const { limiter, chain } = chainOf(s);
    const log = chain.log;
    let hotPassed = 0;
    let hotBlocked = 0;
    let coldBlocked = 0;
    for (let i = 0; i < limiter.requests.count; i++) {
      const hot = i % 5 !== 4;
      const blocked = log.stoppedBy[i] === ExtensionSlot.ParamFlow;
      if (blocked) expect(log.reason[i]).toBe(ExtensionReason.ParamFlowQps);
      if (hot && blocked) hotBlocked++;
      else if (hot) hotPassed++;
      else if (blocked) coldBlocked++;
    }
    expect(coldBlocked).toBe(0);
    expect(hotBlocked).toBeGreaterThan(0);
    // count 5 per whole second, refilled only when more than 1000 ms passed: at most 5 a second, 4 s
    expect(hotPassed).toBeLessThanOrEqual(5 * 4);
    expect(hotPassed).toBeGreaterThanOrEqual(5 * 3);
    expect(chain.blockedBySlot[ExtensionSlot.ParamFlow]).toBe(hotBlocked);
    expect(chain.rules.find((r) => r.kind === 'paramFlow')?.loaded).toBe(true);
  });

  it('without params the rule never fires (#3453)', () => {
    const s = scenario({ durationMs: 2000, paramFlowRules: [RULE], traffic: [{ type: 'constant', qps: 50 }] });
    const { limiter } = chainOf(s);
    expect(limiter.summary.blocked).toBe(0);
    expect(limiter.summary.requests).toBe(100);
  });

  it('an invalid rule makes the scenario invalid, at its field', () => {
    const r = parseScenario({ version: 1, paramFlowRules: [{ resource: 'demo', count: 5 }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path.join('.'))).toContain('paramFlowRules.0.paramIdx');
  });

  it('a scenario without the key parses to none, and more than 500 rules are refused', () => {
    const r = parseScenario({ version: 1 });
    expect(r.ok && (r.value.paramFlowRules ?? [])).toEqual([]);
    const many = Array.from({ length: 501 }, () => RULE);
    expect(parseScenario({ version: 1, paramFlowRules: many }).ok).toBe(false);
  });
});
