/** A sweep's numbers in words: a metric's value in its unit, a point's values by field (through format.ts). */
import { readable, withUnit } from '../lib/format';
import type { SweepMetric } from '../../share/sweep-link';
import { METRIC_UNITS } from './judge';

type Tr = (key: string, params?: Record<string, string | number>) => string;

/** A metric's value as read: a ratio in % (0.25 → 25 %), waits in ms, busiest1s in permits; `—` if undefined. */
export function metricText(t: Tr, m: SweepMetric, x: number): string {
  if (Number.isNaN(x)) return t('sweep.undefined');
  const unit = METRIC_UNITS[m];
  if (unit === 'ratio') return withUnit(readable(x * 100, 'ratio'), t('sweep.unit.ratio'));
  return withUnit(readable(x, unit), t(`sweep.unit.${unit}`));
}

/** The axis number of a metric (a ratio in %, without the unit: the axis title has it). */
export function metricTick(m: SweepMetric, x: number): string {
  return METRIC_UNITS[m] === 'ratio' ? readable(x * 100, 'ratio') : readable(x, METRIC_UNITS[m]);
}

/** A metric's name with its unit, for an axis or a column. */
export function metricLabel(t: Tr, m: SweepMetric): string {
  return t('sweep.metricWithUnit', { metric: t(`sweep.metric.${m}`), unit: t(`sweep.unit.${METRIC_UNITS[m]}`) });
}

/** `rules[0].count = 30, rules[0].warmUpPeriodSec = 5` */
export function valuesText(names: readonly string[], values: readonly number[]): string {
  return names.map((n, i) => `${n} = ${readable(values[i])}`).join(', ');
}
