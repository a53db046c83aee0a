/** 简体中文 for compare.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'compare.toggle': '对比',
  'compare.toggle.title': '在同一份流量上并排对比多个限流器',
  'compare.variant.sentinelWarmUp': 'Sentinel Warm Up · count {count} · warmUpPeriodSec {sec}',
  'compare.variant.guavaWarmingUp': 'Guava SmoothWarmingUp · permitsPerSecond {rate} · warmupPeriodMs {ms}',
  'compare.variant.pacing': '排队等待（RATE_LIMITER）· count {count} · maxQueueingTimeMs {ms}',
  'compare.variant.reject': '快速失败（DEFAULT）· count {count}',
  'compare.variant.v186': 'Sentinel 1.8.0–1.8.6 · RateLimiterController',
  'compare.variant.v187': 'Sentinel 1.8.7+ · ThrottlingController',
  'compare.variant.asIs': '原样（{id}）',
  'compare.variant.edited': '修改后的副本：{param} = {value}',
  'compare.variant.snapshot': '快照 {n}（{id}）',
} satisfies Catalog;
