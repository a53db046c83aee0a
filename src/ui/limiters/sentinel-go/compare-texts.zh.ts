/** Sentinel-Go's Compare preset words, 中文 (sentinel-vs-sentinel-go-warmup): with the 中文 pack (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.sentinel-vs-sentinel-go-warmup': 'Sentinel（Java）与 Sentinel-Go 预热',
  'compare.help.sentinel-vs-sentinel-go-warmup':
    'Java Sentinel WarmUp 与 Sentinel-Go WarmUp + Reject，使用相同的阈值、预热时长和冷启动因子。两者都从 count / coldFactor 冷启动；Java 用上一秒的通过数同步令牌，Sentinel-Go 用滑动窗口在一个 500 ms 桶之前的值，且桶位于纪元时钟的 500 ms 边界上。',
  'compare.variant.sentinelGoWarmUp':
    'Sentinel-Go WarmUp · Threshold {count} · WarmUpPeriodSec {sec} · coldFactor {coldFactor}',
};
