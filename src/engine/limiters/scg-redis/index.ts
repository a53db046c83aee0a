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
import type { AsCodePart } from '../../as-code/types';
import type { LimiterModule } from '../contract';
import { col } from '../columns';

export type { ScgRedisItem } from './config';

export const SCG_COLUMNS = [
  /** ARGV[3]: Redis TIME[1], whole epoch seconds */
  col('nowSec', 's', 'now'),
  /** math.max(0, now − last_refreshed) */
  col('deltaSec', 's', 'delta'),
  /** the tokens key as read (burstCapacity when absent) */
  col('lastTokens', 'tokens', 'last_tokens'),
  /** math.min(capacity, last_tokens + delta · rate) */
  col('filledTokens', 'tokens', 'filled_tokens'),
  /** what this request costs */
  col('requestedTokens', 'tokens', 'requested'),
  /** the tokens key written back */
  col('newTokens', 'tokens', 'new_tokens'),
  /** math.floor(2 · capacity / rate); 0: nothing is stored */
  col('ttlSec', 's', 'ttl'),
  /** 1 when both keys had expired before this call */
  col('expiredBefore', '', null),
  /** the script's second return value, an integer reply */
  col('remaining', 'tokens', 'X-RateLimit-Remaining'),
];

export const SCG_SERIES = [
  /** what a call at the tick end would compute (a full bucket when the keys are absent) */
  col('filledTokens', 'tokens', 'filled_tokens'),
  /** the value of request_rate_limiter.{…}.tokens at the tick end (NaN: absent) */
  col('tokensKey', 'tokens', 'tokens'),
  /** the value of request_rate_limiter.{…}.timestamp (epoch s; NaN: absent) */
  col('timestampKey', 's', 'timestamp'),
  /** seconds until both keys expire, at the tick end (NaN: absent) */
  col('keyTtlSec', 's', 'TTL'),
];

/** Its core, and its as-code target (`scg-yaml`, ./as-code.ts), loaded when the panel first asks. */
export const scgRedis: LimiterModule<'scg-redis'> & AsCodePart = {
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
  asCode: () => import('./as-code'),
};
