/**
 * SmoothBursty's words: the picker option (a Java class name in both languages) and the "why?" line both
 * Guava modules use (guavaWhy, guava-common.ts).
 */
export default {
  en: {
    'limiter.guava-bursty': 'SmoothBursty',
    'why.guava.passed': 'storedPermits {stored}; next free ticket at {next} ms → {verdict}',
    'why.guava.refused': 'next free ticket at {next} ms is later than the timeout allows → refused',
    'why.guava.idea':
      'Guava makes a caller wait for the previous caller’s debt; its own permits are paid by the next one.',
  },
  zh: {
    'limiter.guava-bursty': 'SmoothBursty',
    'why.guava.passed': 'storedPermits {stored}；下一个空闲时刻 {next} ms → {verdict}',
    'why.guava.refused': '下一个空闲时刻 {next} ms 晚于超时所允许的 → 拒绝',
    'why.guava.idea': 'Guava 让调用方为上一个调用方的“欠账”等待；它自己拿走的许可由下一个调用方来付。',
  },
};
