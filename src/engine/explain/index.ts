/**
 * "Explain this decision" for any request of a run: `explainRequest(scenario, limiterId, requestIndex)`.
 *
 * WHY RE-RUN. A run keeps, per request, only the few numbers its log has room for. But the simulation is a pure
 * function of the scenario, so to explain request i of limiter L we run L again on the same arrivals up to
 * request i (the slot chain: until i's verdict is out) and read the explain records the engine writes as it
 * decides (`lastDecision` of the Sentinel controllers, Guava's reservation, the breakers' `lastTry`) right after
 * i's decision. It costs one limiter's run up to i — the same work the run did — and shows the engine's own
 * numbers, never a recomputation. test/engine/explain checks that the verdict read back from the shown
 * comparisons is the engine's, for every event of every conformance trace, and that explanations agree with
 * the run's request log.
 *
 * Limiter ids are the run's: `sentinel:<i>` (flow rule i alone, on the requests entering its resource),
 * `guava:<i>`, `chain:0` (every Sentinel rule through the slot chain). Request indexes are the limiter's
 * request-log rows. Unknown ids or indexes give null.
 */
import { flowParts, runnable } from '../limiters/engines';
import { moduleOfType } from '../limiters/registry';
import type { Scenario } from '../scenario';
import { resolveColdFactor } from '../sentinel/flow-rule';
import { buildSentinelLimiter } from '../sim/sentinel-limiter';
import { requestsOf, sourceIdentitiesOf, trafficOf, withRuleLists } from '../sim/inputs';
import { FlowExplainer } from './flow';
import type { Explanation } from './types';

export type { Check, CompareOp, Explanation, Param, Step, Then, Verdict } from './types';
export { holds, shownOp, verdictFromSteps } from './types';
export { BreakerWatch, DegradeExplainer } from './breaker';
export { ChainExplainer } from './chain';
export { FlowExplainer } from './flow';
export { GuavaExplainer, scenarioGuavaLimiter } from './guava';

/** Which module explains a limiter id: a rule alone is the flow family's; the others say so themselves. */
export function explainRequest(given: Scenario, limiterId: string, requestIndex: number): Explanation | null {
  const m = /^(sentinel|guava|limiters|chain):(\d+)$/.exec(limiterId);
  if (m === null || !Number.isInteger(requestIndex) || requestIndex < 0) return null;
  const family = m[1];
  const at = Number(m[2]);
  const s = withRuleLists(given);
  if (family === 'sentinel') return explainRule(s, at, limiterId, requestIndex);
  const kind =
    family === 'chain'
      ? 'sentinel-chain'
      : moduleOfType(family as 'guava' | 'limiters', (family === 'guava' ? s.guava : (s.limiters ?? []))[at]?.type)
          ?.kind;
  const explain = (kind === undefined ? undefined : runnable(kind))?.explain;
  if (explain == null) return null;
  // the explainer re-runs the arrivals the run gave its runner, and reads the flow modules from its context
  return explain({ scenario: s, index: at, id: limiterId, arrivals: trafficOf(s), flows: flowParts }, requestIndex);
}

function explainRule(s: Scenario, at: number, limiterId: string, index: number): Explanation | null {
  const rule = s.rules[at];
  if (rule === undefined) return null;
  const coldFactor = resolveColdFactor(s.coldFactor).value;
  const limiter = buildSentinelLimiter(rule, at, s.sentinelVersion, coldFactor, s.startMs);
  // a rule alone sees the requests that enter its resource (as the run gives them to it)
  const a = requestsOf(trafficOf(s), sourceIdentitiesOf(s), rule.resource);
  if (index >= a.count) return null;
  // a rule that does nothing (dropped, not loaded, not applied) is explained by the run's label
  const doesNothing = !limiter.sim.ruleChecked || limiter.sim.controller === null;
  const ex = new FlowExplainer(limiter.sim, limiterId, doesNothing ? limiter.label : null, flowParts.steps);
  for (let i = 0; i <= index; i++) {
    const t = s.startMs + Math.floor(a.tUs[i] / 1000);
    const e = ex.arrive(i, t, a.acquire[i], a.prioritized[i] === 1, a.rtMs[i], a.error[i] === 1, i === index);
    if (e !== null) return e;
  }
  return null;
}
