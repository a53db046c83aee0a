/**
 * More "Other limiters" examples (gallery/presets-scg-nginx-go-textbook.ts): Spring Cloud Gateway's Redis limiter,
 * Sentinel-Go, the textbook algorithms (teaching, no upstream) and nginx limit_req (from source, not
 * trace-checked).
 */
import type { Catalog } from './catalog';

export default {
  'gallery.scg-redis-epoch-refill.title': 'Spring Cloud Gateway refills on absolute epoch seconds',
  'gallery.scg-redis-epoch-refill.summary':
    '`RedisRateLimiter` with `replenishRate` 5 and `burstCapacity` 5; the run starts 400 ms into an epoch second. Redis `TIME` gives whole seconds, so the Lua script refills `rate × delta` tokens only when the second changes: 599 ms after the start it is still the same second (denied), at 600 ms the next one begins and 5 tokens appear at once.',
  'gallery.scg-redis-epoch-refill.watch': 'The tokens key on the state chart jumping from 0 to 5 at 600 ms.',
  'gallery.scg-redis-epoch-refill.tour.drained':
    '6 requests at 0 ms: absent keys read as a full bucket of 5, so 5 pass and the 6th is denied (`tokens` 0).',
  'gallery.scg-redis-epoch-refill.tour.before': '599 ms: `now` is still the same epoch second, `delta` 0: denied.',
  'gallery.scg-redis-epoch-refill.tour.boundary':
    '600 ms = the next whole epoch second: `delta` 1, `filled_tokens` = min(5, 0 + 5) = 5, and 5 of 6 pass.',

  'gallery.scg-redis-ttl-zero.title':
    'Spring Cloud Gateway: with 2 · burstCapacity / replenishRate < 1 it never limits',
  'gallery.scg-redis-ttl-zero.summary':
    'The script stores its two keys with TTL floor(2 · burstCapacity / replenishRate) and writes nothing when that is 0. Limiter 0 (`replenishRate` 10, `burstCapacity` 4: 0.8 → TTL 0) therefore sees a full bucket on every call and lets all 300 requests of 100 QPS through. Limiter 1 (`burstCapacity` 5: TTL 1) limits to 5 a second.',
  'gallery.scg-redis-ttl-zero.watch': 'No Redis keys at all on the state chart, and no blocked request.',
  'gallery.scg-redis-ttl-zero.tour.nothing':
    'Every call computes `ttl` 0, skips both SETEX and leaves Redis empty: the next call reads a full bucket again.',
  'gallery.scg-redis-ttl-zero.tour.all':
    'Still nothing blocked at 100 QPS. Pick limiter 1 to see a TTL of 1 s: 5 pass per second.',

  'gallery.sentinel-go-cold-start.title': 'Sentinel-Go WarmUp starts cold at Threshold / coldFactor',
  'gallery.sentinel-go-cold-start.summary':
    'A WarmUp rule, `Threshold` 10, `WarmUpPeriodSec` 5, `WarmUpColdFactor` 3: `warningToken` 25, `maxToken` 50. The first token sync fills `storedTokens` to 50, so the allowance is 10 / 3 and 3 of 10 pass. Each second then deducts the passes of the one before: 3, 3, 3, 4, 5, 6, 9, and once below the warning line, all 10.',
  'gallery.sentinel-go-cold-start.watch': 'storedTokens falling from 50 on the state chart while the passes climb.',
  'gallery.sentinel-go-cold-start.tour.cold': 'The first second: allowance 1 / (25 · 0.008 + 0.1) = 3.33, so 3 pass.',
  'gallery.sentinel-go-cold-start.tour.climbs':
    'storedTokens 41 after this second’s sync: 1 / (16 · 0.008 + 0.1) = 4.4, 4 pass.',
  'gallery.sentinel-go-cold-start.tour.warm': 'storedTokens below `warningToken` 25: the full `Threshold` 10 applies.',

  'gallery.sentinel-go-throttling-batch.title': 'Sentinel-Go Throttling blocks a batch larger than the threshold',
  'gallery.sentinel-go-throttling-batch.summary':
    'Throttling at `Threshold` 5 per second spaces entries 200 ms apart and queues up to `MaxQueueingTimeMs` 500: three at 0 ms wait 0, 200 and 400 ms. A batch of 6 at 1000 ms is blocked outright (with an empty block message), although the queue is idle; a batch of 5 at 1500 ms passes at once.',
  'gallery.sentinel-go-throttling-batch.watch': 'The single blocked request at 1000 ms.',
  'gallery.sentinel-go-throttling-batch.tour.spaced': '0 ms: waits 0, 200 and 400 ms: one every 200 ms.',
  'gallery.sentinel-go-throttling-batch.tour.batch':
    '1000 ms: `batchCount` 6 > `Threshold` 5 is blocked before any spacing is computed.',
  'gallery.sentinel-go-throttling-batch.tour.fits':
    '1500 ms: `batchCount` 5 needs an interval of 1000 ms; 400 + 1000 ≤ 1500, so it passes at once.',

  'gallery.textbook-window-edge.title': 'Fixed window: 2 × limit at the edge (teaching algorithms)',
  'gallery.textbook-window-edge.summary':
    'Three teaching algorithms with no upstream, `limit` 5 per 1000 ms, get 5 requests at 950 ms and 5 at 1000 ms. The fixed window (limiter 0) starts counting again at 1000 ms and passes all 10 within 50 ms. The sliding log (limiter 1) still holds the first 5 in the last 1000 ms and the sliding-window counter (limiter 2) weighs the previous window fully: both pass 5.',
  'gallery.textbook-window-edge.watch': 'The window count dropping to 0 at 1000 ms on the state chart.',
  'gallery.textbook-window-edge.tour.end': '950 ms: 5 pass in window [0, 1000).',
  'gallery.textbook-window-edge.tour.edge':
    '1000 ms: a new window, count 0: 5 more pass. Pick limiter 1 or 2 to see them refused.',

  'gallery.nginx-burst-nodelay.title': 'nginx limit_req: burst, nodelay and delay= (from source)',
  'gallery.nginx-burst-nodelay.summary':
    '`rate=2r/s burst=3`, written from ngx_http_limit_req_module.c and not trace-checked, gets 5 requests at once. The first of a new key is free; the next three reach excess 1, 2 and 3. Without nodelay (limiter 0) nginx holds them 500, 1000 and 1500 ms; with `nodelay` (limiter 1) they pass at once; with `delay=2` (limiter 2) only the third waits, 500 ms. The 5th exceeds burst in all three: 503.',
  'gallery.nginx-burst-nodelay.watch': 'The excess on the state chart leaking at 2 a second.',
  'gallery.nginx-burst-nodelay.tour.burst': '5 at 0 ms: excess 0 (new key), 1, 2, 3, then 4 > burst 3: rejected.',
  'gallery.nginx-burst-nodelay.tour.drained': '1500 ms: the excess has leaked to 0 at 2 requests a second.',
} satisfies Catalog;
