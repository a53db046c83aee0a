/** Spring Cloud Gateway's Redis rate limiter's words, in both languages (the Lua script's names kept). */
export default {
  en: {
    'limiter.scg-redis': 'RedisRateLimiter (request_rate_limiter.lua)',
    'scgRedis.keys':
      'GET {tokensKey} → {storedTokens}, GET timestamp → {storedTimestamp} (absent reads as a full bucket and 0)',
    'scgRedis.expired': 'both keys had expired (no call for longer than their TTL) and start again full',
    'scgRedis.now':
      'now = TIME[1] = {now} s (Redis time {nowMs} ms, whole seconds); fill_time {fillTime} s, ttl {ttl} s',
    'scgRedis.fill':
      'delta = max(0, {now} − {lastRefreshed}) = {delta} s; filled_tokens = min({capacity}, {lastTokens} + {delta} · {rate}) = {filled}',
    'scgRedis.check': 'filled_tokens {filled} {cmp} requested {requested} → {then}',
    'scgRedis.write': 'SETEX tokens {ttl} {newTokens}; SETEX timestamp {ttl} {now}',
    'scgRedis.noWrite': 'ttl is 0: the script stores nothing, so the next call sees a full bucket again',
    'scgRedis.scriptError': 'the script failed ({error}): RedisRateLimiter allows the request (remaining −1)',
    'scgRedis.why': 'filled_tokens {filled} {op} requested {requested} (ttl {ttl} s)',
    'scgRedis.idea':
      'Tokens come back replenishRate at a time when the epoch second changes, not continuously; a denied call still rewrites the keys.',
    'scgRedis.ideaTtl0':
      'With 2 · burstCapacity / replenishRate < 1 the TTL is 0: nothing is stored and every call sees a full bucket.',
    'scgRedis.bucket': 'filled_tokens a call would see',
    'scgRedis.noCurve': 'The Redis rate limiter has no warm-up curve.',
    'scgRedis.replenishRate': 'tokens added per whole second',
    'scgRedis.burstCapacity': 'bucket size',
    'scgRedis.requestedTokens': 'tokens per request',
    'scgRedis.state.tokens': 'Redis tokens key, and filled_tokens a call would see',
    'scgRedis.state.ttl': 'TTL of the two keys (absent: nothing stored)',
    'explain.concept.scg-redis':
      'The gateway runs request_rate_limiter.lua atomically in Redis: it reads two keys (tokens left and the epoch second of the last call), refills replenishRate per whole second since then, capped at burstCapacity, takes requestedTokens if they are there, and writes both keys back with a TTL of twice the fill time.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (found by ui/limiters/views-zh.ts), not with the page
  zh: {},
};
