/** The `guava-bursty` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.guava-bursty': 'SmoothBursty',
  'why.guava.passed': 'storedPermits {stored}；下一个空闲时刻 {next} ms → {verdict}',
  'why.guava.refused': '下一个空闲时刻 {next} ms 晚于超时所允许的 → 拒绝',
  'why.guava.idea': 'Guava 让调用方为上一个调用方的“欠账”等待；它自己拿走的许可由下一个调用方来付。',
};
