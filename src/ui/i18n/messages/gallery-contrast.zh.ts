/** 简体中文 for gallery-contrast.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'gallery.group.other-limiters':
    '其他限流器（x/time/rate、Bucket4j、resilience4j、Spring Cloud Gateway、Sentinel-Go、nginx、教科书算法）',

  'gallery.go-rate-full-start.title': 'x/time/rate 开始时是满的还会变负；Guava 开始时是空的',
  'gallery.go-rate-full-start.summary':
    '两者都限制为每秒 5 个，同时到来 10 个请求。`rate.NewLimiter(5, 5)` 的桶一开始是满的：5 个立即通过，`ReserveN` 赊账拿走另外 5 个，`tokens` 变为 −5；它们分别等待 200、400 … 1000 ms。Guava 的 `create(5.0)` 一开始是空的：只有第一个立即通过，第 10 个等待 1800 ms。',
  'gallery.go-rate-full-start.watch': '令牌图中低于零的部分：预约欠下的账，以每秒 5 个补回。',
  'gallery.go-rate-full-start.tour.burst':
    '0 s 时 10 个调用方：5 个令牌来自满桶，另外 5 个预约分别等待 200 到 1000 ms。`tokens` 为 −5。',
  'gallery.go-rate-full-start.tour.debt': '`TokensAt(now)` 从 −5 起每秒回升 5 个：100 ms 时为 −4.5。',
  'gallery.go-rate-full-start.tour.repaid':
    '1 s 时欠账还清（最后一个预约此刻生效）；到 2 s 桶补满到 `burst` 5。切换到 Guava 比较：它让调用方一直等到 1.8 s。',

  'gallery.go-rate-inf-freeze.title': 'x/time/rate 的 `SetLimitAt(Inf)` 冻结令牌桶',
  'gallery.go-rate-inf-freeze.summary':
    '10 个请求的突发让 `tokens` 变为 −5。0.5 s 时 `SetLimitAt(Inf)` 先推进到 −2.5 再切换：此后每个预约都直接批准、不碰令牌桶，所以在 20 QPS 下 `tokens` 字段一直停在 −2.5。3 s 时 `SetLimitAt(5)` 用 Inf 速率推进：桶立刻又满了（5）。',
  'gallery.go-rate-inf-freeze.watch': '0.5 s 到 3 s 之间平直的 `tokens` 线，而所有请求都通过。',
  'gallery.go-rate-inf-freeze.tour.debt': '0 s 时 10 个预约：5 个来自满桶，5 个赊账；`tokens` 为 −5。',
  'gallery.go-rate-inf-freeze.tour.inf':
    '`SetLimitAt(Inf)`：`tokens` 推进一次（−5 + 0.5 × 5 = −2.5）后被冻结。`TokensAt` 已经显示 5。',
  'gallery.go-rate-inf-freeze.tour.frozen': '20 QPS 全部无需等待地通过，也不取令牌：`tokens` 仍是 −2.5。',
  'gallery.go-rate-inf-freeze.tour.full': '`SetLimitAt(5)`：推进时用经过的时间乘以旧速率 MaxFloat64，所以桶满了：5。',

  'gallery.resilience4j-cycle-edge.title': 'resilience4j：周期边界处通过 2 × `limitForPeriod`',
  'gallery.resilience4j-cycle-edge.summary':
    '每 1000 ms 5 个许可的 `AtomicRateLimiter`（timeout 0）在 985 ms 收到 5 个请求，1000 ms 收到 5 个，1010 ms 收到 5 个。前 5 个用掉周期 0，接下来 5 个用周期 1，它在 1000 ms 以 5 个新许可开始：15 ms 内通过 10 个。同样流量下 Sentinel 的 `count` 5 只放过前 5 个：它的 1 s 滑动窗口在 1000 ms 时仍把它们计算在内。',
  'gallery.resilience4j-cycle-edge.watch': '1000 ms 时许可数跳回 5，以及 QPS 图最繁忙一秒中的 10 次通过。',
  'gallery.resilience4j-cycle-edge.tour.before': '985 ms 时通过 5 个：周期 0 的 5 个许可用完。',
  'gallery.resilience4j-cycle-edge.tour.after': '1000 ms 时周期 1 以 5 个许可开始：又通过 5 个，15 ms 内共 10 个。',
  'gallery.resilience4j-cycle-edge.tour.refused': '1010 ms 时周期 1 已无许可：timeout 为 0，5 个全部被拒绝。',

  'gallery.resilience4j-timeout-park.title': 'resilience4j：被拒绝的调用方仍要等满整个超时',
  'gallery.resilience4j-timeout-park.summary':
    '每 1000 ms 5 个许可，`timeoutDuration` 300 ms。200 ms 时 10 个调用方：5 个通过，另外 5 个需要 800 ms 后的周期 1，超过 300 ms。`acquirePermission` 仍让每个调用方停住整整 300 ms 后才返回 false。1800 ms 时第 6 个调用方需要 200 ms 后的周期 2：在超时之内，它等待后通过。',
  'gallery.resilience4j-timeout-park.watch': '请求的 `parked` 列：每次拒绝都是 300 ms。',
  'gallery.resilience4j-timeout-park.tour.refused':
    '200 ms 时 5 个被拒绝，每个都先停住 300 ms：一次拒绝让调用方付出整个超时。',
  'gallery.resilience4j-timeout-park.tour.waits':
    '1800 ms 时周期 1 发放 5 个；第 6 个等待 200 ms 到周期 2，取走其中一个许可。',

  'gallery.bucket4j-interval-grid.title': 'Bucket4j：intervally 按自己的网格补充，aligned 按时钟的网格',
  'gallery.bucket4j-interval-grid.summary':
    '两个容量 5、每 1000 ms 补充 5 个的桶，在整秒后 250 ms 创建，承受 20 QPS。`refillIntervally` 从桶创建时起数整周期：在开始后 1000 和 2000 ms 补充。`timeOfFirstRefill` 设在下一个整秒的 `refillIntervallyAligned` 按绝对网格补充：在 750 和 1750 ms。',
  'gallery.bucket4j-interval-grid.watch': '通过何时恢复：限流器 0 在 1000 ms，限流器 1 在 750 ms。',
  'gallery.bucket4j-interval-grid.tour.empty': '5 次通过后两个桶都空了；每秒 15 个请求被拒绝。',
  'gallery.bucket4j-interval-grid.tour.aligned': '750 ms：墙上时钟的整秒。对齐的桶（限流器 1）补充 5 个；这个桶不补。',
  'gallery.bucket4j-interval-grid.tour.intervally': '1000 ms：自创建起满一个周期，这个桶（限流器 0）补充 5 个。',
} satisfies Catalog;
