/**
 * Spring Cloud Gateway's Redis rate limiter: `request_rate_limiter.lua` (spring-cloud-gateway 5.0.3,
 * `spring-cloud-gateway-server-webflux`, `META-INF/scripts/`) as run by `RedisRateLimiter.isAllowed`,
 * with the two Redis keys it keeps and their expiry.
 *
 * THE MODEL: A TOKEN BUCKET IN TWO REDIS KEYS, REFILLED IN WHOLE SECONDS. Per route and user the gateway
 * keeps `request_rate_limiter.{route.user}.tokens` (tokens left) and `….timestamp` (the epoch second of
 * the last call). Each request runs the script atomically in Redis with `replenishRate` (tokens per
 * second), `burstCapacity` (bucket size), `requestedTokens` (cost of one request) and `now`. The
 * gateway passes "" for `now`, so the script uses `redis.call('TIME')[1]`: WHOLE epoch seconds.
 *
 * STATE (Redis keys, both written together with the same TTL):
 *   tokens     the tokens left after the last call (a Lua number, stored as a string)
 *   timestamp  `now` of the last call, epoch seconds
 *   TTL        floor(2 · burstCapacity / replenishRate) s: twice the time to fill an empty bucket
 *
 * FORMULAS (Lua 5.1 doubles):
 *   fill_time     = capacity / rate;          ttl = math.floor(fill_time · 2)
 *   last_tokens   = tonumber(GET tokens) or capacity          (a missing key = a FULL bucket)
 *   last_refreshed = tonumber(GET timestamp) or 0
 *   delta         = math.max(0, now − last_refreshed)         (whole seconds)
 *   filled_tokens = math.min(capacity, last_tokens + delta · rate)
 *   allowed       = filled_tokens ≥ requested;  new_tokens = allowed ? filled − requested : filled
 *   if ttl > 0:   SETEX tokens ttl new_tokens;  SETEX timestamp ttl now
 *   returns       { allowed and 1 or 0, new_tokens }   → X-RateLimit-Remaining (truncated to an integer)
 *
 * WORKED EXAMPLE (replenishRate 5, burstCapacity 10, requestedTokens 1; the clock starts at epoch
 * 1700000000.400 s, deliberately not on a second):
 *   +0 ms      10 requests: the new keys read as a full bucket; 10 pass, tokens 9 … 0; TTL 4 s
 *   +100 ms    still second 1700000000: delta 0, denied (remaining 0); the keys are rewritten anyway
 *   +599 ms    still second …000: denied.   +600 ms = epoch …001.000: delta 1 → 5 tokens AT ONCE: pass, 4
 *   idle 5 s   the keys expire (TTL 4 s), the next call starts from a full bucket — the same as the
 *              refill would have given, so expiry is invisible except in Redis memory.
 *
 * SURPRISES THE TRACES SHOW:
 *   - Refill happens in steps of `rate` tokens at ABSOLUTE epoch-second boundaries, not relative to the
 *     first request: two requests 2 ms apart can straddle a boundary and see a fresh `rate`.
 *   - A denied request consumes nothing but still rewrites both keys, refreshing the TTL.
 *   - `requestedTokens > burstCapacity` is always denied.
 *   - When 2 · capacity / rate < 1 the TTL is 0: the script NEVER stores anything, every call sees a
 *     full bucket, and every request with requestedTokens ≤ capacity passes — the limiter never limits.
 *     burstCapacity 0 denies everything.
 *   - A config change applies at the next call; stored tokens are re-capped by math.min only then.
 *   - A script error (e.g. a TTL too large for SETEX) makes the gateway FAIL OPEN: allowed, remaining −1.
 *
 * HOW WE DIFFER FROM UPSTREAM. One route/user pair per instance; Redis is a two-key map in memory whose
 * expiry runs on the caller's clock: a key written at `nowMs` with TTL s is gone once the clock passes
 * `nowMs + 1000·TTL` (Redis expires a key when now > its expire time). `now` = floor(nowMs / 1000), what
 * `TIME` returns. No network, no reactive pipeline; the call returns a record of everything it read and
 * computed instead of headers.
 */
import { luaMax, luaMin, setexError, toIntegerReply } from './lua-redis';

/** `RedisRateLimiter.Config` (validated like its `@Min` annotations). */
export interface RedisRateLimiterConfig {
  /** Tokens per second (an int ≥ 1). */
  replenishRate: number;
  /** Bucket size (a long ≥ 0). */
  burstCapacity: number;
  /** Tokens one request costs (an int ≥ 1). */
  requestedTokens: number;
}

/** One Redis key as the script left it. */
export interface RedisKey {
  /** The stored Lua number (parsed back from its `%.17g` string: the same double). */
  value: number;
  /** The TTL the last SETEX gave it, seconds. */
  ttlSec: number;
  /** When Redis drops it: written-at ms + 1000 · TTL (gone once the clock is past this). */
  expireAtMs: number;
}

