/** The `sentinel-throttling` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.sentinel-2': '排队等待 (controlBehavior 2)',
  'why.pacing.passed': '前面排队 {wait} ms ≤ maxQueueingTimeMs {max} → {verdict}',
  'why.pacing.blocked': '它的等待会超过 maxQueueingTimeMs {max} ms → 被拒绝',
  'why.pacing.idea': '排队等待让请求匀速通过（每隔 costTime 一个）；请求排在 latestPassedTime 之后。',
};
