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
import type { Scenario } from '../scenario';
import { resolveColdFactor } from '../sentinel/flow-rule';
import { buildSentinelLimiter } from '../sim/sentinel-limiter';
import { chainSimOf, requestsOf, sourceIdentitiesOf, trafficOf, withRuleLists } from '../sim/simulate';
import { ChainExplainer } from './chain';
import { FlowExplainer } from './flow';
import { GuavaExplainer, scenarioGuavaLimiter } from './guava';
import type { Explanation } from './types';

export type { Check, CompareOp, Explanation, Param, Step, Then, Verdict } from './types';
export { holds, shownOp, verdictFromSteps } from './types';
export { BreakerWatch, DegradeExplainer } from './breaker';
export { ChainExplainer } from './chain';
export { FlowExplainer } from './flow';
export { GuavaExplainer, scenarioGuavaLimiter } from './guava';

export function explainRequest(given: Scenario, limiterId: string, requestIndex: number): Explanation | null {
  const m = /^(sentinel|guava|chain):(\d+)$/.exec(limiterId);
  if (m === null || !Number.isInteger(requestIndex) || requestIndex < 0) return null;
  const kind = m[1];
  const at = Number(m[2]);
  const s = withRuleLists(given);
  if (kind === 'sentinel') return explainRule(s, at, limiterId, requestIndex);
  if (kind === 'guava') return explainGuava(s, at, limiterId, requestIndex);
  return at === 0 ? explainChain(s, limiterId, requestIndex) : null;
}

function explainRule(s: Scenario, at: number, limiterId: string, index: number): Explanation | null {
  const rule = s.rules[at];
  if (rule === undefined) return null;
  const coldFactor = resolveColdFactor(s.coldFactor).value;
  const limiter = buildSentinelLimiter(rule, at, s.sentinelVersion, coldFactor, s.startMs);
  // a rule alone sees the requests that enter its resource (as the run gives them to it)
  const a = requestsOf(trafficOf(s), sourceIdentitiesOf(s), rule.resource);
  if (index >= a.count) return null;
  const ex = new FlowExplainer(limiter.sim, limiterId, limiter.kind === 'sentinel-none' ? limiter.label : null);
  for (let i = 0; i <= index; i++) {
    const t = s.startMs + Math.floor(a.tUs[i] / 1000);
    const e = ex.arrive(i, t, a.acquire[i], a.prioritized[i] === 1, a.rtMs[i], a.error[i] === 1, i === index);
    if (e !== null) return e;
  }
  return null;
}

function explainGuava(s: Scenario, at: number, limiterId: string, index: number): Explanation | null {
  const config = s.guava[at];
  if (config === undefined) return null;
  const a = trafficOf(s);
  if (index >= a.count) return null;
  const timeout = config.tryAcquireTimeoutMs === null ? null : config.tryAcquireTimeoutMs * 1000;
  const ex = new GuavaExplainer(scenarioGuavaLimiter(config), limiterId, timeout);
  for (let i = 0; i <= index; i++) {
    const e = ex.call(i, a.tUs[i], a.acquire[i], i === index);
    if (e !== null) return e;
  }
  return null;
}

function explainChain(s: Scenario, limiterId: string, index: number): Explanation | null {
  const anyRule = s.rules.length + s.degradeRules.length + s.authorityRules.length + s.systemRules.length > 0;
  if (!anyRule) return null;
  const a = trafficOf(s);
  if (index >= a.count) return null;
  const ids = sourceIdentitiesOf(s);
  const ex = new ChainExplainer(chainSimOf(s), limiterId);
  ex.watch((i) => i === index);
  // as chain-runner.ts feeds the chain: the source's identity, at the whole ms Sentinel reads
  for (let i = 0; i < a.count && !ex.explained.has(index); i++) {
    const id = ids[a.source === undefined ? 0 : a.source[i]] ?? ids[0];
    ex.arrive(s.startMs + Math.floor(a.tUs[i] / 1000), {
      resource: id.resource,
      origin: id.origin,
      context: id.context,
      entryIn: id.entryIn,
      acquire: a.acquire[i],
      prioritized: a.prioritized[i] === 1,
      rtMs: a.rtMs[i],
      error: a.error[i] === 1,
    });
  }
  if (!ex.explained.has(index)) ex.settle();
  return ex.explained.get(index) ?? null;
}