/** One `EVALSHA` of the script and what the gateway made of it. */
export interface ScriptRecord {
  nowMs: number;
  /** ARGV[3]: `TIME[1]` = floor(nowMs / 1000). */
  now: number;
  rate: number;
  capacity: number;
  requested: number;
  fillTime: number;
  ttl: number;
  /** Both keys had expired before this call (Redis dropped them). */
  expiredBefore: boolean;
  /** The GETs: null = the key is absent. */
  storedTokens: number | null;
  storedTimestamp: number | null;
  lastTokens: number;
  lastRefreshed: number;
  delta: number;
  filledTokens: number;
  allowed: boolean;
  newTokens: number;
  /** Whether the SETEXes ran (ttl > 0 and no error). */
  wrote: boolean;
  /** A Redis error that aborted the script (the gateway then allows, remaining −1); null normally. */
  scriptError: string | null;
  /** What the gateway's `Response` carries: allowed, and X-RateLimit-Remaining (an integer reply). */
  response: { allowed: boolean; tokensLeft: number | string };
}

/** `RedisRateLimiter.getKeys(id, routeId)`. */
export function getKeys(id: string, routeId: string): { tokensKey: string; timestampKey: string } {
  const prefix = `request_rate_limiter.{${routeId}.${id}}.`;
  return { tokensKey: prefix + 'tokens', timestampKey: prefix + 'timestamp' };
}

export class RedisRateLimiterScript {
  readonly tokensKey: string;
  readonly timestampKey: string;
  #tokens: RedisKey | null = null;
  #timestamp: RedisKey | null = null;

  constructor(id = 'sim-user', routeId = 'sim-route') {
    ({ tokensKey: this.tokensKey, timestampKey: this.timestampKey } = getKeys(id, routeId));
  }

  /** The tokens key, or null when absent (as of the last call; see `expireAt` for later). */
  get tokens(): Readonly<RedisKey> | null {
    return this.#tokens;
  }
  get timestamp(): Readonly<RedisKey> | null {
    return this.#timestamp;
  }

  /** Drops the keys whose expiry has passed at `nowMs` (what Redis does lazily); returns whether any went. */
  expireAt(nowMs: number): boolean {
    let expired = false;
    if (this.#tokens && nowMs > this.#tokens.expireAtMs) {
      this.#tokens = null;
      expired = true;
    }
    if (this.#timestamp && nowMs > this.#timestamp.expireAtMs) {
      this.#timestamp = null;
      expired = true;
    }
    return expired;
  }

  /** `RedisRateLimiter.isAllowed` at Redis server time `nowMs` (epoch ms) with this call's config. */
  isAllowed(nowMs: number, config: RedisRateLimiterConfig): ScriptRecord {
    checkConfig(config);
    const expiredBefore = this.expireAt(nowMs);
    const now = Math.floor(nowMs / 1000);
    const rate = config.replenishRate;
    const capacity = config.burstCapacity;
    const requested = config.requestedTokens;

    const fillTime = capacity / rate;
    const ttl = Math.floor(fillTime * 2);
    const storedTokens = this.#tokens?.value ?? null;
    const storedTimestamp = this.#timestamp?.value ?? null;
    const lastTokens = storedTokens ?? capacity;
    const lastRefreshed = storedTimestamp ?? 0;
    const delta = luaMax(0, now - lastRefreshed);
    const filledTokens = luaMin(capacity, lastTokens + delta * rate);
    const allowed = filledTokens >= requested;
    const newTokens = allowed ? filledTokens - requested : filledTokens;

    let wrote = false;
    let scriptError: string | null = null;
    if (ttl > 0) {
      scriptError = setexError(ttl, nowMs);
      if (scriptError === null) {
        const expireAtMs = nowMs + ttl * 1000;
        this.#tokens = { value: newTokens, ttlSec: ttl, expireAtMs };
        this.#timestamp = { value: now, ttlSec: ttl, expireAtMs };
        wrote = true;
      }
    }
    const response =
      scriptError === null ? { allowed, tokensLeft: toIntegerReply(newTokens) } : { allowed: true, tokensLeft: -1 }; // RedisRateLimiter fails open on a script error
    return {
      nowMs,
      now,
      rate,
      capacity,
      requested,
      fillTime,
      ttl,
      expiredBefore,
      storedTokens,
      storedTimestamp,
      lastTokens,
      lastRefreshed,
      delta,
      filledTokens,
      allowed,
      newTokens,
      wrote,
      scriptError,
      response,
    };
  }
}

function checkConfig(c: RedisRateLimiterConfig): void {
  if (!Number.isInteger(c.replenishRate) || c.replenishRate < 1) throw new RangeError('replenishRate must be ≥ 1');
  if (!Number.isInteger(c.burstCapacity) || c.burstCapacity < 0) throw new RangeError('burstCapacity must be ≥ 0');
  if (!Number.isInteger(c.requestedTokens) || c.requestedTokens < 1) {
    throw new RangeError('requestedTokens must be ≥ 1');
  }
}
