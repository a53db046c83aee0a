/** 简体中文 for compare-go-textbook.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'compare.preset.sentinel-vs-sentinel-go-warmup': 'Sentinel（Java）与 Sentinel-Go 预热',
  'compare.preset.windows-vs-sentinel': '固定窗口、滑动窗口计数器与 Sentinel',
  'compare.help.sentinel-vs-sentinel-go-warmup':
    'Java Sentinel WarmUp 与 Sentinel-Go WarmUp + Reject，使用相同的阈值、预热时长和冷启动因子。两者都从 count / coldFactor 冷启动；Java 用上一秒的通过数同步令牌，Sentinel-Go 用滑动窗口在一个 500 ms 桶之前的值，且桶位于纪元时钟的 500 ms 边界上。',
  'compare.help.windows-vs-sentinel':
    '固定窗口和滑动窗口计数器（教学算法，无上游实现）以及 Sentinel 快速失败（DEFAULT），都为每 1000 ms count 个：固定窗口在边界附近放过 2 × count，计数器的估计和 Sentinel 的滑动窗口不会。',
  'compare.variant.sentinelGoWarmUp':
    'Sentinel-Go WarmUp · Threshold {count} · WarmUpPeriodSec {sec} · coldFactor {coldFactor}',
  'compare.variant.fixedWindow': '固定窗口（教学）· 每 1000 ms {limit} 个',
  'compare.variant.slidingWindowCounter': '滑动窗口计数器（教学）· 每 1000 ms {limit} 个',
} satisfies Catalog;
