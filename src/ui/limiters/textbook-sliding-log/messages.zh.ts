/** The `textbook-sliding-log` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.textbook-sliding-log': '滑动日志（教学算法，无上游实现）',
  'textbookSlidingLog.evict': '{start} ms 及之前的记录离开日志（{evicted} 个许可）；剩余 {logged} 个许可',
  'textbookSlidingLog.check': 'logged {logged} + {permits} {cmp} limit {limit} → {then}',
  'textbookSlidingLog.why': 'logged {count} + {acquire} {op} limit {limit}',
  'textbookSlidingLog.idea': '每次放行都被记住一个完整窗口，因此任何 windowMs 长的时间段都不会超过 limit。',
  'textbookSlidingLog.bucket': '最近一个窗口内记录的许可',
  'explain.concept.textbook-sliding-log':
    '没有上游实现的教学算法：每个放行的请求连同时间被记录；早于 windowMs 的记录离开，记录的许可加上本请求不超过 limit 时通过。',
  'itemTab.limiters.textbookSlidingLog': '滑动日志',
  'summary.slidingLog': '限流器 {index}：滑动日志（教学算法），任意 {windowMs} ms 内 {limit} 个',
};
