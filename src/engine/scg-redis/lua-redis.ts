/**
 * The few Lua 5.1 and Redis 7.0 number rules `request_rate_limiter.lua` runs into.
 *
 * - Lua numbers are IEEE doubles; `tonumber("5")` is 5.0. Integer arguments beyond 2^53 (a `long`
 *   burstCapacity) round to the nearest double.
 * - `math.max(a, b)` keeps `a` unless `b > a`; `math.min(a, b)` keeps `a` unless `b < a` (Lua 5.1's
 *   loops), which is what decides the result for a NaN.
 * - A Lua number passed to `redis.call` is formatted with `%.17g` (Redis 7.0 `luaArgsToRedisArgv`), which
 *   round-trips every double, so a stored token count reads back as the same double.
 * - A Lua number RETURNED from the script becomes an integer reply by a C `(long long)` cast: truncation
 *   toward zero (out of range on x86-64: the minimum long long).
 * - `SETEX key seconds value` refuses a TTL whose expiry time in ms overflows a long long.
 */

/** Lua 5.1 `math.max(a, b)`. */
export function luaMax(a: number, b: number): number {
  return b > a ? b : a;
}

/** Lua 5.1 `math.min(a, b)`. */
export function luaMin(a: number, b: number): number {
  return b < a ? b : a;
}

const LLONG_MAX = 2n ** 63n - 1n;

/** Redis's integer reply for a Lua number: `(long long) x`, as a number when safe, else decimal digits. */
export function toIntegerReply(x: number): number | string {
  if (!(x >= -(2 ** 63) && x < 2 ** 63)) return (-(2n ** 63n)).toString();
  const t = Math.trunc(x) + 0;
  return Number.isSafeInteger(t) ? t : BigInt(t).toString();
}

/**
 * The error `SETEX key ttl value` gives at server time `nowMs` for a positive integral `ttl`, or null.
 * Redis rejects `ttl > LLONG_MAX / 1000` and an expiry `ttl·1000 + now` that overflows (its `<= 0` check);
 * a ttl of 1e17 or more is not even printed as an integer by `%.17g`. All are script errors.
 */
export function setexError(ttl: number, nowMs: number): string | null {
  if (ttl * 1000 + nowMs < 2 ** 62) return null; // far from any limit: the common case stays on numbers
  if (ttl >= 1e17) return 'ERR value is not an integer or out of range';
  if (BigInt(ttl) * 1000n + BigInt(nowMs) > LLONG_MAX) return "ERR invalid expire time in 'setex' command";
  return null;
}
