/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'textbookGcra.tat': 'newTat = max(tat {tat}, now {now}) + {permits} · T {interval} = {newTat} ms',
  'textbookGcra.check': 'newTat − now {ahead} {cmp} τ + T {horizon} → {then}',
  'explain.concept.textbook-gcra':
    'A teaching algorithm with no upstream: GCRA keeps one time, tat, when the next request is due at the exact rate; a request passes if the new tat runs no further ahead of now than the tolerance τ plus one interval T.',
};
