/** 简体中文 for compare-contrast.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'compare.preset.guava-vs-go-rate': 'Guava 对比 x/time/rate：空桶启动 vs 满桶启动',
  'compare.preset.r4j-vs-sentinel': 'resilience4j 周期边界 vs Sentinel 滑动窗口',
  'compare.help.guava-vs-go-rate':
    'Guava SmoothBursty（acquire：会等待）与 x/time/rate NewLimiter(rate, rate) 配 ReserveN（同样会等待），速率相同、突发都是一秒。Guava 从空桶开始，让下一个调用方买单；x/time/rate 从满桶开始，令牌可以变为负数。',
  'compare.help.r4j-vs-sentinel':
    'resilience4j AtomicRateLimiter，每 1000 ms limitForPeriod = count（timeout 0），与同样 count 的 Sentinel 快速失败（DEFAULT）：固定周期在周期边界附近放过 2 × count，1 s 滑动窗口不会。',
  'compare.variant.guavaBursty': 'Guava SmoothBursty · permitsPerSecond {rate} · acquire',
  'compare.variant.goRate': 'x/time/rate · NewLimiter({rate}, {burst}) · ReserveN',
  'compare.variant.r4j': 'resilience4j · 每 1000 ms limitForPeriod {count} · timeout 0',
} satisfies Catalog;
