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
 *
 * Its view: the words and the page's parts (its core is engine/limiters/scg-redis/index.ts).
 */
import { itemChoice, scenarioRate } from '../item-choice';
import { logged, ownSeriesCursor } from '../own-series-view';
import messages from './messages';
import { defineView } from '../view';
import { SCG_SERIES } from '../../../engine/limiters/scg-redis';

export const scgRedisView = defineView({
  why(lim, i, tr, num) {
    const filled = logged(lim, 'filledTokens', i);
    const requested = logged(lim, 'requestedTokens', i);
    const ttl = logged(lim, 'ttlSec', i);
    return {
      formula: tr('scgRedis.why', {
        filled: num(filled, 3),
        op: filled >= requested ? '≥' : '<',
        requested: num(requested, 0),
        ttl: num(ttl, 0),
      }),
      idea: tr(ttl > 0 ? 'scgRedis.idea' : 'scgRedis.ideaTtl0'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['filledTokens', 'requestedTokens'] },
      { chart: 'state', reads: ['filledTokens', 'tokensKey', 'keyTtlSec', 'burstCapacity', 'ttl'] },
    ],
    noCurve: () => ({ key: 'scgRedis.noCurve', params: {} }),
    state: [
      {
        titleKey: 'scgRedis.state.tokens',
        unit: 'tokens',
        series: ['filledTokens', 'tokensKey'],
        levels: ['burstCapacity'],
        step: true,
      },
      { titleKey: 'scgRedis.state.ttl', unit: 's', series: ['keyTtlSec'], levels: ['ttl'], step: false },
    ],
  },
  controls: [
    {
      name: 'replenishRate',
      path: ['replenishRate'],
      scope: 'config',
      hint: 'scgRedis.replenishRate',
      unit: 'tokens',
      min: 1,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'burstCapacity',
      path: ['burstCapacity'],
      scope: 'config',
      hint: 'scgRedis.burstCapacity',
      unit: 'tokens',
      min: 0,
      max: 400,
      step: 1,
      fallback: 20,
    },
    {
      name: 'requestedTokens',
      path: ['requestedTokens'],
      scope: 'config',
      hint: 'scgRedis.requestedTokens',
      unit: 'tokens',
      min: 1,
      max: 100,
      step: 1,
      fallback: 1,
    },
  ],
  cursor: ownSeriesCursor(
    SCG_SERIES,
    {
      replenishRate: ['tokens', 0],
      burstCapacity: ['tokens', 0],
      requestedTokens: ['tokens', 0],
      fillTime: ['s', 3],
      ttl: ['s', 0],
    },
    ['replenishRate', 'burstCapacity', 'requestedTokens', 'fillTime', 'ttl'],
    { filledTokens: 3, timestampKey: 0, keyTtlSec: 3 },
  ),
  choice: itemChoice('scg-redis', 'Spring Cloud Gateway', 'scgRedisRateLimiter', (s) => {
    const rate = Math.max(1, Math.round(scenarioRate(s)));
    return { type: 'scgRedisRateLimiter', replenishRate: rate, burstCapacity: rate, requestedTokens: 1 };
  }),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'replenishRate', scope: 'config', integer: true },
      { key: 'burstCapacity', scope: 'config', integer: true },
      { key: 'requestedTokens', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
