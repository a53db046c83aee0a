/**
 * Spring Cloud Gateway 5.0.3 `RedisRateLimiter` + `request_rate_limiter.lua`, on an explicit clock
 * (see request-rate-limiter.ts).
 */
export {
  RedisRateLimiterScript,
  getKeys,
  type RedisKey,
  type RedisRateLimiterConfig,
  type ScriptRecord,
} from './request-rate-limiter';
