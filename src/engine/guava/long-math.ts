/**
 * Java `long` arithmetic for Guava's hot path, with the same values as `toLong` / `saturatedAdd` in java.ts and
 * Guava's `checkPermits`, written so the common case (every number far below 2^53) costs one or two comparisons.
 *
 * Measured on the peer workload (bench/cases/peer.ts): `toLong` inlined into SmoothBursty's grant path cost about
 * a fifth of its time (a NaN test and two tests against the long range, both read from module bindings);
 * `longCast` below is decided by one comparison and gives the same number for every input.
 */
import { toLong as toLong_EXPORT } from '../java';

// A module-local copy: an imported binding can be read through a getter on every use (transpiled modules).
const toLong = toLong_EXPORT;

/** 2^53: below it a double's truncation is exact and inside the long range. */
const EXACT = 9007199254740992;
/** 2^63, `Long.MAX_VALUE` as a double (java.ts's LONG_MAX). */
const LONG_MAX = 9223372036854775808;
/** Every |value| below 2^51: the sum of three such integers is below 2^53, so exact in any order. */
export const EXACT_PART = 2 ** 51;

/** Java `(long) d`, exactly `toLong(d)`: NaN, the infinities and |d| ≥ 2^53 fail the comparison and take `toLong`. */
export function longCast(d: number): number {
  return d < EXACT && d > -EXACT ? Math.trunc(d) : toLong(d);
}

/** Guava's `LongMath.saturatedAdd`, as java.ts's `saturatedAdd` (exact while the sum stays below 2^53). */
export function saturatedAdd(a: number, b: number): number {
  const sum = a + b;
  return sum >= LONG_MAX ? LONG_MAX : sum <= -LONG_MAX ? -LONG_MAX : sum;
}

/** Guava's `checkPermits`: a positive Java int (`permits | 0` is `permits` exactly for the ints, −0 excepted). */
export function checkPermits(permits: number): void {
  if ((permits | 0) !== permits || permits <= 0) throwPermits(permits);
}

/** Apart from checkPermits, which is inlined into every acquire: the message costs it nothing there. */
function throwPermits(permits: number): never {
  throw new RangeError(`requested permits (${permits}) must be a positive int`);
}
