/** Compare's quick comparisons of Sentinel-Go and the textbook algorithms with Sentinel (compare/variants-go-textbook.ts). */
import type { Catalog } from './catalog';

export default {
  'compare.preset.sentinel-vs-sentinel-go-warmup': 'Sentinel (Java) vs Sentinel-Go warm-up',
  'compare.preset.windows-vs-sentinel': 'fixed window vs sliding window counter vs Sentinel',
  'compare.help.sentinel-vs-sentinel-go-warmup':
    'Java Sentinel WarmUp and Sentinel-Go WarmUp + Reject with the same count, warm-up period and cold factor. Both start cold at count / coldFactor; Java syncs its tokens from the previous second’s passes, Sentinel-Go from its sliding window one 500 ms bucket ago, on 500 ms buckets of the epoch clock.',
  'compare.help.windows-vs-sentinel':
    'A fixed window and a sliding-window counter (teaching algorithms, no upstream) and Sentinel reject (DEFAULT), all at count per 1000 ms: the fixed window lets 2 × count through around its edge; the counter’s estimate and Sentinel’s sliding window do not.',
  'compare.variant.sentinelGoWarmUp':
    'Sentinel-Go WarmUp · Threshold {count} · WarmUpPeriodSec {sec} · coldFactor {coldFactor}',
  'compare.variant.fixedWindow': 'fixed window (textbook) · {limit} per 1000 ms',
  'compare.variant.slidingWindowCounter': 'sliding-window counter (textbook) · {limit} per 1000 ms',
} satisfies Catalog;
