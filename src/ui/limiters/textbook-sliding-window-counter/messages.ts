/** The textbook sliding-window counter's words, in both languages. */
export default {
  en: {
    'limiter.textbook-sliding-window-counter': 'Sliding-window counter (teaching algorithm, no upstream)',
    'textbookSlidingWindowCounter.why': '{previous} · {weight} + {current} + {acquire} {op} limit {limit}',
    'textbookSlidingWindowCounter.idea':
      'The previous window is assumed to have been spread evenly: the part still inside the sliding span is counted.',
    'textbookSlidingWindowCounter.bucket': 'Estimated permits in the sliding window',
    'itemTab.limiters.textbookSlidingWindowCounter': 'Sliding-window counter',
    'summary.slidingWindowCounter': 'Limiter {index}: sliding-window counter (textbook), {limit} per {windowMs} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
