/**
 * The quick comparisons that put the other libraries' limiters beside Sentinel and Guava on the same traffic
 * (variants.ts has the mechanism: a merge patch per row, the traffic shared and untouchable):
 *
 *   guava-vs-go-rate   Guava SmoothBursty create(r) with acquire (it waits) vs x/time/rate NewLimiter(r, r) with
 *                      ReserveN (it waits too): same rate, same one second of burst; Guava starts EMPTY and
 *                      makes the next caller pay, x/time/rate starts FULL and lets the tokens go negative.
 *   r4j-vs-sentinel    resilience4j L per 1000 ms (timeout 0) vs Sentinel's DEFAULT reject at count L: fixed
 *                      cycles that let 2L through at an edge vs a sliding 1 s window.
 *
 * The rate is the limiter on screen's when it is one of these, else the scenario's (its first rule's count).
 */
import type { Scenario } from '../../engine/scenario';
import type { LimiterItem } from '../../engine/limiters/limiters-schema';
import { scenarioRate } from '../limiters/item-choice';
import type { Focus, Json, Variant } from './variants';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

type Rule = Scenario['rules'][number];

const FALLBACK_RULE: Rule = defaultFlowRule('demo', { count: 20 });

function focusedItem(base: Scenario, focus: Focus, type: string): LimiterItem | undefined {
  const list = base.limiters ?? [];
  if (focus.kind === 'limiters' && list[focus.index]?.type === type) return list[focus.index];
  return undefined;
}

/** `base.limiters` with the first item of `item.type` replaced by `item` (or `item` appended); its index. */
function limitersWith(base: Scenario, item: LimiterItem): { patch: Json; index: number } {
  const list = [...(base.limiters ?? [])];
  let index = list.findIndex((x) => x.type === item.type);
  if (index < 0) {
    index = list.length;
    list.push(item);
  } else list[index] = item;
  return { patch: structuredClone(list) as Json, index };
}

/** `base.guava` with limiter 0 replaced (or added). */
function guavaWith(base: Scenario, limiter: Scenario['guava'][number]): Json {
  const list = base.guava.length === 0 ? [limiter] : base.guava.map((x, i) => (i === 0 ? limiter : x));
  return structuredClone(list) as Json;
}

export function guavaVsGoRate(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, 'goRate');
  const fromFocus = own && typeof own.limit === 'number' && own.limit > 0 ? own.limit : null;
  const rate = fromFocus ?? scenarioRate(base);
  const burst = Math.max(1, Math.round(rate));
  const go = limitersWith(base, {
    type: 'goRate',
    limit: rate,
    burst,
    call: 'ReserveN',
    waitTimeoutMs: null,
    changes: [],
  });
  return [
    {
      label: { key: 'compare.variant.guavaBursty', params: { rate } },
      patch: {
        guava: guavaWith(base, {
          type: 'bursty',
          permitsPerSecond: rate,
          maxBurstSeconds: 1,
          tryAcquireTimeoutMs: null,
        }),
      },
      limiterId: 'guava:0',
    },
    {
      label: { key: 'compare.variant.goRate', params: { rate, burst } },
      patch: { limiters: go.patch },
      limiterId: `limiters:${go.index}`,
    },
  ];
}

export function r4jVsSentinel(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, 'resilience4j');
  const count = Math.max(1, Math.round(own ? Number(own.limitForPeriod) : scenarioRate(base)));
  const r = focus.kind === 'sentinel' && focus.index < base.rules.length ? focus.index : 0;
  const rule: Rule = { ...(base.rules[r] ?? FALLBACK_RULE), grade: 1, controlBehavior: 0, count };
  const rules = base.rules.length === 0 ? [rule] : base.rules.map((x, i) => (i === r ? rule : x));
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
      patch: { rules: structuredClone(rules) as Json },
      limiterId: `sentinel:${r}`,
    },
  ];
}
