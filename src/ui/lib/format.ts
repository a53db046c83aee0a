/**
 * The one number formatter: every number a person reads (explanations, the "Why?" line, cursor rows, summaries,
 * legends, chart labels, the CLI table) goes through here. Tabular figures are a CSS concern; units travel with
 * the number.
 *
 * WHY SIGNIFICANT DIGITS PER UNIT. The engine's doubles carry float noise (`0.1 + 0.2`, a refill that leaves
 * `4.440892098500626e-15` tokens, `0.6666600000000045`); printed as they are they read as precision nobody has.
 * So a fraction is rounded to a few significant digits chosen by its unit (`SIG_DIGITS`), while the digits of
 * the integer part are never dropped (a wait of 123 456 ms is not "123 500"). A value below `NOISE_FLOOR` is 0.
 * Exponents are never printed: huge values read `1.798×10³⁰⁸`. `∞` is printed only for an infinite value.
 * Where two numbers of one formula would read the same although they differ (Math.nextUp's 10.000000000000002
 * against 10), the explanation asks `readable(x, …, sig)` for more digits (explain-text.ts): never a lie by
 * rounding.
 *
 * Hand-written rather than Intl.NumberFormat, whose first use costs ~150 ms of locale loading on the first paint.
 */

const NBSP = '\u00a0';

/** The units a person reads a number in (Unit of limiters/contract.ts and a few of the page's own). */
export type NumUnit = 'ms' | 'µs' | 'ns' | 's' | 'QPS' | 'tokens' | 'permits' | 'requests' | 'ratio' | 'count' | '';

/** Significant digits of a fraction, by unit. */
export const SIG_DIGITS: Readonly<Record<NumUnit, number>> = {
  ms: 4,
  µs: 4,
  ns: 4,
  s: 4,
  QPS: 4,
  tokens: 3,
  permits: 3,
  requests: 3,
  ratio: 3,
  count: 3,
  '': 4,
};

/** Below this a value is float noise (no limiter's quantity is meaningful at 10⁻⁹ of its unit). */
export const NOISE_FLOOR = 1e-9;

/** At and above this `toFixed` would print an exponent: the value is written as mantissa × 10ⁿ. */
const EXP_FROM = 1e21;
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function group(int: string, sep: string): string {
  return sep === '' ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** `|x|` with at most `decimals` decimals (trailing zeros dropped), grouped; no sign, no exponent. */
function plain(a: number, decimals: number, sep: string): string {
  if (a >= EXP_FROM) {
    const exp = Math.floor(Math.log10(a));
    const mantissa = trimZeros((a / 10 ** exp).toFixed(3));
    return `${mantissa}×10${[...String(exp)].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
  }
  const s = trimZeros(a.toFixed(Math.min(100, Math.max(0, decimals))));
  const dot = s.indexOf('.');
  return dot < 0 ? group(s, sep) : group(s.slice(0, dot), sep) + s.slice(dot);
}

export interface ReadableOptions {
  /** the digit-group separator: `,` on the page, `''` in the CLI and in messages */
  group?: string;
}

/**
 * `x` in `unit`'s significant digits (or `sig` of them): `—` for NaN/undefined, `∞` only for infinities, 0 below
 * the noise floor, a real minus sign.
 */
export function readable(
  x: number | undefined | null,
  unit: NumUnit = '',
  sig: number = SIG_DIGITS[unit],
  options: ReadableOptions = {},
): string {
  if (x === undefined || x === null || Number.isNaN(x)) return '—';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '−∞';
  const a = Math.abs(x);
  if (a < NOISE_FLOOR) return '0';
  const intDigits = a < 1 ? 0 : Math.floor(Math.log10(a)) + 1;
  // a fraction below 1: its leading zeros are not significant
  const lead = a < 1 ? -Math.floor(Math.log10(a)) - 1 : 0;
  const text = plain(a, Math.max(0, sig - intDigits) + lead, options.group ?? ',');
  return x < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** `x` as `readable` gives it, with its unit after a no-break space. */
export function quantity(x: number | undefined | null, unit: NumUnit, sig?: number): string {
  return withUnit(readable(x, unit, sig), unit);
}

/**
 * A plain number with at most `digits` decimals (fewer where its significant digits end, so float noise never
 * shows); `—` for NaN/undefined, `∞` for infinities.
 */
export function num(x: number | undefined | null, digits = 2): string {
  if (x === undefined || x === null || Number.isNaN(x)) return '—';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '−∞';
  const a = Math.abs(x);
  if (a < NOISE_FLOOR) return '0';
  const text = plain(a, Math.min(digits, significantDecimals(a)), ',');
  return x < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** The most decimals a value has that are not float noise (15 significant digits of a double in all). */
function significantDecimals(a: number): number {
  return Math.max(0, 15 - (a < 1 ? 0 : Math.floor(Math.log10(a)) + 1));
}

/** Enough decimals to show a small number's first significant digits (0.001 stays 0.001). */
export function precise(x: number | undefined | null): string {
  if (x === undefined || x === null || !Number.isFinite(x)) return num(x);
  const a = Math.abs(x);
  if (a < NOISE_FLOOR || a >= 100) return num(x, 0);
  if (a >= 1) return num(x, 2);
  return readable(x, '', 3);
}

export function withUnit(text: string, unit: string): string {
  return unit ? `${text}${NBSP}${unit}` : text;
}

export const ms = (x: number, digits = 1) => withUnit(num(x, digits), 'ms');
export const qps = (x: number, digits = 2) => withUnit(num(x, digits), 'QPS');
export const micros = (x: number, digits = 0) => withUnit(num(x, digits), 'µs');

/** Clock display: seconds with millisecond precision, e.g. `3.200 s`. */
export function seconds(msValue: number): string {
  const s = msValue / 1000;
  const [int, frac] = Math.abs(s).toFixed(3).split('.');
  const text = `${group(int, ',')}.${frac}`;
  return withUnit(`${s < 0 && /[1-9]/.test(text) ? '−' : ''}${text}`, 's');
}

/** Axis ticks for a time axis in ms: `0 s`, `2.5 s`, … */
export function axisSeconds(msValue: number): string {
  return `${num(msValue / 1000, 3)} s`;
}

/** A number inside a message (the i18n fill): integers as they are, fractions in 4 significant digits. */
export function messageNumber(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < EXP_FROM) return String(x);
  return readable(x, '', SIG_DIGITS[''], { group: '' });
}
