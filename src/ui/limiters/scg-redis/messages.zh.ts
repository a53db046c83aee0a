/** The `scg-redis` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'ascode.target.scg-yaml': 'Spring Cloud Gateway YAML',
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
  'itemTab.limiters.scgRedisRateLimiter': 'Spring Cloud Gateway',
  'summary.scgRedis':
    '限流器 {index}：Spring Cloud Gateway `RedisRateLimiter`，`replenishRate` {replenishRate}，`burstCapacity` {burstCapacity}，`requestedTokens` {requestedTokens}',
};
