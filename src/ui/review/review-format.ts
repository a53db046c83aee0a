/**
 * The review's numbers, through the one formatter (../lib/format.ts), each metric in the CLI's unit: ratios as
 * fractions, waits in ms, busiest1s in permits. A delta carries its sign (a plus for a rise).
 */
import type { ReviewMetric } from '../../engine/decide/review';
import { quantity, readable, type NumUnit } from '../lib/format';

const UNIT: Readonly<Record<ReviewMetric, NumUnit>> = {
  blockedRatio: 'ratio',
  passRatio: 'ratio',
  waitP50: 'ms',
  waitP99: 'ms',
  waitMax: 'ms',
  busiest1s: 'permits',
};

/** A metric's value with its unit (ratios have none). */
export function metricText(m: ReviewMetric, x: number): string {
  const unit = UNIT[m];
  return unit === 'ratio' ? readable(x, unit) : quantity(x, unit);
}

/** after − before, signed; `—` when either side is undefined. */
export function deltaText(m: ReviewMetric, before: number, after: number): string {
  const d = after - before;
  const text = metricText(m, d);
  return d > 0 && text !== '0' && !text.startsWith('0\u00a0') ? `+${text}` : text;
}

/** A count (requests, flips): grouped, no fraction. */
export const countText = (n: number): string => readable(n, 'count', 15);
