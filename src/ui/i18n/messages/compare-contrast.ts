/** Compare's quick comparisons of the other libraries' limiters with Sentinel and Guava (compare/variants-contrast.ts). */
import type { Catalog } from './catalog';

export default {
  'compare.preset.guava-vs-go-rate': 'Guava vs x/time/rate: empty vs full start',
  'compare.preset.r4j-vs-sentinel': 'resilience4j cycle edge vs Sentinel sliding window',
  'compare.help.guava-vs-go-rate':
    'Guava SmoothBursty (acquire: it waits) and x/time/rate NewLimiter(rate, rate) with ReserveN (it waits too), at the same rate with one second of burst. Guava starts empty and makes the next caller pay; x/time/rate starts full and lets its tokens go negative.',
  'compare.help.r4j-vs-sentinel':
    'resilience4j AtomicRateLimiter with limitForPeriod = count per 1000 ms (timeout 0), and Sentinel reject (DEFAULT) at the same count: fixed cycles let 2 × count through around a cycle edge, the sliding 1 s window does not.',
  'compare.variant.guavaBursty': 'Guava SmoothBursty · permitsPerSecond {rate} · acquire',
  'compare.variant.goRate': 'x/time/rate · NewLimiter({rate}, {burst}) · ReserveN',
  'compare.variant.r4j': 'resilience4j · limitForPeriod {count} per 1000 ms · timeout 0',
} satisfies Catalog;
