/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'textbookLeakyBucket.slot': 'departure = max(now {now}, lastDeparture {last} + {interval}) = {departure} ms',
  'textbookLeakyBucket.onTime': 'departure {departure} {cmp} now {now} → {then}',
  'textbookLeakyBucket.room': 'queued {queued} {cmp} capacity {capacity} → {then}',
  'explain.concept.textbook-leaky-bucket':
    'A teaching algorithm with no upstream: requests queue in a bucket of capacity places that leaks one every intervalMs; a request is served at max(now, last departure + intervalMs), or dropped when the queue is full.',
};
