/** The textbook GCRA's words, in both languages. */
export default {
  en: {
    'limiter.textbook-gcra': 'GCRA (teaching algorithm, no upstream)',
    'textbookGcra.why': 'newTat − now {ahead} {op} τ + T {horizon}',
    'textbookGcra.idea':
      'One number of state: tat, when the next request is due at the exact rate; early by at most τ.',
    'textbookGcra.bucket': 'Tokens it is equivalent to: (τ + T − (tat − now)) / T',
    'textbookGcra.emissionIntervalMs': 'T: one permit every',
    'textbookGcra.burst': 'permits at once',
    'textbookGcra.state.ahead': 'How far tat runs ahead of the clock',
    'itemTab.limiters.textbookGcra': 'GCRA',
    'summary.gcra': 'Limiter {index}: GCRA (textbook), `T` {emissionIntervalMs} ms, `burst` {burst}',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
