/**
 * The RATE_LIMITER picker option (the dashboard’s 排队等待), shared with RateLimiterController (the version
 * picks the class), and the pacing "why?" line all three pacing controllers use (pacingWhy, sentinel-common.ts).
 */
export default {
  en: {
    'limiter.sentinel-2': 'Rate Limiter (controlBehavior 2)',
    'why.pacing.passed': 'queue ahead {wait} ms ≤ maxQueueingTimeMs {max} → {verdict}',
    'why.pacing.blocked': 'its wait would exceed maxQueueingTimeMs {max} ms → blocked',
    'why.pacing.idea': 'Pacing spaces passes evenly (one every costTime); a request queues behind latestPassedTime.',
  },
  zh: {
    'limiter.sentinel-2': '排队等待 (controlBehavior 2)',
    'why.pacing.passed': '前面排队 {wait} ms ≤ maxQueueingTimeMs {max} → {verdict}',
    'why.pacing.blocked': '它的等待会超过 maxQueueingTimeMs {max} ms → 被拒绝',
    'why.pacing.idea': '排队等待让请求匀速通过（每隔 costTime 一个）；请求排在 latestPassedTime 之后。',
  },
};
