/**
 * Compare preset `windows-vs-sentinel` (it opens on it, as the sliding-window counter does): a fixed window, a
 * sliding-window counter (teaching algorithms, no upstream) and Sentinel's DEFAULT reject, all at c per 1000 ms:
 * the fixed window lets 2c through at an edge, the estimate and Sentinel's sliding window do not. The count is
 * the window item's on screen when it is one, else the scenario's (its first rule's count).
 */
import type { Scenario } from '../../../engine/scenario';
import { focusedItem, put, ruleWith } from '../../compare/preset-kit';
import type { Focus, Json, Variant } from '../../compare/variant-patch';
import { scenarioRate } from '../item-choice';

export function windowsVsSentinel(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, ['textbookFixedWindow', 'textbookSlidingWindowCounter']);
  const limit = Math.max(1, Math.round(own ? Number(own.limit) : scenarioRate(base)));
  const list = [...(base.limiters ?? [])];
  const fixed = put(list, { type: 'textbookFixedWindow', limit, windowMs: 1000 });
  const counter = put(list, { type: 'textbookSlidingWindowCounter', limit, windowMs: 1000 });
  const limiters = structuredClone(list) as Json;
  const sentinel = ruleWith(base, focus, { grade: 1, controlBehavior: 0, count: limit });
  return [
    {
      label: { key: 'compare.variant.fixedWindow', params: { limit } },
      patch: { limiters },
      limiterId: `limiters:${fixed}`,
    },
    {
      label: { key: 'compare.variant.slidingWindowCounter', params: { limit } },
      patch: { limiters },
      limiterId: `limiters:${counter}`,
    },
    {
      label: { key: 'compare.variant.reject', params: { count: limit } },
      patch: { rules: sentinel.patch },
      limiterId: `sentinel:${sentinel.index}`,
    },
  ];
}

/** Its Compare presets by id (kept in share links): the view's `lazy.ts`, loaded with Compare. */
export default { 'windows-vs-sentinel': windowsVsSentinel };
