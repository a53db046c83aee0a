/** The windows' Compare preset words, 中文 (windows-vs-sentinel): with the 中文 pack (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.windows-vs-sentinel': '固定窗口、滑动窗口计数器与 Sentinel',
  'compare.help.windows-vs-sentinel':
    '固定窗口和滑动窗口计数器（教学算法，无上游实现）以及 Sentinel 快速失败（DEFAULT），都为每 1000 ms count 个：固定窗口在边界附近放过 2 × count，计数器的估计和 Sentinel 的滑动窗口不会。',
  'compare.variant.fixedWindow': '固定窗口（教学）· 每 1000 ms {limit} 个',
  'compare.variant.slidingWindowCounter': '滑动窗口计数器（教学）· 每 1000 ms {limit} 个',
};
