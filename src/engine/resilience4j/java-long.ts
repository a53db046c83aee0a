/**
 * Java `long` arithmetic (two's-complement, wrapping at 64 bits) and `int` arithmetic (wrapping at 32),
 * exactly, for the nanosecond sums `AtomicRateLimiter` computes.
 *
 * A `JLong` is NORMALISED: a `number` exactly when it is a safe integer (|x| ≤ 2^53 − 1), else a `bigint`.
 * Every realistic value (ns within 104 days, waits within weeks) stays a number and never touches BigInt;
 * a period or timeout near `Long.MAX_VALUE`, or a wait of `Integer.MAX_VALUE` cycles, takes the exact
 * BigInt path and wraps like Java. Equal values have the same representation, so `===` is Java's `==`,
 * and JS compares a number with a bigint exactly (`<`, `>=`).
 *
 * Why the number fast path is exact: for safe integers a and b, if the double result of a + b, a − b or
 * a × b is itself a safe integer then the exact result was below 2^53 (rounding is monotonic and 2^53 is
 * representable), so no rounding happened. Truncated division of safe integers is exact too: a non-integer
 * quotient a/b lies at least 1/b from an integer, more than half an ulp of it.
 */
export type JLong = number | bigint;

export const LONG_MAX_VALUE = 2n ** 63n - 1n;

const SAFE = 9007199254740991n;

export function normLong(x: bigint): JLong {
  const w = BigInt.asIntN(64, x);
  return w >= -SAFE && w <= SAFE ? Number(w) : w;
}

function big(x: JLong): bigint {
  return typeof x === 'bigint' ? x : BigInt(x);
}

export function ladd(a: JLong, b: JLong): JLong {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (Number.isSafeInteger(r)) return r;
  }
  return normLong(big(a) + big(b));
}

export function lsub(a: JLong, b: JLong): JLong {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (Number.isSafeInteger(r)) return r;
  }
  return normLong(big(a) - big(b));
}

export function lmul(a: JLong, b: JLong): JLong {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    if (Number.isSafeInteger(r)) return r + 0; // + 0: no -0
  }
  return normLong(big(a) * big(b));
}

/** Java `a / b` for longs: truncation toward zero (b ≠ 0). */
export function ldiv(a: JLong, b: JLong): JLong {
  if (typeof a === 'number' && typeof b === 'number') return Math.trunc(a / b) + 0;
  return normLong(big(a) / big(b));
}

/** Java `Math.min(long, long)`. */
export function lmin(a: JLong, b: JLong): JLong {
  return a <= b ? a : b;
}

/** Java `(int) x` for a long: keeps the low 32 bits. */
export function longToInt(x: JLong): number {
  return typeof x === 'number' && x >= -2147483648 && x <= 2147483647 ? x : Number(BigInt.asIntN(32, big(x)));
}

/** Java int `+` and `−` (wrapping at 32 bits); both operands are ints. */
export function iadd(a: number, b: number): number {
  return (a + b) | 0;
}
export function isub(a: number, b: number): number {
  return (a - b) | 0;
}
/** Java int `/`: truncation toward zero; Integer.MIN_VALUE / −1 wraps to itself. */
export function idiv(a: number, b: number): number {
  return (a / b) | 0;
}

/** For JSON: a number when safe, else the decimal digits. */
export function longToJson(x: JLong): number | string {
  return typeof x === 'number' ? x : x.toString();
}
