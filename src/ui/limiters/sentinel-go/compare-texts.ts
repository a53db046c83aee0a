/** Sentinel-Go's Compare preset words (sentinel-vs-sentinel-go-warmup): Compare's lazy group (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.sentinel-vs-sentinel-go-warmup': 'Sentinel (Java) vs Sentinel-Go warm-up',
  'compare.help.sentinel-vs-sentinel-go-warmup':
    'Java Sentinel WarmUp and Sentinel-Go WarmUp + Reject with the same count, warm-up period and cold factor. Both start cold at count / coldFactor; Java syncs its tokens from the previous second’s passes, Sentinel-Go from its sliding window one 500 ms bucket ago, on 500 ms buckets of the epoch clock.',
  'compare.variant.sentinelGoWarmUp':
    'Sentinel-Go WarmUp · Threshold {count} · WarmUpPeriodSec {sec} · coldFactor {coldFactor}',
};
