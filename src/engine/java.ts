/**
 * Java's numeric semantics, reproduced exactly where Sentinel and Guava depend on them.
 *
 * Flowlab represents Java `long` and `int` values as JS numbers. Every time and count in a
 * simulation stays far below 2^53, so they are exact; what differs from plain JS is how
 * Java converts and rounds, and those differences are visible in rate limiter decisions
 * (a `(long)` cast truncates toward zero, `Math.round` rounds half up, `(int)` saturates).
 */

/** Long.MAX_VALUE as a double (2^63; the nearest double to 2^63 − 1). */
export const LONG_MAX = 2 ** 63;
export const LONG_MIN = -(2 ** 63);
export const INT_MAX = 2147483647;
export const INT_MIN = -2147483648;

/** Java `(long) d`: truncate toward zero; NaN → 0; saturate at the long range. */
export function toLong(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= LONG_MAX) return LONG_MAX;
  if (d <= LONG_MIN) return LONG_MIN;
  return Math.trunc(d);
}

/** Java `(int) d` for a double: truncate toward zero; NaN → 0; saturate at the int range. */
export function toInt(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= INT_MAX) return INT_MAX;
  if (d <= INT_MIN) return INT_MIN;
  return Math.trunc(d);
}

/**
 * Java 8+ `Math.round(double)`: the closest long, ties toward positive infinity.
 * JS `Math.round` has the same rounding (including 0.49999999999999994 → 0); Java adds
 * NaN → 0 and saturation.
 */
export function javaRound(d: number): number {
  if (Number.isNaN(d)) return 0;
  if (d >= LONG_MAX) return LONG_MAX;
  if (d <= LONG_MIN) return LONG_MIN;
  return Math.round(d) + 0; // + 0 turns -0 into 0
}

const f64 = new Float64Array(1);
// The double's bits as two 32-bit words (little-endian: [low, high]); avoids BigInt on a hot path.
const u32 = new Uint32Array(f64.buffer);

/** Java `Math.nextUp(double)`: the next representable double toward +∞. */
export function nextUp(d: number): number {
  if (Number.isNaN(d) || d === Infinity) return d;
  if (d === 0) return Number.MIN_VALUE;
  f64[0] = d;
  if (d > 0) {
    // one more in the 64-bit magnitude
    if (u32[0] === 0xffffffff) {
      u32[0] = 0;
      u32[1] += 1;
    } else u32[0] += 1;
  } else if (u32[0] === 0) {
    // negative: one less in magnitude
    u32[0] = 0xffffffff;
    u32[1] -= 1;
  } else u32[0] -= 1;
  return f64[0];
}

/** Guava's `LongMath.saturatedAdd` on numbers (exact while the result stays below 2^53). */
export function saturatedAdd(a: number, b: number): number {
  const r = a + b;
  if (r >= LONG_MAX) return LONG_MAX;
  if (r <= LONG_MIN) return LONG_MIN;
  return r;
}
