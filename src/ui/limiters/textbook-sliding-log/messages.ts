/** The textbook sliding log's words, in both languages. */
export default {
  en: {
    'limiter.textbook-sliding-log': 'Sliding log (teaching algorithm, no upstream)',
    'textbookSlidingLog.evict':
      'entries at or before {start} ms leave the log ({evicted} permits); {logged} permits remain',
    'textbookSlidingLog.check': 'logged {logged} + {permits} {cmp} limit {limit} → {then}',
    'textbookSlidingLog.why': 'logged {count} + {acquire} {op} limit {limit}',
    'textbookSlidingLog.idea':
      'Every grant is remembered for a whole window, so no span of windowMs ever holds more than limit.',
    'textbookSlidingLog.bucket': 'Permits logged in the last window',
    'explain.concept.textbook-sliding-log':
      'A teaching algorithm with no upstream: every granted request is logged with its time; entries older than windowMs leave, and a request passes while the logged permits plus its own fit limit.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (found by ui/limiters/views-zh.ts), not with the page
  zh: {},
};
