/** The textbook fixed window's words (and the words all five textbook modules share), in both languages. */
export default {
  en: {
    'limiter.textbook-fixed-window': 'Fixed window (teaching algorithm, no upstream)',
    'textbookFixedWindow.reset': ' (a new window: the count restarts at 0)',
    'textbookFixedWindow.why': 'count {count} + {acquire} {op} limit {limit}',
    'textbookFixedWindow.idea':
      'The count restarts in every window: limit at the end of one and limit at the start of the next pass together.',
    'textbookFixedWindow.bucket': 'Count in the current window',
    'textbook.noCurve': 'A textbook algorithm has no warm-up curve.',
    'textbook.limit': 'permits per window',
    'textbook.windowMs': 'window length',
    'itemTab.limiters.textbookFixedWindow': 'Fixed window',
    'summary.fixedWindow': 'Limiter {index}: fixed window (textbook), {limit} per {windowMs} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
