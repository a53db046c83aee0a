/**
 * Go's numeric conversions where sentinel-golang's flow control depends on them.
 *
 * Go converts a float64 to an integer by truncating toward zero; a value outside the target's
 * range is "implementation-defined" by the spec. The traces were recorded on amd64, where the
 * compiler emits CVTTSD2SQ: any out-of-range value or NaN becomes 0x8000000000000000 (MinInt64),
 * a uint32 conversion goes through int64 and keeps the low 32 bits, and a uint64 conversion of a
 * value ≥ 2^63 subtracts 2^63 first. Counts and epoch milliseconds stay far below 2^53, so they
 * are plain numbers here; only nanosecond instants (epoch ns exceed 2^53) are BigInt.
 */

const TWO_63 = 2 ** 63;
const TWO_64 = 2 ** 64;
const TWO_32 = 2 ** 32;

/** Go `int64(f)` on amd64, as a number (exact while |f| < 2^53). */
export function goInt64(f: number): number {
  if (!(f >= -TWO_63 && f < TWO_63)) return -TWO_63;
  return Math.trunc(f) + 0; // + 0: no -0
}

/** Go `uint64(f)` on amd64 for f ≥ 0 (negative inputs wrap like int64 → uint64). */
export function goUint64(f: number): number {
  if (f >= TWO_63 && f < TWO_64) return Math.trunc(f);
  const i = goInt64(f);
  return i < 0 ? i + TWO_64 : i;
}

/** Go `uint32(f)` on amd64: through int64, then the low 32 bits. */
export function goUint32(f: number): number {
  const i = goInt64(f);
  return ((i % TWO_32) + TWO_32) % TWO_32;
}

/** Go `int64(time.Duration…)` arithmetic in ns: wraps like int64. */
export function wrapInt64(x: bigint): bigint {
  return BigInt.asIntN(64, x);
}

/** Go `int64(f)` on amd64, as a BigInt (for nanosecond quantities). */
export function goInt64Big(f: number): bigint {
  if (!(f >= -TWO_63 && f < TWO_63)) return -(2n ** 63n);
  return BigInt(Math.trunc(f));
}
