/**
 * The RATE_LIMITER picker option (the dashboard’s 排队等待), shared with RateLimiterController (the version
 * picks the class), and the pacing "why?" line all three pacing controllers use (pacingWhy, ui/limiters/sentinel-view.ts).
 */
export default {
  en: {
    'limiter.sentinel-2': 'Rate Limiter (controlBehavior 2)',
    'why.pacing.passed': 'queue ahead {wait} ms ≤ maxQueueingTimeMs {max} → {verdict}',
    'why.pacing.blocked': 'its wait would exceed maxQueueingTimeMs {max} ms → blocked',
    'why.pacing.idea': 'Pacing spaces passes evenly (one every costTime); a request queues behind latestPassedTime.',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
