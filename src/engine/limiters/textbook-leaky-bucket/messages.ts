/** The textbook leaky bucket (queue)'s words, in both languages. */
export default {
  en: {
    'limiter.textbook-leaky-bucket': 'Leaky bucket as a queue (teaching algorithm, no upstream)',
    'textbookLeakyBucket.slot': 'departure = max(now {now}, lastDeparture {last} + {interval}) = {departure} ms',
    'textbookLeakyBucket.onTime': 'departure {departure} {cmp} now {now} → {then}',
    'textbookLeakyBucket.room': 'queued {queued} {cmp} capacity {capacity} → {then}',
    'textbookLeakyBucket.why': 'queued {queued} {op} capacity {capacity}; waited {wait} ms',
    'textbookLeakyBucket.idea':
      'The bucket leaks one request every intervalMs: a burst is spread out, not let through.',
    'textbookLeakyBucket.bucket': 'Requests waiting in the bucket',
    'textbookLeakyBucket.capacity': 'places in the queue',
    'textbookLeakyBucket.intervalMs': 'one request leaks every',
  },
  zh: {
    'limiter.textbook-leaky-bucket': '漏桶（队列）（教学算法，无上游实现）',
    'textbookLeakyBucket.slot': 'departure = max(now {now}, lastDeparture {last} + {interval}) = {departure} ms',
    'textbookLeakyBucket.onTime': 'departure {departure} {cmp} now {now} → {then}',
    'textbookLeakyBucket.room': 'queued {queued} {cmp} capacity {capacity} → {then}',
    'textbookLeakyBucket.why': 'queued {queued} {op} capacity {capacity}；等待 {wait} ms',
    'textbookLeakyBucket.idea': '桶每 intervalMs 漏出一个请求：突发被摊开，而不是直接放行。',
    'textbookLeakyBucket.bucket': '桶中等待的请求',
    'textbookLeakyBucket.capacity': '队列容量',
    'textbookLeakyBucket.intervalMs': '每隔多久漏出一个请求',
  },
};
