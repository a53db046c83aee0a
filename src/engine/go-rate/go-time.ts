/**
 * Go's `time.Time` and `time.Duration` arithmetic, as far as golang.org/x/time/rate relies on it.
 *
 * A `Duration` is an int64 of nanoseconds and `Time.Sub` SATURATES at its range instead of wrapping;
 * `x/time/rate` depends on that twice: the zero `time.Time` (year 1) as the initial `last` makes the
 * first elapsed time `MaxInt64` (so the bucket starts full), and a reservation at limit 0 waits
 * `InfDuration` (= MaxInt64), putting `lastEvent` ~292 years ahead.
 *
 * REPRESENTATION. An instant is nanoseconds on the caller's own axis (any origin, e.g. the start of a
 * simulation); the zero `time.Time` is `null`. Instants and durations are `number | bigint`, NORMALISED:
 * a value is a `number` exactly when it is a safe integer (|x| ≤ 2^53 − 1), otherwise a `bigint`. So the
 * common case never touches BigInt, equal values always have the same representation (`===` is Go's
 * `==`), and JS compares a number with a bigint exactly (`<`, `<=`). Only the rare huge values (a wait of
 * centuries, `InfDuration`) take the BigInt path.
 *
 * The zero time is treated as "more than 292 years before any instant we are given", which is what it
 * is for every realistic clock: `t.Sub(zero)` = MaxInt64, `zero.Sub(t)` = MinInt64, `t.Before(zero)` is false.
 */

export type GoInstant = number | bigint;
export type GoDuration = number | bigint;

export const MAX_INT64 = 2n ** 63n - 1n;
export const MIN_INT64 = -(2n ** 63n);
/** `rate.InfDuration` = `time.Duration(math.MaxInt64)`. */
export const InfDuration: GoDuration = MAX_INT64;
/** `time.Second` in ns. */
export const SECOND = 1_000_000_000;
const SECOND_N = 1_000_000_000n;
/** `float64(math.MaxInt64)` = 2^63 (the nearest double). */
const MAX_INT64_F = 2 ** 63;

/** The normal form of an integer: a number when it is a safe integer, else a bigint. */
export function norm(x: bigint): number | bigint {
  return x >= -9007199254740991n && x <= 9007199254740991n ? Number(x) : x;
}

function big(x: number | bigint): bigint {
  return typeof x === 'bigint' ? x : BigInt(x);
}

function saturate(x: bigint): GoDuration {
  if (x > MAX_INT64) return MAX_INT64;
  if (x < MIN_INT64) return MIN_INT64;
  return norm(x);
}

/** `t.Sub(u)`: the duration t − u, saturated to the int64 range (null = the zero Time). */
export function timeSub(t: GoInstant | null, u: GoInstant | null): GoDuration {
  if (t === null || u === null) {
    if (t === u) return 0;
    return t === null ? MIN_INT64 : MAX_INT64;
  }
  if (typeof t === 'number' && typeof u === 'number') {
    const d = t - u;
    if (Number.isSafeInteger(d)) return d; // exact: both operands are safe integers
  }
  return saturate(big(t) - big(u));
}

/** `t.Add(d)`: exact (a `time.Time` holds int64 seconds, far beyond any sum here). */
export function timeAdd(t: GoInstant, d: GoDuration): GoInstant {
  if (typeof t === 'number' && typeof d === 'number') {
    const s = t + d;
    if (Number.isSafeInteger(s)) return s;
  }
  return norm(big(t) + big(d));
}

/** `t.Before(u)` (null = the zero Time, before everything else). */
export function timeBefore(t: GoInstant | null, u: GoInstant | null): boolean {
  if (u === null) return false;
  if (t === null) return true;
  return t < u;
}

/** 2^53: below it in magnitude a number of ns splits exactly in durationSeconds. */
const SPLIT_EXACT = 2 ** 53;

/**
 * `d.Seconds()`: `float64(d / Second) + float64(d % Second) / 1e9` (integer division, truncating).
 *
 * For a number it splits d without `%`: a double modulo is a library call, and x/time/rate runs this on every
 * advance. Below 2^53, `Math.trunc(d / SECOND)` is Go's `d / Second`: a quotient that is not a whole number k lies
 * at least 1e-9 from it, more than half the spacing of doubles near k (k < 2^24, spacing at most 2^-29), so the
 * rounded division never reaches k; and `d − sec × SECOND` is exact (every term a safe integer), Go's `d % Second`
 * with the sign of d. go-time.test.ts checks the split against BigInt division around every multiple of 1e9.
 */
export function durationSeconds(d: GoDuration): number {
  if (typeof d === 'number') {
    if (!(d < SPLIT_EXACT && d > -SPLIT_EXACT)) {
      const rem = d % SECOND; // sign of d like Go's %
      return (d - rem) / SECOND + rem / 1e9;
    }
    const sec = Math.trunc(d / SECOND);
    return sec + (d - sec * SECOND) / 1e9;
  }
  // Number(bigint) rounds to nearest-even, like Go's float64(int64).
  return Number(d / SECOND_N) + Number(d % SECOND_N) / 1e9;
}

/**
 * `time.Duration(x)` for a float64 x: truncation toward zero. Out of range (x ≥ 2^63, x < −2^63, NaN)
 * Go leaves the result to the platform; on amd64 (where the traces were recorded) it is MinInt64.
 */
export function durationFromFloat(x: number): GoDuration {
  if (!(x >= -MAX_INT64_F && x < MAX_INT64_F)) return MIN_INT64;
  const d = Math.trunc(x) + 0; // + 0: no -0
  return Number.isSafeInteger(d) ? d : BigInt(d);
}

/** A duration for JSON and display: a number when safe, else its decimal digits. */
export function durationToJson(d: GoDuration): number | string {
  return typeof d === 'number' ? d : d.toString();
}
