/**
 * Compare preset `sentinel-vs-sentinel-go-warmup`: Java Sentinel WarmUp (controlBehavior 1) at count c,
 * warmUpPeriodSec p and the scenario's coldFactor vs Sentinel-Go WarmUp + Reject with Threshold c,
 * WarmUpPeriodSec p, the same WarmUpColdFactor, StatIntervalInMs 1000: the same geometry, synced from different
 * statistics (Java: the previous second's passes; Go: the sliding window one bucket ago) on different clocks.
 * The count is the Sentinel-Go item's on screen when it is one, else the scenario's (its first rule's count).
 */
import type { Scenario } from '../../../engine/scenario';
import { FALLBACK_RULE, focusedItem, put, ruleWith } from '../../compare/preset-kit';
import type { Focus, Json, Variant } from '../../compare/variant-patch';
import { scenarioRate } from '../item-choice';

export function sentinelVsSentinelGoWarmUp(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, ['sentinelGoFlowRule']);
  const rule = base.rules[focus.kind === 'sentinel' ? focus.index : 0] ?? FALLBACK_RULE;
  const count = own ? Number(own.threshold) : scenarioRate(base);
  const sec = own ? Math.max(1, Number(own.warmUpPeriodSec)) : Math.max(1, rule.warmUpPeriodSec);
  const coldFactor = own && Number(own.warmUpColdFactor) > 1 ? Number(own.warmUpColdFactor) : base.coldFactor;
  const java = ruleWith(base, focus, { grade: 1, controlBehavior: 1, count, warmUpPeriodSec: sec });
  const list = [...(base.limiters ?? [])];
  const go = put(list, {
    type: 'sentinelGoFlowRule',
    resource: own ? String(own.resource) : 'sim-resource',
    tokenCalculateStrategy: 1,
    controlBehavior: 0,
    threshold: count,
    maxQueueingTimeMs: own ? Number(own.maxQueueingTimeMs) : 500,
    warmUpPeriodSec: sec,
    warmUpColdFactor: coldFactor,
    statIntervalInMs: 1000,
  });
  return [
    {
      label: { key: 'compare.variant.sentinelWarmUp', params: { count, sec } },
      patch: { coldFactor, rules: java.patch },
      limiterId: `sentinel:${java.index}`,
    },
    {
      label: { key: 'compare.variant.sentinelGoWarmUp', params: { count, sec, coldFactor } },
      patch: { coldFactor, limiters: structuredClone(list) as Json },
      limiterId: `limiters:${go}`,
    },
  ];
}

/** Its Compare presets by id (kept in share links): the view's `lazy.ts`, loaded with Compare. */
export default { 'sentinel-vs-sentinel-go-warmup': sentinelVsSentinelGoWarmUp };
