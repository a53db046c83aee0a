/**
 * Timestamps as logs and spreadsheets write them → epoch milliseconds, without `Date` (the
 * engine has no real clock and no time zone): ISO 8601 (`2024-05-01T12:00:00.250Z`,
 * `2024-05-01 12:00:00+08:00`; no offset = UTC), epoch seconds / ms / µs, and the access log's
 * `[10/Oct/2000:13:55:36 -0700]`.
 */
export const TIME_FORMATS = ['iso', 'epoch-s', 'epoch-ms', 'epoch-us'] as const;

/**
 * The times a simulated clock can start at: 1970-01-01 up to 2100-01-01 (the scenario's MAX_START_MS).
 * A log time outside them (a negative epoch, a µs column read as ms) is a bad line that says so, rather
 * than an import whose clock silently keeps its old start.
 */
export const LATEST_EPOCH_MS = 4_102_444_800_000;
export const inClockRange = (ms: number): boolean => ms >= 0 && ms <= LATEST_EPOCH_MS;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function civilMs(y: number, mo: number, d: number, h: number, mi: number, s: number, frac: string): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > DAYS_IN_MONTH[mo - 1] || h > 23 || mi > 59 || s > 60) return null;
  const ms = frac === '' ? 0 : Number(`0.${frac}`) * 1000;
  return daysFromCivil(y, mo, d) * 86_400_000 + ((h * 60 + mi) * 60 + s) * 1000 + ms;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMs(z: string | undefined): number {
  if (z === undefined || z.toUpperCase() === 'Z') return 0;
  const sign = z[0] === '-' ? -1 : 1;
  const digits = z.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

export function parseIso(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (m === null) return null;
  const t = civilMs(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), m[7] ?? '');
  return t === null ? null : t - offsetMs(m[8]);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CLF = /^(\d{2})\/([A-Za-z]{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?\s+([+-]\d{4})$/;

/** The access log's `%t` / `$time_local`: `10/Oct/2000:13:55:36 -0700`. */
export function parseClfTime(text: string): number | null {
  const m = CLF.exec(text.trim());
  if (m === null) return null;
  const mo = MONTHS.indexOf(m[2].toLowerCase()) + 1;
  if (mo === 0) return null;
  const t = civilMs(+m[3], mo, +m[1], +m[4], +m[5], +m[6], m[7] ?? '');
  return t === null ? null : t - offsetMs(m[8]);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const EPOCH_SCALE = { 'epoch-s': 1000, 'epoch-ms': 1, 'epoch-us': 0.001 } as const;

/** One cell in the chosen format → epoch ms, or null. */
export function parseTimestamp(text: string, format: TimeFormat): number | null {
  if (format === 'iso') return parseIso(text);
  const t = text.trim();
  if (!NUMBER.test(t)) return null;
  const v = Number(t) * EPOCH_SCALE[format];
  return Number.isFinite(v) ? v : null;
}

/** A guess of the format from one sample cell (what the picker preselects). */
export function guessTimeFormat(sample: string): TimeFormat {
  const t = sample.trim();
  if (!NUMBER.test(t)) return 'iso';
  const v = Math.abs(Number(t));
  if (v >= 1e14) return 'epoch-us';
  if (v >= 1e11) return 'epoch-ms';
  return 'epoch-s';
}
