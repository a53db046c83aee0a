/**
 * From rule data to the controller Sentinel would build for it.
 * Models `com.alibaba.csp.sentinel.slots.block.flow.FlowRuleUtil.generateRater`; whether a rule is loaded at
 * all is `isValidFlowRule` (flow-rule.ts, Sentinel's `FlowRuleUtil.isValidRule`).
 *
 *   grade 0 (THREAD)                      → DefaultController, whatever controlBehavior says
 *   grade 1 (QPS), controlBehavior
 *     0 DEFAULT / unknown                 → DefaultController
 *     1 WARM_UP                           → WarmUpController(count, warmUpPeriodSec, coldFactor)
 *     2 RATE_LIMITER       ≤ 1.8.6        → RateLimiterController(count, maxQueueingTimeMs)      (ms pacing)
 *                          ≥ 1.8.7        → ThrottlingController(count, maxQueueingTimeMs)       (ms or ns)
 *     3 WARM_UP_RATE_LIMITER              → WarmUpRateLimiterController(count, warmUpPeriodSec,
 *                                                                      maxQueueingTimeMs, coldFactor)
 *
 * A rule that fails Sentinel's validity check is silently dropped by FlowRuleManager: no controller, every
 * request passes (`loadRater` returns null). E.g. RATE_LIMITER with `maxQueueingTimeMs: 0`.
 *
 * HOW WE DIFFER FROM UPSTREAM. A registry keyed by controlBehavior instead of a switch; the clock and the
 * Sentinel version are explicit; `ColdFactorProperty.coldFactor` (default 3) is a parameter. A constructor
 * that throws in Java (e.g. ThrottlingController with 0 < count < 0.5) throws a RangeError here; Sentinel's
 * `loadRules` would propagate that exception and load nothing.
 */
import type { SimClock } from '../../clock';
import {
  CONTROL_BEHAVIOR_RATE_LIMITER,
  CONTROL_BEHAVIOR_WARM_UP,
  CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
  FLOW_GRADE_QPS,
  isValidFlowRule,
  type FlowRule,
  type FlowRuleVersion,
} from '../flow-rule';
import type { SentinelVersion, TrafficShapingController } from '../types';
import { DefaultController } from './default';
import { RateLimiterController } from './rate-limiter';
import { ThrottlingController } from './throttling';
import { WarmUpController } from './warm-up';
import { WarmUpRateLimiterController } from './warm-up-rate-limiter';

/** What a factory needs besides the rule. */
export interface RaterContext {
  clock: SimClock;
  version: SentinelVersion;
  /** `ColdFactorProperty.coldFactor` (SENTINEL_DEFAULT_COLD_FACTOR, 3, unless configured). */
  coldFactor: number;
}

export type RaterFactory = (rule: FlowRule, ctx: RaterContext) => TrafficShapingController;

/** Sentinel 1.8.7 replaced RateLimiterController with ThrottlingController. */
export function usesThrottlingController(version: SentinelVersion): boolean {
  return version === '1.8.9';
}

/** QPS rules by controlBehavior. Anything not listed (0 and unknown values) gets DefaultController. */
export const QPS_RATERS: ReadonlyMap<number, RaterFactory> = new Map<number, RaterFactory>([
  [CONTROL_BEHAVIOR_WARM_UP, (r, c) => new WarmUpController(c.clock, r.count, r.warmUpPeriodSec, c.coldFactor)],
  [
    CONTROL_BEHAVIOR_RATE_LIMITER,
    (r, c) =>
      usesThrottlingController(c.version)
        ? new ThrottlingController(c.clock, r.count, r.maxQueueingTimeMs)
        : new RateLimiterController(c.clock, r.count, r.maxQueueingTimeMs),
  ],
  [
    CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
    (r, c) => new WarmUpRateLimiterController(c.clock, r.count, r.warmUpPeriodSec, r.maxQueueingTimeMs, c.coldFactor),
  ],
]);

/** `FlowRuleUtil.generateRater`: the controller for a rule that passed the validity check. */
export function generateRater(rule: FlowRule, ctx: RaterContext): TrafficShapingController {
  if (rule.grade === FLOW_GRADE_QPS) {
    const factory = QPS_RATERS.get(rule.controlBehavior);
    if (factory !== undefined) return factory(rule, ctx);
  }
  return new DefaultController(ctx.clock, rule.count, rule.grade);
}

/**
 * What FlowRuleManager ends up with for this rule: its controller, or null when there is no rule or Sentinel
 * drops it as invalid (then every request passes).
 */
export function loadRater(rule: FlowRule | null, ctx: RaterContext): TrafficShapingController | null {
  if (rule === null || !isValidFlowRule(rule, validityVersion(ctx.version))) return null;
  return generateRater(rule, ctx);
}

/**
 * The rule-validity rules to apply. 1.8.6 has no `regex` field; 1.7.2 is checked like 1.8.6 here, although
 * its `isValidRule` also checks controlBehavior fields for THREAD rules (a THREAD rule with RATE_LIMITER and
 * maxQueueingTimeMs 0 is dropped by 1.7.2 but loaded by 1.8.x).
 */
function validityVersion(version: SentinelVersion): FlowRuleVersion {
  return version === '1.8.9' ? '1.8.9' : '1.8.6';
}
