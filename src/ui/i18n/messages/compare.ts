/**
 * Compare mode: several limiters on the same traffic. Here the toggle and the variants' names (with the page);
 * the panel, the view and the diff table are a lazy group (compare-view.ts), loaded with CompareView's chunk.
 */
import type { Catalog } from './catalog';

export default {
  'compare.toggle': 'Compare',
  'compare.toggle.title': 'Compare limiters side by side on the same traffic',
  'compare.variant.sentinelWarmUp': 'Sentinel Warm Up · count {count} · warmUpPeriodSec {sec}',
  'compare.variant.guavaWarmingUp': 'Guava SmoothWarmingUp · permitsPerSecond {rate} · warmupPeriodMs {ms}',
  'compare.variant.pacing': 'Pacing (RATE_LIMITER) · count {count} · maxQueueingTimeMs {ms}',
  'compare.variant.reject': 'Reject (DEFAULT) · count {count}',
  'compare.variant.v186': 'Sentinel 1.8.0–1.8.6 · RateLimiterController',
  'compare.variant.v187': 'Sentinel 1.8.7+ · ThrottlingController',
  'compare.variant.asIs': 'As it is ({id})',
  'compare.variant.edited': 'Edited copy: {param} = {value}',
  'compare.variant.snapshot': 'Snapshot {n} ({id})',
} satisfies Catalog;
