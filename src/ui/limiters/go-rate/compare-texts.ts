/** x/time/rate's Compare preset words (guava-vs-go-rate): Compare's lazy group (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.guava-vs-go-rate': 'Guava vs x/time/rate: empty vs full start',
  'compare.help.guava-vs-go-rate':
    'Guava SmoothBursty (acquire: it waits) and x/time/rate NewLimiter(rate, rate) with ReserveN (it waits too), at the same rate with one second of burst. Guava starts empty and makes the next caller pay; x/time/rate starts full and lets its tokens go negative.',
  'compare.variant.guavaBursty': 'Guava SmoothBursty · permitsPerSecond {rate} · acquire',
  'compare.variant.goRate': 'x/time/rate · NewLimiter({rate}, {burst}) · ReserveN',
};
