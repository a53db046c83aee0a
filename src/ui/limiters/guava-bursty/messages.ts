/**
 * SmoothBursty's words: the picker option (a Java class name in both languages) and the "why?" line both
 * Guava modules use (guavaWhy, ui/limiters/guava-view.ts).
 */
export default {
  en: {
    'limiter.guava-bursty': 'SmoothBursty',
    'why.guava.passed': 'storedPermits {stored}; next free ticket at {next} ms → {verdict}',
    'why.guava.refused': 'next free ticket at {next} ms is later than the timeout allows → refused',
    'why.guava.idea':
      'Guava makes a caller wait for the previous caller’s debt; its own permits are paid by the next one.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
