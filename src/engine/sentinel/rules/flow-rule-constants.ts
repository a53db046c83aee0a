/**
 * The codes of a Sentinel FlowRule's int fields and their names, and the two rule versions whose checks differ.
 * Models the constants of `RuleConstant` (FLOW_GRADE_*, STRATEGY_*, CONTROL_BEHAVIOR_*).
 */
import type { FlowRule } from './flow-rule-schema';

/** Sentinel versions whose flow-rule checks differ: 1.8.7+ (regex) and 1.8.0–1.8.6. */
export type FlowRuleVersion = '1.8.9' | '1.8.6';

export const FLOW_GRADE_THREAD = 0;
export const FLOW_GRADE_QPS = 1;
export const STRATEGY_DIRECT = 0;
export const STRATEGY_RELATE = 1;
export const STRATEGY_CHAIN = 2;
export const CONTROL_BEHAVIOR_DEFAULT = 0;
export const CONTROL_BEHAVIOR_WARM_UP = 1;
export const CONTROL_BEHAVIOR_RATE_LIMITER = 2;
export const CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER = 3;

/** What a new Sentinel FlowRule holds, and what the schema fills in for an absent field (flow-rule-schema.ts). */
export const FLOW_RULE_DEFAULTS = {
  limitApp: 'default',
  grade: FLOW_GRADE_QPS,
  count: 0,
  strategy: STRATEGY_DIRECT,
  controlBehavior: CONTROL_BEHAVIOR_DEFAULT,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
} as const;

/**
 * A flow rule on `resource` with Sentinel's defaults, `fields` over them, its keys in the schema's order (the
 * presets', the default scenario's and the Compare variants' rules: one place, no zod).
 */
export function defaultFlowRule(resource: string, fields: Partial<FlowRule> = {}): FlowRule {
  return { resource, ...FLOW_RULE_DEFAULTS, ...fields };
}

export const GRADE_NAMES: Record<number, string> = { 0: 'THREAD', 1: 'QPS' };
export const STRATEGY_NAMES: Record<number, string> = { 0: 'DIRECT', 1: 'RELATE', 2: 'CHAIN' };
const BEHAVIOR_NAMES: Record<number, string> = {
  0: 'reject',
  1: 'WARM_UP',
  2: 'RATE_LIMITER',
  3: 'WARM_UP_RATE_LIMITER',
};
/** `2` → `2 (RATE_LIMITER)`. */
export function controlBehaviorName(b: number): string {
  return BEHAVIOR_NAMES[b] === undefined ? String(b) : `${b} (${BEHAVIOR_NAMES[b]})`;
}
