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
  zh: {
    'limiter.scg-redis': 'RedisRateLimiter（request_rate_limiter.lua）',
    'scgRedis.keys': 'GET {tokensKey} → {storedTokens}，GET timestamp → {storedTimestamp}（键不存在时视为满桶和 0）',
    'scgRedis.expired': '两个键都已过期（空闲超过 TTL），重新从满桶开始',
    'scgRedis.now': 'now = TIME[1] = {now} 秒（Redis 时间 {nowMs} ms，取整秒）；fill_time {fillTime} 秒，ttl {ttl} 秒',
    'scgRedis.fill':
      'delta = max(0, {now} − {lastRefreshed}) = {delta} 秒；filled_tokens = min({capacity}, {lastTokens} + {delta} · {rate}) = {filled}',
    'scgRedis.check': 'filled_tokens {filled} {cmp} requested {requested} → {then}',
    'scgRedis.write': 'SETEX tokens {ttl} {newTokens}；SETEX timestamp {ttl} {now}',
    'scgRedis.noWrite': 'ttl 为 0：脚本不存储任何状态，下一次调用仍看到满桶',
    'scgRedis.scriptError': '脚本出错（{error}）：RedisRateLimiter 放行该请求（remaining −1）',
    'scgRedis.why': 'filled_tokens {filled} {op} requested {requested}（ttl {ttl} 秒）',
    'scgRedis.idea': '令牌在纪元秒变化时一次补充 replenishRate 个，而不是连续补充；被拒绝的调用也会重写两个键。',
    'scgRedis.ideaTtl0': '当 2 · burstCapacity / replenishRate < 1 时 TTL 为 0：不存储任何状态，每次调用都看到满桶。',
    'scgRedis.bucket': '调用将看到的 filled_tokens',
    'scgRedis.noCurve': 'Redis 限流器没有预热曲线。',
    'scgRedis.replenishRate': '每整秒补充的令牌数',
    'scgRedis.burstCapacity': '桶容量',
    'scgRedis.requestedTokens': '每个请求消耗的令牌',
    'scgRedis.state.tokens': 'Redis 的 tokens 键，以及调用将看到的 filled_tokens',
    'scgRedis.state.ttl': '两个键的 TTL（不存在：没有存储）',
    'explain.concept.scg-redis':
      '网关在 Redis 中原子地执行 request_rate_limiter.lua：读取两个键（剩余令牌和上次调用的纪元秒），按此后的整秒数补充 replenishRate 个令牌，不超过 burstCapacity；够用就取走 requestedTokens，然后以两倍填满时间为 TTL 写回两个键。',
  },
};
