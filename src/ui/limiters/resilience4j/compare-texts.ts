/** resilience4j's Compare preset words (r4j-vs-sentinel): Compare's lazy group (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.r4j-vs-sentinel': 'resilience4j cycle edge vs Sentinel sliding window',
  'compare.help.r4j-vs-sentinel':
    'resilience4j AtomicRateLimiter with limitForPeriod = count per 1000 ms (timeout 0), and Sentinel reject (DEFAULT) at the same count: fixed cycles let 2 × count through around a cycle edge, the sliding 1 s window does not.',
  'compare.variant.r4j': 'resilience4j · limitForPeriod {count} per 1000 ms · timeout 0',
};
