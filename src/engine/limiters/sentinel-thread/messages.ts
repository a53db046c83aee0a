/** The THREAD rule's words: the picker option and its "why?" line. */
export default {
  en: {
    'limiter.sentinel-thread': 'Thread count (grade 0, THREAD)',
    'why.thread.formula': 'curThreadNum {threads} + {acquire} {op} count {count} → {verdict}',
    'why.thread.idea': 'A THREAD rule limits concurrent calls: requests still running hold their slot.',
  },
  zh: {
    'limiter.sentinel-thread': '线程数 (grade 0, THREAD)',
    'why.thread.formula': 'curThreadNum {threads} + {acquire} {op} count {count} → {verdict}',
    'why.thread.idea': 'THREAD（线程数）规则限制并发调用：仍在运行的请求占着名额。',
  },
};
