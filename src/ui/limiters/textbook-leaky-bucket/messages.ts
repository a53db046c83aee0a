/** The textbook leaky bucket (queue)'s words, in both languages. */
export default {
  en: {
    'limiter.textbook-leaky-bucket': 'Leaky bucket as a queue (teaching algorithm, no upstream)',
    'textbookLeakyBucket.why': 'queued {queued} {op} capacity {capacity}; waited {wait} ms',
    'textbookLeakyBucket.idea':
      'The bucket leaks one request every intervalMs: a burst is spread out, not let through.',
    'textbookLeakyBucket.bucket': 'Requests waiting in the bucket',
    'textbookLeakyBucket.capacity': 'places in the queue',
    'textbookLeakyBucket.intervalMs': 'one request leaks every',
    'itemTab.limiters.textbookLeakyBucketQueue': 'Leaky bucket',
    'summary.leakyBucket': 'Limiter {index}: leaky bucket queue (textbook), {capacity} places, one per {intervalMs} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
