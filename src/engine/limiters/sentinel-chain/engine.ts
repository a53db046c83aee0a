/** The engine half of the slot chain (see ./index.ts): its run (sim/chain-runner.ts) and its explainer. */
import { ChainExplainer } from '../../explain/chain';
import type { Explanation } from '../../explain/types';
import type { Scenario } from '../../scenario';
import { buildChainRules } from '../../sim/chain-rules';
import { ChainRunner } from '../../sim/chain-runner';
import { GatewayArgs } from '../../sim/gateway-args';
import { chainSimOf } from '../../sim/chain-inputs';
import { mainResourceOf, sourceIdentitiesOf, systemInputsOf, withRuleLists } from '../../sim/inputs';
import type { ExplainContext, LimiterEngine } from '../contract';

function anyRule(s: Scenario): boolean {
  const hot = (s.paramFlowRules ?? []).length + (s.gatewayFlowRules ?? []).length;
  return s.rules.length + s.degradeRules.length + s.authorityRules.length + s.systemRules.length + hot > 0;
}

function explainChain(ctx: ExplainContext, index: number): Explanation | null {
  const s = withRuleLists(ctx.scenario);
  if (ctx.index !== 0 || !anyRule(s)) return null;
  const a = ctx.arrivals;
  if (index >= a.count) return null;
  const ids = sourceIdentitiesOf(s);
  const sim = chainSimOf(s);
  const ex = new ChainExplainer(sim, ctx.flows.steps, ctx.id);
  ex.watch((i) => i === index);
  const gateway = new GatewayArgs(
    sim.gatewayFlow.manager,
    ids.map((id) => ({ resource: id.resource, resourceMode: id.gatewayMode ?? null })),
  );
  const records = a.gatewayRequests ?? [];
  // as chain-runner.ts feeds the chain: the source's identity, at the whole ms Sentinel reads
  for (let i = 0; i < a.count && !ex.explained.has(index); i++) {
    const k = a.source === undefined ? 0 : a.source[i];
    const id = ids[k] ?? ids[0];
    const parsed = a.gatewayRequest === undefined ? null : gateway.parsed(k, a.gatewayRequest[i], records);
    if (parsed !== null) ex.parsedFor(i, parsed);
    ex.arrive(s.startMs + Math.floor(a.tUs[i] / 1000), {
      resource: id.resource,
      origin: id.origin,
      context: id.context,
      entryIn: id.entryIn,
      acquire: a.acquire[i],
      prioritized: a.prioritized[i] === 1,
      rtMs: a.rtMs[i],
      error: a.error[i] === 1,
      // a gateway request enters with what the adapter parsed, any other with its own arguments
      args:
        parsed !== null
          ? parsed.args
          : a.args === undefined || a.argTuples === undefined
            ? null
            : (a.argTuples[a.args[i]] ?? null),
    });
  }
  if (!ex.explained.has(index)) ex.settle();
  return ex.explained.get(index) ?? null;
}

export const sentinelChainEngine: LimiterEngine = {
  flow: null,
  runner(ctx, arrivals) {
    void arrivals;
    const scenario = withRuleLists(ctx.scenario);
    const sim = chainSimOf(scenario);
    const identities = sourceIdentitiesOf(scenario);
    const rules = buildChainRules(scenario, sim, ctx.flows);
    const main = mainResourceOf(scenario);
    return new ChainRunner(sim, identities, main, rules, ctx.grid, systemInputsOf(scenario), ctx.flows);
  },
  explain: explainChain,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelChainEngine;
