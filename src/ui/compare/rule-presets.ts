/**
 * Compare's own quick presets over Sentinel's flow rules and Guava's limiters (WarmUp vs SmoothWarmingUp,
 * pacing vs reject, 1.8.6 vs 1.8.7+), and the helpers every preset that edits a rule or a Guava limiter uses:
 * which one is on screen, and the list with it replaced, as patch JSON.
 */
import type { GuavaLimiter, Scenario } from '../../engine/scenario';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';
import type { Focus, Json, Variant } from './variant-patch';

export type Rule = Scenario['rules'][number];

/** The rule a preset starts from when the scenario has none (the dashboard's new-rule defaults, count 20). */
export const FALLBACK_RULE: Rule = defaultFlowRule('demo', { count: 20 });

/** The flow rule a preset works on: the one on screen, else rule 0. */
export function focusedRule(base: Scenario, focus: Focus): number {
  return focus.kind === 'sentinel' && focus.index < base.rules.length ? focus.index : 0;
}

/** The Guava limiter a preset works on: the one on screen, else limiter 0. */
export function focusedGuava(base: Scenario, focus: Focus): number {
  return focus.kind === 'guava' && focus.index < base.guava.length ? focus.index : 0;
}

export function ruleAt(base: Scenario, r: number): Rule {
  return base.rules[r] ?? FALLBACK_RULE;
}

/** `base.rules` with rule `r` replaced (or added, in an empty list), as patch JSON. */
export function rulesWith(base: Scenario, r: number, rule: Rule): Json {
  const rules = base.rules.length === 0 ? [rule] : base.rules.map((x, i) => (i === r ? rule : x));
  return structuredClone(rules) as Json;
}

export function guavaWith(base: Scenario, g: number, limiter: GuavaLimiter): Json {
  const list = base.guava.length === 0 ? [limiter] : base.guava.map((x, i) => (i === g ? limiter : x));
  return structuredClone(list) as Json;
}

/** Guava's SmoothWarmingUp accepts a coldFactor from 1 to 100 (the public API always uses 3). */
const GUAVA_MAX_COLD_FACTOR = 100;

/**
 * Sentinel WarmUp (controlBehavior 1) on the focused rule vs Guava SmoothWarmingUp with the same
 * rate, warm-up period and cold factor. Guava calls tryAcquire(1, 0 ms) so that it rejects like
 * Sentinel instead of making requests wait.
 */
export function warmUpVsSmooth(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const g = focusedGuava(base, focus);
  const rule: Rule = { ...ruleAt(base, r), grade: 1, controlBehavior: 1 };
  const smooth: GuavaLimiter = {
    type: 'warmingUp',
    permitsPerSecond: rule.count,
    warmupPeriodMs: rule.warmUpPeriodSec * 1000,
    coldFactor: Math.min(base.coldFactor, GUAVA_MAX_COLD_FACTOR),
    tryAcquireTimeoutMs: 0,
  };
  return [
    {
      label: { key: 'compare.variant.sentinelWarmUp', params: { count: rule.count, sec: rule.warmUpPeriodSec } },
      patch: { rules: rulesWith(base, r, rule) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: {
        key: 'compare.variant.guavaWarmingUp',
        params: { rate: smooth.permitsPerSecond, ms: smooth.warmupPeriodMs },
      },
      patch: { guava: guavaWith(base, g, smooth) },
      limiterId: `guava:${g}`,
    },
  ];
}

/** The focused rule as RATE_LIMITER (排队等待, controlBehavior 2) vs as reject (快速失败, controlBehavior 0). */
export function pacingVsReject(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const rule = ruleAt(base, r);
  const pacing: Rule = { ...rule, grade: 1, controlBehavior: 2 };
  const reject: Rule = { ...rule, grade: 1, controlBehavior: 0 };
  return [
    {
      label: { key: 'compare.variant.pacing', params: { count: rule.count, ms: rule.maxQueueingTimeMs } },
      patch: { rules: rulesWith(base, r, pacing) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: { key: 'compare.variant.reject', params: { count: rule.count } },
      patch: { rules: rulesWith(base, r, reject) },
      limiterId: `sentinel:${r}`,
    },
  ];
}

/**
 * The focused rule as RATE_LIMITER under Sentinel 1.8.6 (RateLimiterController) and 1.8.7+
 * (ThrottlingController): controlBehavior 2 is the only flow behaviour whose class changed, so the
 * preset sets it. 1.8.6's FlowRule has no `regex` field; leaving it out spares a warning.
 */
export function sentinelVersions(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const { regex: _regex, ...rest } = ruleAt(base, r);
  const paced: Rule = { ...rest, grade: 1, controlBehavior: 2 };
  return [
    {
      label: { key: 'compare.variant.v186' },
      patch: { sentinelVersion: '1.8.6', rules: rulesWith(base, r, paced) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: { key: 'compare.variant.v187' },
      patch: {
        sentinelVersion: '1.8.9',
        rules: rulesWith(base, r, { ...ruleAt(base, r), grade: 1, controlBehavior: 2 }),
      },
      limiterId: `sentinel:${r}`,
    },
  ];
}
