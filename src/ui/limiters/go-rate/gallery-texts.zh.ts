/** The gallery words of golang.org/x/time/rate's examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
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
};
