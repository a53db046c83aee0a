/**
 * What one Sentinel flow rule of a scenario becomes in a run: the FlowSim that plays it, and how
 * the result describes it (kind, controller class, a label that says what it does — or why it
 * does nothing — and its constants by their Java names).
 *
 * A rule can end up doing nothing, and Sentinel never says so; Flowlab does, in the label, and
 * runs it as kind `sentinel-none` (every request passes, the node still counts):
 *   - FlowRuleUtil.isValidRule rejects it (e.g. RATE_LIMITER with maxQueueingTimeMs 0): the
 *     label lists flowRuleIssues' reasons;
 *   - the controller's Java constructor would throw (ThrottlingController with 0 < count < 0.5:
 *     `1000 % Math.round(count)` divides by zero), so loadRules loads nothing;
 *   - it is loaded but FlowRuleChecker never applies it to our requests, which carry no origin
 *     and enter no named context (limitApp other than "default", CHAIN, RELATE to another
 *     resource, cluster mode without local fallback).
 */
import { flowModuleOf, runnable, type RunnableModule } from '../limiters/engines';
import { flowRuleIssues, isValidFlowRule, type FlowRule } from '../sentinel/flow-rule';
import { FlowSim } from '../sentinel/flow-sim';
import type { SentinelVersion } from '../sentinel/types';
import { issuePhrase, prefixIssues } from '../scenario/issues';
import type { LimiterKind } from './result';
import { phrase, type Phrase } from '../phrase';

export interface SentinelLimiter {
  sim: FlowSim;
  kind: LimiterKind;
  className: string;
  label: Phrase;
  constants: Record<string, number>;
  /** the module that runs, logs and explains it (limiters/registry.ts: by controller class and grade) */
  module: RunnableModule;
}

/** Builds rule `index` of the scenario as Sentinel would load it. */
export function buildSentinelLimiter(
  rule: FlowRule,
  index: number,
  version: SentinelVersion,
  coldFactor: number,
  startMs: number,
): SentinelLimiter {
  const at = { index, resource: rule.resource };
  const none = (sim: FlowSim, why: Phrase): SentinelLimiter => ({
    sim,
    kind: 'sentinel-none',
    className: 'none',
    label: phrase('summary.rule.none', { ...at, why }),
    constants: {},
    module: runnable('sentinel-none')!,
  });
  const ruleVersion = version === '1.8.9' ? '1.8.9' : '1.8.6';
  if (!isValidFlowRule(rule, ruleVersion)) {
    // the checks' own reasons, as the scenario validation words them (they name the field)
    const issues = prefixIssues(['rules', index], flowRuleIssues(rule, ruleVersion)).map(issuePhrase);
    const why = issues.length > 0 ? phrase('summary.rule.dropped', { issues }) : null;
    return none(new FlowSim(null, version, coldFactor, startMs), why ?? phrase('summary.rule.invalid'));
  }
  let sim: FlowSim;
  try {
    sim = new FlowSim(rule, version, coldFactor, startMs);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return none(new FlowSim(null, version, coldFactor, startMs), phrase('summary.rule.throws', { error }));
  }
  if (!sim.ruleChecked) return none(sim, notCheckedReason(rule));
  const c = sim.controller!;
  const module = flowModuleOf(rule, c);
  if (module === undefined) return none(sim, phrase('summary.rule.noModule', { className: c.className }));
  const own = module.flow.describe(rule, c);
  const constants: Record<string, number> = { count: rule.count, grade: rule.grade, ...own.constants };
  const label = phrase('summary.rule', { ...at, what: own.label });
  return { sim, kind: module.kind, className: c.className, label, constants, module };
}

/** Why FlowRuleChecker would not apply a loaded rule to requests with no origin (see flow-sim.ts). */
function notCheckedReason(rule: FlowRule): Phrase {
  if (rule.clusterMode && rule.clusterConfig?.fallbackToLocalWhenFail === false) {
    return phrase('summary.rule.clusterNoFallback');
  }
  if (rule.limitApp !== 'default') return phrase('summary.rule.limitApp', { limitApp: rule.limitApp });
  return phrase('summary.rule.strategy', { strategy: rule.strategy, refResource: rule.refResource ?? '' });
}
