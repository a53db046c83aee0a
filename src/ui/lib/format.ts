/** Number formatting for the UI: tabular figures are a CSS concern; units always travel with the number. */

const NBSP = '\u00a0';

/**
 * `1234.5` → `1,234.5`: at most `digits` decimals, trailing zeros dropped. Hand-written rather
 * than Intl.NumberFormat, whose first use costs ~150 ms of locale loading on the first paint.
 */
function fixed(x: number, digits: number, keepZeros = false): string {
  let s = Math.abs(x).toFixed(digits);
  if (!keepZeros && s.includes('.')) s = s.replace(/\.?0+$/, '');
  const dot = s.indexOf('.');
  const int = dot < 0 ? s : s.slice(0, dot);
  const frac = dot < 0 ? '' : s.slice(dot);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = x < 0 && /[1-9]/.test(s);
  return `${negative ? '−' : ''}${grouped}${frac}`;
}

/** A plain number with at most `digits` decimals; `—` for NaN/undefined, `∞` for infinities. */
export function num(x: number | undefined | null, digits = 2): string {
  if (x === undefined || x === null || Number.isNaN(x)) return '—';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '−∞';
  return fixed(x, digits);
}

/** Enough decimals to show a small number's first significant digits (0.001 stays 0.001). */
export function precise(x: number | undefined | null): string {
  if (x === undefined || x === null || !Number.isFinite(x)) return num(x);
  const a = Math.abs(x);
  if (a === 0 || a >= 100) return num(x, 0);
  if (a >= 1) return num(x, 2);
  const digits = Math.min(9, Math.max(2, 2 - Math.floor(Math.log10(a))));
  return num(x, digits);
}

export function withUnit(text: string, unit: string): string {
  return unit ? `${text}${NBSP}${unit}` : text;
}

export const ms = (x: number, digits = 1) => withUnit(num(x, digits), 'ms');
export const qps = (x: number, digits = 2) => withUnit(num(x, digits), 'QPS');
export const micros = (x: number, digits = 0) => withUnit(num(x, digits), 'µs');

/** Clock display: seconds with millisecond precision, e.g. `3.200 s`. */
export function seconds(msValue: number): string {
  return withUnit(fixed(msValue / 1000, 3, true), 's');
}

/** Axis ticks for a time axis in ms: `0 s`, `2.5 s`, … */
export function axisSeconds(msValue: number): string {
  return `${num(msValue / 1000, 3)} s`;
}
