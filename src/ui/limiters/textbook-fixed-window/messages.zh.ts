/** The `textbook-fixed-window` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.textbook-fixed-window': '固定窗口（教学算法，无上游实现）',
  'textbookFixedWindow.window': '窗口 [{start}, {end}) ms{reset}：本请求之前计数 {count}',
  'textbookFixedWindow.reset': '（新窗口：计数从 0 重新开始）',
  'textbookFixedWindow.check': 'count {count} + {permits} {cmp} limit {limit} → {then}',
  'textbookFixedWindow.why': 'count {count} + {acquire} {op} limit {limit}',
  'textbookFixedWindow.idea': '每个窗口计数都重新开始：一个窗口末尾的 limit 个和下一个窗口开头的 limit 个会一起通过。',
  'textbookFixedWindow.bucket': '当前窗口内计数',
  'textbook.noCurve': '教学算法没有预热曲线。',
  'textbook.limit': '每个窗口的许可数',
  'textbook.windowMs': '窗口长度',
  'explain.concept.textbook-fixed-window':
    '没有上游实现的教学算法：时间被切成 windowMs 长的窗口；每个窗口计数从 0 开始，count + permits ≤ limit 时请求通过。',
  'itemTab.limiters.textbookFixedWindow': '固定窗口',
  'summary.fixedWindow': '限流器 {index}：固定窗口（教学算法），每 {windowMs} ms {limit} 个',
};
