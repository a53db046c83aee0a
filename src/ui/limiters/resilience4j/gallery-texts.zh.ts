/** The gallery words of resilience4j's examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
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
};
