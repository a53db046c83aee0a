/**
 * Explaining a request of the chain that ParamFlowSlot decided: the shown comparisons give back the engine's
 * verdict for every request, and a block names the value, its bucket and the refill computation.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest } from '../../../src/engine/explain';
import { verdictFromSteps } from '../../../src/engine/explain/types';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { ExtensionSlot } from '../../../src/engine/sim/chain-result';
import { Outcome } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const S = scenario({
  durationMs: 3000,
  paramFlowRules: [{ resource: 'demo', paramIdx: 0, count: 3, durationInSec: 1 }],
  traffic: [{ type: 'constant', qps: 8, params: [{ type: 'replay', values: ['hot', 'hot', 'hot', 'cold'] }] }],
});

describe('explaining ParamFlowSlot decisions', () => {
  it('every request: the steps give back the verdict', () => {
    const chain = simulate(S, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
    let blocked = 0;
    for (let i = 0; i < chain.requests.count; i++) {
      const ex = explainRequest(S, 'chain:0', i);
      expect(ex).not.toBeNull();
      const pass = chain.requests.outcome[i] !== Outcome.Blocked;
      expect(ex!.verdict.pass).toBe(pass);
      expect(verdictFromSteps(ex!.steps).pass).toBe(pass);
      if (chain.chain!.log.stoppedBy[i] === ExtensionSlot.ParamFlow) blocked++;
    }
    expect(blocked).toBeGreaterThan(0);
  });

  it('a blocked request names its value and bucket; the next window’s first one shows the refill', () => {
    const chain = simulate(S, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
    const log = chain.chain!.log;
    const first = log.stoppedBy.findIndex((s) => s === ExtensionSlot.ParamFlow);
    const ex = explainRequest(S, 'chain:0', first)!;
    const keys = ex.steps.map((s) => s.key);
    expect(keys).toContain('explain.paramFlow.rule');
    const take = ex.steps.find((s) => s.key === 'explain.paramFlow.take')!;
    expect(take.params).toMatchObject({ value: 'hot', restQps: 0, newQps: -1 });
    // a later "hot" request that passed after a refill shows passTime > 1000 and its toAddCount
    let refill = null;
    for (let i = first + 1; i < chain.requests.count && refill === null; i++) {
      const e = explainRequest(S, 'chain:0', i)!;
      refill = e.steps.find((s) => s.key === 'explain.paramFlow.refill' && s.params.value === 'hot') ?? null;
    }
    expect(refill).not.toBeNull();
    expect(Number(refill!.params.passTime)).toBeGreaterThan(1000);
    // toAddCount = passTime × tokenCount / 1000, Java long division
    expect(refill!.params.toAddCount).toBe(Math.trunc((Number(refill!.params.passTime) * 3) / 1000));
  });
});
