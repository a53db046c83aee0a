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
  zh: {
    'limiter.textbook-sliding-window-counter': '滑动窗口计数器（教学算法，无上游实现）',
    'textbookSlidingWindowCounter.windows':
      '当前窗口从 {start} ms 开始（前进了 {advanced} 个窗口）：previousCount {previous}，currentCount {current}，权重 {weight}',
    'textbookSlidingWindowCounter.estimate': 'estimate = {previous} · {weight} + {current} = {estimate}',
    'textbookSlidingWindowCounter.check': 'estimate {estimate} + {permits} {cmp} limit {limit} → {then}',
    'textbookSlidingWindowCounter.why': '{previous} · {weight} + {current} + {acquire} {op} limit {limit}',
    'textbookSlidingWindowCounter.idea': '假设上一个窗口的请求均匀分布：只计算仍在滑动区间内的那一部分。',
    'textbookSlidingWindowCounter.bucket': '滑动窗口内的估计许可数',
    'explain.concept.textbook-sliding-window-counter':
      '没有上游实现的教学算法：上一个窗口的计数按其与滑动区间的重叠比例加权，再加上当前窗口的计数；该估计加本请求的许可不超过 limit 时通过。',
  },
};
