/** The gallery words of Sentinel-Go's examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
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
};
