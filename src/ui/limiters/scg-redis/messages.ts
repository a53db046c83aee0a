/** Spring Cloud Gateway's Redis rate limiter's words, in both languages (the Lua script's names kept). */
export default {
  en: {
    'ascode.target.scg-yaml': 'Spring Cloud Gateway YAML',
    'limiter.scg-redis': 'RedisRateLimiter (request_rate_limiter.lua)',
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
    'itemTab.limiters.scgRedisRateLimiter': 'Spring Cloud Gateway',
    'summary.scgRedis':
      'Limiter {index}: Spring Cloud Gateway `RedisRateLimiter`, `replenishRate` {replenishRate}, `burstCapacity` {burstCapacity}, `requestedTokens` {requestedTokens}',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
