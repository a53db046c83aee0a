/** The windows' Compare preset words (windows-vs-sentinel): Compare's lazy group (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.windows-vs-sentinel': 'fixed window vs sliding window counter vs Sentinel',
  'compare.help.windows-vs-sentinel':
    'A fixed window and a sliding-window counter (teaching algorithms, no upstream) and Sentinel reject (DEFAULT), all at count per 1000 ms: the fixed window lets 2 × count through around its edge; the counter’s estimate and Sentinel’s sliding window do not.',
  'compare.variant.fixedWindow': 'fixed window (textbook) · {limit} per 1000 ms',
  'compare.variant.slidingWindowCounter': 'sliding-window counter (textbook) · {limit} per 1000 ms',
};
