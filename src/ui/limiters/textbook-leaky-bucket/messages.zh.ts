/** The `textbook-leaky-bucket` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.textbook-leaky-bucket': '漏桶（队列）（教学算法，无上游实现）',
  'textbookLeakyBucket.slot': 'departure = max(now {now}, lastDeparture {last} + {interval}) = {departure} ms',
  'textbookLeakyBucket.onTime': 'departure {departure} {cmp} now {now} → {then}',
  'textbookLeakyBucket.room': 'queued {queued} {cmp} capacity {capacity} → {then}',
  'textbookLeakyBucket.why': 'queued {queued} {op} capacity {capacity}；等待 {wait} ms',
  'textbookLeakyBucket.idea': '桶每 intervalMs 漏出一个请求：突发被摊开，而不是直接放行。',
  'textbookLeakyBucket.bucket': '桶中等待的请求',
  'textbookLeakyBucket.capacity': '队列容量',
  'textbookLeakyBucket.intervalMs': '每隔多久漏出一个请求',
  'explain.concept.textbook-leaky-bucket':
    '没有上游实现的教学算法：请求在容量为 capacity 的桶中排队，每 intervalMs 漏出一个；请求在 max(now, 上次离开 + intervalMs) 被处理，队列满时被丢弃。',
  'itemTab.limiters.textbookLeakyBucketQueue': '漏桶',
  'summary.leakyBucket': '限流器 {index}：漏桶队列（教学算法），{capacity} 个位置，每 {intervalMs} ms 一个',
};
