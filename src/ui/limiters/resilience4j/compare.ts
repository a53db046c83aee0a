/**
 * Compare preset `r4j-vs-sentinel`: resilience4j L per 1000 ms (timeout 0) vs Sentinel's DEFAULT reject at count
 * L: fixed cycles that let 2L through at an edge vs a sliding 1 s window. L is the resilience4j item's on screen
 * when it is one, else the scenario's rate (its first rule's count).
 */
import type { Scenario } from '../../../engine/scenario';
import { focusedItem, limitersWith, ruleWith } from '../../compare/preset-kit';
import type { Focus, Variant } from '../../compare/variant-patch';
import { scenarioRate } from '../item-choice';

export function r4jVsSentinel(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, ['resilience4j']);
  const count = Math.max(1, Math.round(own ? Number(own.limitForPeriod) : scenarioRate(base)));
  const sentinel = ruleWith(base, focus, { grade: 1, controlBehavior: 0, count });
  const r4j = limitersWith(base, {
    type: 'resilience4j',
    limitForPeriod: count,
    limitRefreshPeriodMs: 1000,
    timeoutDurationMs: 0,
    call: 'acquirePermission',
    changes: [],
  });
  return [
    {
      label: { key: 'compare.variant.r4j', params: { count } },
      patch: { limiters: r4j.patch },
      limiterId: `limiters:${r4j.index}`,
    },
    {
      label: { key: 'compare.variant.reject', params: { count } },
      patch: { rules: sentinel.patch },
      limiterId: `sentinel:${sentinel.index}`,
    },
  ];
}

/** Its Compare presets by id (kept in share links): the view's `lazy.ts`, loaded with Compare. */
export default { 'r4j-vs-sentinel': r4jVsSentinel };
