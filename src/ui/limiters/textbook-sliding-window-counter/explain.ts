/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'textbookSlidingWindowCounter.windows':
    'current window starts at {start} ms ({advanced} windows on): previousCount {previous}, currentCount {current}, weight {weight}',
  'textbookSlidingWindowCounter.estimate': 'estimate = {previous} · {weight} + {current} = {estimate}',
  'textbookSlidingWindowCounter.check': 'estimate {estimate} + {permits} {cmp} limit {limit} → {then}',
  'explain.concept.textbook-sliding-window-counter':
    "A teaching algorithm with no upstream: the previous window's count is weighted by how much of it still overlaps the sliding span and added to the current window's count; the request passes while that estimate plus its permits fits limit.",
};
