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
  zh: {
    'limiter.textbook-sliding-log': '滑动日志（教学算法，无上游实现）',
    'textbookSlidingLog.evict': '{start} ms 及之前的记录离开日志（{evicted} 个许可）；剩余 {logged} 个许可',
    'textbookSlidingLog.check': 'logged {logged} + {permits} {cmp} limit {limit} → {then}',
    'textbookSlidingLog.why': 'logged {count} + {acquire} {op} limit {limit}',
    'textbookSlidingLog.idea': '每次放行都被记住一个完整窗口，因此任何 windowMs 长的时间段都不会超过 limit。',
    'textbookSlidingLog.bucket': '最近一个窗口内记录的许可',
    'explain.concept.textbook-sliding-log':
      '没有上游实现的教学算法：每个放行的请求连同时间被记录；早于 windowMs 的记录离开，记录的许可加上本请求不超过 limit 时通过。',
  },
};
