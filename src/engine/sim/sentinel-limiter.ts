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
import { DefaultController } from '../sentinel/controllers/default';
import { RateLimiterController } from '../sentinel/controllers/rate-limiter';
import { ThrottlingController } from '../sentinel/controllers/throttling';
import { WarmUpController } from '../sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../sentinel/controllers/warm-up-rate-limiter';
import {
  controlBehaviorName,
  FLOW_GRADE_THREAD,
  flowRuleIssues,
  isValidFlowRule,
  type FlowRule,
} from '../sentinel/flow-rule';
import { FlowSim } from '../sentinel/flow-sim';
import type { SentinelVersion } from '../sentinel/types';
import { prefixIssues } from '../scenario/issues';
import type { LimiterKind } from './result';

export interface SentinelLimiter {
  sim: FlowSim;
  kind: LimiterKind;
  className: string;
  label: string;
  constants: Record<string, number>;
}

/** Builds rule `index` of the scenario as Sentinel would load it. */
export function buildSentinelLimiter(
  rule: FlowRule,
  index: number,
  version: SentinelVersion,
  coldFactor: number,
  startMs: number,
): SentinelLimiter {
  const name = `Rule ${index} (${rule.resource})`;
  const everythingPasses = 'so every request passes';
  const none = (sim: FlowSim, why: string): SentinelLimiter => ({
    sim,
    kind: 'sentinel-none',
    className: 'none',
    label: `${name}: ${why}, ${everythingPasses}`,
    constants: {},
  });
  const ruleVersion = version === '1.8.9' ? '1.8.9' : '1.8.6';
  if (!isValidFlowRule(rule, ruleVersion)) {
    const issues = prefixIssues(['rules', index], flowRuleIssues(rule, ruleVersion)).map((i) => i.message);
    const why = issues.length > 0 ? issues.join('; ') : 'the rule is invalid';
    return none(new FlowSim(null, version, coldFactor, startMs), `dropped by Sentinel (${why})`);
  }
  let sim: FlowSim;
  try {
    sim = new FlowSim(rule, version, coldFactor, startMs);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return none(new FlowSim(null, version, coldFactor, startMs), `not loaded: the controller throws (${why})`);
  }
  if (!sim.ruleChecked) return none(sim, notCheckedReason(rule));
  const c = sim.controller!;
  const constants: Record<string, number> = { count: rule.count, grade: rule.grade };
  if (rule.grade === FLOW_GRADE_THREAD) {
    return {
      sim,
      kind: 'sentinel-thread',
      className: c.className,
      label: `${name}: THREAD, count ${rule.count}`,
      constants,
    };
  }
  constants.controlBehavior = rule.controlBehavior;
  const behaviour = controlBehaviorName(rule.controlBehavior).replace(/^\d+ \((.*)\)$/, '$1');
  const label = (detail: string) => `${name}: QPS, count ${rule.count}, ${detail}`;
  if (c instanceof WarmUpController) {
    Object.assign(constants, {
      coldFactor: c.coldFactor,
      warmUpPeriodSec: c.warmUpPeriodSec,
      warningToken: c.warningToken,
      maxToken: c.maxToken,
      slope: c.slope,
    });
    if (c instanceof WarmUpRateLimiterController) {
      Object.assign(constants, { maxQueueingTimeMs: c.maxQueueingTimeMs, useNanoSeconds: 0 });
      const detail = `${behaviour}: warm-up ${c.warmUpPeriodSec} s, queue ≤ ${c.maxQueueingTimeMs} ms`;
      return { sim, kind: 'sentinel-warm-up-rate-limiter', className: c.className, label: label(detail), constants };
    }
    const detail = `${behaviour}: warm-up ${c.warmUpPeriodSec} s, coldFactor ${c.coldFactor}`;
    return { sim, kind: 'sentinel-warm-up', className: c.className, label: label(detail), constants };
  }
  if (c instanceof ThrottlingController || c instanceof RateLimiterController) {
    const ns = c.useNanoSeconds;
    const cost = c.costTimeFor(1);
    Object.assign(constants, {
      maxQueueingTimeMs: c.maxQueueingTimeMs,
      useNanoSeconds: ns ? 1 : 0,
      costTimeMs: ns ? cost / 1e6 : cost,
    });
    if (ns) constants.costTimeNs = cost;
    const unit = ns ? `${cost} ns` : `${cost} ms`;
    const detail = `${behaviour}: one every ${unit}, queue ≤ ${c.maxQueueingTimeMs} ms`;
    const kind = c instanceof ThrottlingController ? 'sentinel-throttling' : 'sentinel-rate-limiter';
    return { sim, kind, className: c.className, label: label(detail), constants };
  }
  if (c instanceof DefaultController) constants.occupyTimeoutMs = c.occupyTimeoutMs;
  return { sim, kind: 'sentinel-default', className: c.className, label: label('rejects beyond it'), constants };
}

/** Why FlowRuleChecker would not apply a loaded rule to requests with no origin (see flow-sim.ts). */
function notCheckedReason(rule: FlowRule): string {
  if (rule.clusterMode && rule.clusterConfig?.fallbackToLocalWhenFail === false) {
    return 'cluster mode without a token server and fallbackToLocalWhenFail false: the rule is not applied';
  }
  if (rule.limitApp !== 'default') {
    return `limitApp "${rule.limitApp}" limits callers of that origin only, and the simulated requests carry none`;
  }
  return `strategy ${rule.strategy} (refResource "${rule.refResource ?? ''}") selects no statistics node for these requests`;
}
