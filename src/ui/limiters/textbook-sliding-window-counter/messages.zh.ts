/** The `textbook-sliding-window-counter` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
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
  'itemTab.limiters.textbookSlidingWindowCounter': '滑动窗口计数',
  'summary.slidingWindowCounter': '限流器 {index}：滑动窗口计数器（教学算法），每 {windowMs} ms {limit} 个',
};
