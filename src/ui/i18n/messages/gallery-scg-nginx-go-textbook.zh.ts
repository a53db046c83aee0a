/** 简体中文 for gallery-scg-nginx-go-textbook.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

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

  'gallery.sentinel-go-cold-start.title': 'Sentinel-Go WarmUp 从 Threshold / coldFactor 冷启动',
  'gallery.sentinel-go-cold-start.summary':
    'WarmUp 规则，`Threshold` 10，`WarmUpPeriodSec` 5，`WarmUpColdFactor` 3：`warningToken` 25，`maxToken` 50。第一次令牌同步把 `storedTokens` 填到 50，所以允许量为 10 / 3，10 个中 3 个通过。之后每秒扣除上一秒的通过数：3、3、3、4、5、6、9，低于警戒线后 10 个全部通过。',
  'gallery.sentinel-go-cold-start.watch': '状态图上 storedTokens 从 50 下降，同时通过数上升。',
  'gallery.sentinel-go-cold-start.tour.cold': '第一秒：允许量 1 / (25 · 0.008 + 0.1) = 3.33，所以 3 个通过。',
  'gallery.sentinel-go-cold-start.tour.climbs':
    '本秒同步后 storedTokens 为 41：1 / (16 · 0.008 + 0.1) = 4.4，4 个通过。',
  'gallery.sentinel-go-cold-start.tour.warm': 'storedTokens 低于 `warningToken` 25：使用完整的 `Threshold` 10。',

  'gallery.sentinel-go-throttling-batch.title': 'Sentinel-Go Throttling 拒绝大于阈值的批量请求',
  'gallery.sentinel-go-throttling-batch.summary':
    'Throttling，`Threshold` 每秒 5，请求间隔 200 ms，最多排队 `MaxQueueingTimeMs` 500：0 ms 的三个请求分别等待 0、200、400 ms。1000 ms 的 6 个批量请求被直接拒绝（阻塞消息为空），尽管队列是空闲的；1500 ms 的 5 个批量请求立即通过。',
  'gallery.sentinel-go-throttling-batch.watch': '1000 ms 处唯一被拒绝的请求。',
  'gallery.sentinel-go-throttling-batch.tour.spaced': '0 ms：等待 0、200、400 ms：每 200 ms 一个。',
  'gallery.sentinel-go-throttling-batch.tour.batch':
    '1000 ms：`batchCount` 6 > `Threshold` 5，在计算间隔之前就被拒绝。',
  'gallery.sentinel-go-throttling-batch.tour.fits':
    '1500 ms：`batchCount` 5 需要 1000 ms 的间隔；400 + 1000 ≤ 1500，所以立即通过。',

  'gallery.textbook-window-edge.title': '固定窗口：边界处通过 2 × limit（教学算法）',
  'gallery.textbook-window-edge.summary':
    '三个没有上游实现的教学算法，`limit` 每 1000 ms 5 个，在 950 ms 收到 5 个请求，在 1000 ms 又收到 5 个。固定窗口（限流器 0）在 1000 ms 重新计数，50 ms 内 10 个全部通过。滑动日志（限流器 1）在最近 1000 ms 内仍记着前 5 个，滑动窗口计数器（限流器 2）对上一个窗口计满权重：两者都只通过 5 个。',
  'gallery.textbook-window-edge.watch': '状态图上窗口计数在 1000 ms 降为 0。',
  'gallery.textbook-window-edge.tour.end': '950 ms：窗口 [0, 1000) 内 5 个通过。',
  'gallery.textbook-window-edge.tour.edge': '1000 ms：新窗口，计数 0：又通过 5 个。选择限流器 1 或 2 查看它们被拒绝。',

  'gallery.nginx-burst-nodelay.title': 'nginx limit_req：burst、nodelay 与 delay=（依据源码）',
  'gallery.nginx-burst-nodelay.summary':
    '`rate=2r/s burst=3`，依据 ngx_http_limit_req_module.c 编写、未经轨迹验证，同时收到 5 个请求。新键的第一个请求免费；接下来三个的 excess 为 1、2、3。没有 nodelay 时（限流器 0）nginx 分别延迟 500、1000、1500 ms；有 `nodelay`（限流器 1）时立即通过；`delay=2`（限流器 2）时只有第三个等待 500 ms。第 5 个在三种情况下都超过 burst：503。',
  'gallery.nginx-burst-nodelay.watch': '状态图上 excess 以每秒 2 个的速度漏出。',
  'gallery.nginx-burst-nodelay.tour.burst': '0 ms 的 5 个：excess 0（新键）、1、2、3，然后 4 > burst 3：拒绝。',
  'gallery.nginx-burst-nodelay.tour.drained': '1500 ms：excess 以每秒 2 个的速度漏到 0。',
} satisfies Catalog;
