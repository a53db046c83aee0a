/** The RATE_LIMITER picker option (the dashboard’s 排队等待), shared with RateLimiterController: the version picks the class. */
export default {
  en: { 'limiter.sentinel-2': 'Rate Limiter (controlBehavior 2)' },
  zh: { 'limiter.sentinel-2': '排队等待 (controlBehavior 2)' },
};
