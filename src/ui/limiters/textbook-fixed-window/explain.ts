/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'textbookFixedWindow.window': 'window [{start}, {end}) ms{reset}: count {count} before this request',
  'textbookFixedWindow.check': 'count {count} + {permits} {cmp} limit {limit} → {then}',
  'explain.concept.textbook-fixed-window':
    'A teaching algorithm with no upstream: time is cut into windows of windowMs; a count restarts at 0 in each, and a request passes while count + permits ≤ limit.',
};
