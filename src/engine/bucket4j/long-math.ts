/**
 * Java `long` arithmetic on BigInt, for Bucket4j's `BucketState64BitsInteger`.
 *
 * Why BigInt here when the rest of the engine uses plain numbers: Bucket4j's clock is epoch
 * nanoseconds (1.7e18, far above 2^53), and its refill multiplies `refillTokens × Δnanos`
 * (10^6 tokens per hour is already 3.6e18), guarding the product with
 * `multiplyExactOrReturnMaxValue` and falling back to double arithmetic on overflow. Those
 * overflow branches are part of the behaviour, so the state is held as exact 64-bit values.
 * JS BigInt `/` truncates toward zero and `%` takes the dividend's sign, exactly like Java's.
 */

export const LONG_MAX_VALUE = 9223372036854775807n;
export const LONG_MIN_VALUE = -9223372036854775808n;

/** Wraps an exact result to a Java long (two's complement), as Java's `+`, `-`, `*` do silently. */
export function wrapLong(x: bigint): bigint {
  return BigInt.asIntN(64, x);
}

export function absLong(x: bigint): bigint {
  // Math.abs(Long.MIN_VALUE) is Long.MIN_VALUE in Java.
  return wrapLong(x < 0n ? -x : x);
}

/**
 * Bucket4j's `multiplyExactOrReturnMaxValue`: `Math.multiplyExact` that answers
 * `Long.MAX_VALUE` instead of throwing. (Its overflow test looks at the wrapped product, so
 * an exact product of exactly Long.MAX_VALUE is indistinguishable from an overflow; callers
 * treat both alike.)
 */
export function multiplyExactOrReturnMaxValue(x: bigint, y: bigint): bigint {
  const exact = x * y;
  return exact > LONG_MAX_VALUE || exact < LONG_MIN_VALUE ? LONG_MAX_VALUE : exact;
}

/** Java `(double) l`: round to nearest, ties to even (JS `Number(bigint)` rounds the same way). */
export function toDouble(x: bigint): number {
  return Number(x);
}

/** Java `(long) d`: truncate toward zero, NaN → 0, saturate at the long range. */
export function doubleToLong(d: number): bigint {
  if (Number.isNaN(d)) return 0n;
  if (d >= 2 ** 63) return LONG_MAX_VALUE;
  if (d <= -(2 ** 63)) return LONG_MIN_VALUE;
  return BigInt(Math.trunc(d));
}

export function minLong(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function maxLong(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
