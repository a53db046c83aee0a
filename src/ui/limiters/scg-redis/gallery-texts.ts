/** The gallery words of Spring Cloud Gateway's Redis limiter's examples: the gallery's lazy group (the view's `lazy.ts`). */
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
};
