/** SmoothBursty's words: the picker option (a Java class name in both languages). */
export default {
  en: { 'limiter.guava-bursty': 'SmoothBursty' },
  zh: { 'limiter.guava-bursty': 'SmoothBursty' },
};
