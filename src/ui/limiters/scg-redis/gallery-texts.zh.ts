/** The gallery words of Spring Cloud Gateway's Redis limiter's examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.scg-redis-epoch-refill.title': 'Spring Cloud Gateway 按绝对纪元秒补充令牌',
  'gallery.scg-redis-epoch-refill.summary':
    '`RedisRateLimiter`，`replenishRate` 5，`burstCapacity` 5；运行从某个纪元秒的第 400 ms 开始。Redis `TIME` 只给整秒，所以 Lua 脚本只在秒数变化时补充 `rate × delta` 个令牌：开始后 599 ms 仍是同一秒（拒绝），600 ms 进入下一秒，5 个令牌一次出现。',
  'gallery.scg-redis-epoch-refill.watch': '状态图上 tokens 键在 600 ms 从 0 跳到 5。',
  'gallery.scg-redis-epoch-refill.tour.drained':
    '0 ms 时 6 个请求：不存在的键视为满桶 5，所以 5 个通过，第 6 个被拒绝（`tokens` 0）。',
  'gallery.scg-redis-epoch-refill.tour.before': '599 ms：`now` 仍是同一个纪元秒，`delta` 0：拒绝。',
  'gallery.scg-redis-epoch-refill.tour.boundary':
    '600 ms = 下一个整纪元秒：`delta` 1，`filled_tokens` = min(5, 0 + 5) = 5，6 个中 5 个通过。',
  'gallery.scg-redis-ttl-zero.title': 'Spring Cloud Gateway：当 2 · burstCapacity / replenishRate < 1 时从不限流',
  'gallery.scg-redis-ttl-zero.summary':
    '脚本以 TTL floor(2 · burstCapacity / replenishRate) 存储两个键，为 0 时什么也不写。因此限流器 0（`replenishRate` 10，`burstCapacity` 4：0.8 → TTL 0）每次调用都看到满桶，100 QPS 的 300 个请求全部通过。限流器 1（`burstCapacity` 5：TTL 1）限制为每秒 5 个。',
  'gallery.scg-redis-ttl-zero.watch': '状态图上完全没有 Redis 键，也没有被拒绝的请求。',
  'gallery.scg-redis-ttl-zero.tour.nothing':
    '每次调用算出 `ttl` 0，跳过两个 SETEX，Redis 保持为空：下一次调用又读到满桶。',
  'gallery.scg-redis-ttl-zero.tour.all': '100 QPS 下仍没有拒绝。选择限流器 1 查看 1 秒的 TTL：每秒通过 5 个。',
};
