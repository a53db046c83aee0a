/** The textbook sliding log's words, in both languages. */
export default {
  en: {
    'limiter.textbook-sliding-log': 'Sliding log (teaching algorithm, no upstream)',
    'textbookSlidingLog.why': 'logged {count} + {acquire} {op} limit {limit}',
    'textbookSlidingLog.idea':
      'Every grant is remembered for a whole window, so no span of windowMs ever holds more than limit.',
    'textbookSlidingLog.bucket': 'Permits logged in the last window',
    'itemTab.limiters.textbookSlidingLog': 'Sliding log',
    'summary.slidingLog': 'Limiter {index}: sliding log (textbook), {limit} per any {windowMs} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
