/**
 * RateLimiterController's words. Its picker option is the RATE_LIMITER option it shares with
 * ThrottlingController (the version picks the class), whose words are in ../sentinel-throttling/messages.ts.
 */
export default { en: {}, zh: {} };
