/**
 * Compare preset `guava-vs-go-rate`: Guava SmoothBursty create(r) with acquire (it waits) vs x/time/rate
 * NewLimiter(r, r) with ReserveN (it waits too): same rate, same one second of burst; Guava starts EMPTY and makes
 * the next caller pay, x/time/rate starts FULL and lets the tokens go negative. The rate is the x/time/rate item's
 * on screen when it is one, else the scenario's (its first rule's count).
 */
import type { Scenario } from '../../../engine/scenario';
import { focusedItem, guavaWith, limitersWith } from '../../compare/preset-kit';
import type { Focus, Variant } from '../../compare/variant-patch';
import { scenarioRate } from '../item-choice';

export function guavaVsGoRate(base: Scenario, focus: Focus): Variant[] {
  const own = focusedItem(base, focus, ['goRate']);
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
        guava: guavaWith(base, 0, {
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

/** Its Compare presets by id (kept in share links): the view's `lazy.ts`, loaded with Compare. */
export default { 'guava-vs-go-rate': guavaVsGoRate };
