/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'scgRedis.keys':
    'GET {tokensKey} → {storedTokens}, GET timestamp → {storedTimestamp} (absent reads as a full bucket and 0)',
  'scgRedis.expired': 'both keys had expired (no call for longer than their TTL) and start again full',
  'scgRedis.now': 'now = TIME[1] = {now} s (Redis time {nowMs} ms, whole seconds); fill_time {fillTime} s, ttl {ttl} s',
  'scgRedis.fill':
    'delta = max(0, {now} − {lastRefreshed}) = {delta} s; filled_tokens = min({capacity}, {lastTokens} + {delta} · {rate}) = {filled}',
  'scgRedis.check': 'filled_tokens {filled} {cmp} requested {requested} → {then}',
  'scgRedis.write': 'SETEX tokens {ttl} {newTokens}; SETEX timestamp {ttl} {now}',
  'scgRedis.noWrite': 'ttl is 0: the script stores nothing, so the next call sees a full bucket again',
  'scgRedis.scriptError': 'the script failed ({error}): RedisRateLimiter allows the request (remaining −1)',
  'explain.concept.scg-redis':
    'The gateway runs request_rate_limiter.lua atomically in Redis: it reads two keys (tokens left and the epoch second of the last call), refills replenishRate per whole second since then, capped at burstCapacity, takes requestedTokens if they are there, and writes both keys back with a TTL of twice the fill time.',
};
