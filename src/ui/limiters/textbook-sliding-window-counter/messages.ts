/** The textbook sliding-window counter's words, in both languages. */
export default {
  en: {
    'limiter.textbook-sliding-window-counter': 'Sliding-window counter (teaching algorithm, no upstream)',
    'textbookSlidingWindowCounter.windows':
      'current window starts at {start} ms ({advanced} windows on): previousCount {previous}, currentCount {current}, weight {weight}',
    'textbookSlidingWindowCounter.estimate': 'estimate = {previous} · {weight} + {current} = {estimate}',
    'textbookSlidingWindowCounter.check': 'estimate {estimate} + {permits} {cmp} limit {limit} → {then}',
    'textbookSlidingWindowCounter.why': '{previous} · {weight} + {current} + {acquire} {op} limit {limit}',
    'textbookSlidingWindowCounter.idea':
      'The previous window is assumed to have been spread evenly: the part still inside the sliding span is counted.',
    'textbookSlidingWindowCounter.bucket': 'Estimated permits in the sliding window',
    'explain.concept.textbook-sliding-window-counter':
      "A teaching algorithm with no upstream: the previous window's count is weighted by how much of it still overlaps the sliding span and added to the current window's count; the request passes while that estimate plus its permits fits limit.",
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (found by ui/limiters/views-zh.ts), not with the page
  zh: {},
};
