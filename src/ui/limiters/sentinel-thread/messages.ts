/** The THREAD rule's words: the picker option and its "why?" line. */
export default {
  en: {
    'limiter.sentinel-thread': 'Thread count (grade 0, THREAD)',
    'why.thread.formula': 'curThreadNum {threads} + {acquire} {op} count {count} → {verdict}',
    'why.thread.idea': 'A THREAD rule limits concurrent calls: requests still running hold their slot.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
