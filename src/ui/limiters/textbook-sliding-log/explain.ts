/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'textbookSlidingLog.evict':
    'entries at or before {start} ms leave the log ({evicted} permits); {logged} permits remain',
  'textbookSlidingLog.check': 'logged {logged} + {permits} {cmp} limit {limit} → {then}',
  'explain.concept.textbook-sliding-log':
    'A teaching algorithm with no upstream: every granted request is logged with its time; entries older than windowMs leave, and a request passes while the logged permits plus its own fit limit.',
};
