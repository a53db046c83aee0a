/** The THREAD rule's words: the picker option. */
export default {
  en: { 'limiter.sentinel-thread': 'Thread count (grade 0, THREAD)' },
  zh: { 'limiter.sentinel-thread': '线程数 (grade 0, THREAD)' },
};
