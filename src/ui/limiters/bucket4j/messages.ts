/** Bucket4j's words, in both languages (Java names stay as they are). */
export default {
  en: {
    'limiter.bucket4j': 'Bucket (bandwidths, greedy or interval refill)',
    'b4j.state.tokens': 'Available tokens',
    'b4j.noCurve': 'Bucket4j has no warm-up: a bandwidth starts with its initialTokens (default: capacity).',
    'b4j.capacity': 'capacity of bandwidth 0',
    'b4j.refillTokens': 'tokens added per period',
    'b4j.refillPeriodMs': 'refill period',
    'b4j.maxWaitMs': 'blocking tryConsume: maxWait',
    'b4j.why.try': 'tokensToConsume {n} {op} availableTokens {available}',
    'b4j.why.wait': 'deficit closes in {wait} ms {op} maxWait {max} ms',
    'b4j.idea':
      'Every bandwidth refills (greedily, or whole periods at once on its grid) and the request takes from all of them: the tightest one decides.',
    'b4j.call': 'how each request calls the bucket',
    'b4j.call.tryConsume': 'tryConsume(n)',
    'b4j.call.tryConsume.hint': 'takes n tokens if they are there, else refused at once',
    'b4j.call.blockingTryConsume': 'asBlocking().tryConsume(n, maxWait)',
    'b4j.call.blockingTryConsume.hint':
      'reserves into negative tokens and parks until they are refilled; refused when that is longer than maxWait',
    'b4j.refill': 'bandwidth 0: how its tokens come back',
    'b4j.refill.greedy': 'refillGreedy',
    'b4j.refill.greedy.hint': 'tokens trickle back continuously, a fraction of the period at a time',
    'b4j.refill.intervally': 'refillIntervally',
    'b4j.refill.intervally.hint': 'all refillTokens at once per whole period, counted from the bucket’s creation',
    'b4j.refill.intervallyAligned': 'refillIntervallyAligned',
    'b4j.refill.intervallyAligned.hint':
      'all at once on the absolute grid timeOfFirstRefill + k·period (set to the epoch when absent)',
    'b4j.refill.adaptive': 'refillIntervallyAlignedWithAdaptiveInitialTokens',
    'b4j.refill.adaptive.hint':
      'the aligned grid; before the first refill it starts with what the time left is worth (full once past)',
    'itemTab.limiters.bucket4j': 'Bucket4j',
    'summary.bucket4j': 'Limiter {index}: Bucket4j {bandwidths}, `{call}`',
    'summary.bucket4j.bandwidth': '{capacity} `{refill}` {refillTokens}/{refillPeriodMs} ms',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
