/** SmoothWarmingUp's words: the picker option (a Java class name in both languages). */
export default {
  en: { 'limiter.guava-warmingUp': 'SmoothWarmingUp' },
  zh: { 'limiter.guava-warmingUp': 'SmoothWarmingUp' },
};
