/**
 * Spring Cloud Gateway 5.0.3's Redis rate limiter (`RedisRateLimiter` running `request_rate_limiter.lua`) as a
 * limiter module: a token bucket in two Redis keys, refilled `replenishRate` at a time on ABSOLUTE epoch-second
 * boundaries (Redis `TIME`), with both keys expiring after floor(2 · burstCapacity / replenishRate) s.
 * Algorithm: src/engine/scg-redis/request-rate-limiter.ts (trace-checked against the real script on Redis).
 *
 * The item is the route filter's `redis-rate-limiter.*` arguments. Its clock is the scenario's: a request at
 * `tMs` runs the script at Redis time `startMs + tMs`, so a scenario whose `startMs` is not on a whole second
 * shows the refill arriving part-way into the run. A request of the traffic's `acquire` n costs
 * n · requestedTokens (n = 1, the gateway's one request, unless the traffic asks for batches).
 */
import type { LimiterModule } from '../contract';
import { col } from '../columns';

export type { ScgRedisItem } from './config';

export const SCG_COLUMNS = [
  col('nowSec', 's', 'now', 'ARGV[3]: Redis TIME[1], whole epoch seconds'),
  col('deltaSec', 's', 'delta', 'math.max(0, now − last_refreshed)'),
  col('lastTokens', 'tokens', 'last_tokens', 'the tokens key as read (burstCapacity when absent)'),
  col('filledTokens', 'tokens', 'filled_tokens', 'math.min(capacity, last_tokens + delta · rate)'),
  col('requestedTokens', 'tokens', 'requested', 'what this request costs'),
  col('newTokens', 'tokens', 'new_tokens', 'the tokens key written back'),
  col('ttlSec', 's', 'ttl', 'math.floor(2 · capacity / rate); 0: nothing is stored'),
  col('expiredBefore', '', null, '1 when both keys had expired before this call'),
  col('remaining', 'tokens', 'X-RateLimit-Remaining', "the script's second return value, an integer reply"),
];

export const SCG_SERIES = [
  col(
    'filledTokens',
    'tokens',
    'filled_tokens',
    'what a call at the tick end would compute (a full bucket when the keys are absent)',
  ),
  col('tokensKey', 'tokens', 'tokens', 'the value of request_rate_limiter.{…}.tokens at the tick end (NaN: absent)'),
  col('timestampKey', 's', 'timestamp', 'the value of request_rate_limiter.{…}.timestamp (epoch s; NaN: absent)'),
  col('keyTtlSec', 's', 'TTL', 'seconds until both keys expire, at the tick end (NaN: absent)'),
];

export const scgRedis: LimiterModule<'scg-redis'> = {
  kind: 'scg-redis',
  upstream: {
    library: 'Spring Cloud Gateway',
    className: 'org.springframework.cloud.gateway.filter.ratelimit.RedisRateLimiter (request_rate_limiter.lua)',
    versions: '5.0.3',
  },
  family: 'limiters',
  config: { type: 'scgRedisRateLimiter', schema: null },
  columns: SCG_COLUMNS,
  seriesNames: { stored: 'filledTokensAt' },
  seriesColumns: SCG_SERIES,
  standsFor: null,
};
