/** The `sentinel-thread` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.sentinel-thread': '线程数 (grade 0, THREAD)',
  'why.thread.formula': 'curThreadNum {threads} + {acquire} {op} count {count} → {verdict}',
  'why.thread.idea': 'THREAD（线程数）规则限制并发调用：仍在运行的请求占着名额。',
};
