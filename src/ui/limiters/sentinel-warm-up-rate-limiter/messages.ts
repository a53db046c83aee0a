/** WarmUpRateLimiterController's words: the picker option. */
export default {
  en: { 'limiter.sentinel-3': 'Warm Up + Rate Limiter (controlBehavior 3)' },
  zh: { 'limiter.sentinel-3': 'Warm Up + 排队等待 (controlBehavior 3)' },
};
