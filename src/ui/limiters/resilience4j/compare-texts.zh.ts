/** resilience4j's Compare preset words, 中文 (r4j-vs-sentinel): with the 中文 pack (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.r4j-vs-sentinel': 'resilience4j 周期边界 vs Sentinel 滑动窗口',
  'compare.help.r4j-vs-sentinel':
    'resilience4j AtomicRateLimiter，每 1000 ms limitForPeriod = count（timeout 0），与同样 count 的 Sentinel 快速失败（DEFAULT）：固定周期在周期边界附近放过 2 × count，1 s 滑动窗口不会。',
  'compare.variant.r4j': 'resilience4j · 每 1000 ms limitForPeriod {count} · timeout 0',
};
