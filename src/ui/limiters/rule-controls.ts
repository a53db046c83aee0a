/**
 * The sliders the rule views share: a rule field's slider, and the degrade rules' `count` per grade, timeWindow,
 * minRequestAmount and statIntervalMs.
 */
import type { Control } from './view-shapes';

/** A rule's slider: `path` is the field; most fields are whole numbers with a default when absent. */
export function ruleControl(
  name: string,
  hint: string,
  unit: Control['unit'],
  range: { min: number; max: number; step: number; fallback: number },
): Control {
  return { name, path: [name], scope: 'config', hint, unit, ...range };
}

export const TIME_WINDOW = ruleControl('timeWindow', 'degrade.timeWindow', 's', {
  min: 0,
  max: 60,
  step: 1,
  fallback: 0,
});
export const MIN_REQUEST_AMOUNT = ruleControl('minRequestAmount', 'degrade.minRequestAmount', 'calls', {
  min: 1,
  max: 100,
  step: 1,
  fallback: 5,
});
export const STAT_INTERVAL_MS = ruleControl('statIntervalMs', 'degrade.statIntervalMs', 'ms', {
  min: 100,
  max: 10000,
  step: 100,
  fallback: 1000,
});
/** `count` as an error ratio (1.8 grade 1, legacy grade 1) */
export const COUNT_ERROR_RATIO = ruleControl('count', 'degrade.count.errorRatio', '', {
  min: 0,
  max: 1,
  step: 0.05,
  fallback: 0,
});
/** `count` as an error count (1.8 grade 2, legacy grade 2) */
export const COUNT_ERROR_COUNT = ruleControl('count', 'degrade.count.errorCount', 'errors', {
  min: 0,
  max: 200,
  step: 1,
  fallback: 0,
});
/** the chain's breaker chart, which every degrade module is drawn on */
export const BREAKER_CHART = [{ chart: 'breaker', reads: ['chain.breakers'] }] as const;
