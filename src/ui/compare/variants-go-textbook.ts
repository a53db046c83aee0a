/**
 * Quick comparisons that put Sentinel-Go and the textbook algorithms beside Sentinel on the same traffic
 * (variants.ts has the mechanism: a merge patch per row, the traffic shared and untouchable):
 *
 *   sentinel-vs-sentinel-go-warmup   Java Sentinel WarmUp (controlBehavior 1) at count c, warmUpPeriodSec p and
 *                                    the scenario's coldFactor vs Sentinel-Go WarmUp + Reject with Threshold c,
 *                                    WarmUpPeriodSec p, the same WarmUpColdFactor, StatIntervalInMs 1000: the same
 *                                    geometry, synced from different statistics (Java: the previous second's
 *                                    passes; Go: the sliding window one bucket ago) on different clocks.
 *   windows-vs-sentinel              a fixed window, a sliding-window counter (teaching algorithms, no upstream)
 *                                    and Sentinel's DEFAULT reject, all at c per 1000 ms: the fixed window lets
 *                                    2c through at an edge, the estimate and Sentinel's sliding window do not.
 *
 * The count is the limiter on screen's when it is one of these, else the scenario's (its first rule's count).
 */
import type { LimiterItem } from '../../engine/limiters/limiters-schema';
import { scenarioRate } from '../limiters/item-choice';
import type { Scenario } from '../../engine/scenario';
import type { Focus, Json, Variant } from './variants';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

type Rule = Scenario['rules'][number];

const FALLBACK_RULE: Rule = defaultFlowRule('demo', { count: 20 });

/** The item on screen when it is of one of `types`. */
function focusedItem(base: Scenario, focus: Focus, types: readonly string[]): LimiterItem | undefined {
  const item = focus.kind === 'limiters' ? (base.limiters ?? [])[focus.index] : undefined;
  return item !== undefined && types.includes(item.type) ? item : undefined;
}

/** `list` with its first item of `item.type` replaced by `item` (or `item` appended); its index. */
function put(list: LimiterItem[], item: LimiterItem): number {
  let index = list.findIndex((x) => x.type === item.type);
  if (index < 0) {
    index = list.length;
    list.push(item);
  } else list[index] = item;
  return index;
}

/** The focused rule (or rule 0, or the fallback) with `fields`, as the rules patch, and its index. */
function ruleWith(base: Scenario, focus: Focus, fields: Partial<Rule>): { patch: Json; index: number } {
  const r = focus.kind === 'sentinel' && focus.index < base.rules.length ? focus.index : 0;
  const rule: Rule = { ...(base.rules[r] ?? FALLBACK_RULE), ...fields };
  const rules = base.rules.length === 0 ? [rule] : base.rules.map((x, i) => (i === r ? rule : x));
  return { patch: structuredClone(rules) as Json, index: r };
}

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
