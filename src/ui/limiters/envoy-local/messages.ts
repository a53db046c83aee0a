/** Envoy local_ratelimit's words (the C++ and proto names kept); 中文 in messages.zh.ts, the lazy 中文 pack. */
const INTERVALS = ['0.1s', '0.25s', '0.5s', '1s', '2s', '10s', '60s'];

export default {
  en: {
    'limiter.envoy-local': 'Envoy local_ratelimit (from source, not trace-checked)',
    'picker.group.envoy': 'Envoy',
    'ascode.target.envoy-yaml': 'Envoy local_ratelimit YAML',
    'summary.envoy':
      'limiter {index}: Envoy `local_ratelimit max_tokens={max} tokens_per_fill={fill} fill_interval={interval}` (from source, not trace-checked)',
    'envoy.why.disabled': 'filter_enabled ({pct} %) did not sample it (draw {draw}): the filter let it through',
    'envoy.why.ok': 'total_tokens {total} ≥ 1 → one token taken',
    'envoy.why.limited': 'total_tokens {total} < 1 → 429 local_rate_limited',
    'envoy.why.shadow': 'total_tokens {total} < 1 → counted in rate_limited, but not enforced: passed',
    'envoy.idea':
      'The bucket refills at {rate} tokens/s (tokens_per_fill / fill_interval) up to max_tokens {max}; each request takes one, and with less than one Envoy answers 429.',
    'envoy.bucket': 'token bucket (remainingTokens)',
    'envoy.noCurve': 'local_ratelimit has no warm-up curve.',
    'envoy.maxTokens': 'token_bucket.max_tokens: the bucket size (it starts full)',
    'envoy.tokensPerFill': 'token_bucket.tokens_per_fill: tokens added per fill_interval',
    'envoy.enabled': 'filter_enabled numerator (of HUNDRED): % of requests checked',
    'envoy.enforced': 'filter_enforced numerator (of HUNDRED): % of rate-limited requests refused',
    'envoy.fillInterval': 'token_bucket.fill_interval: with tokens_per_fill, the refill rate',
    ...Object.fromEntries(INTERVALS.map((v) => [`envoy.interval.${v}`, v])),
    'envoy.interval.hint': 'refilled continuously at tokens_per_fill per fill_interval (v1.34 has no fill timer)',
    'gallery.envoy-full-bucket.title': 'Envoy local_ratelimit: a full bucket, fractions kept as time (from source)',
    'gallery.envoy-full-bucket.summary':
      'Envoy’s default token bucket (max_tokens 3, tokens_per_fill 2 per 1s) beside nginx limit_req rate=2r/s burst=3 nodelay, on a burst of 5 and a few stragglers.',
    'gallery.envoy-full-bucket.watch':
      'The token bucket on the state chart refilling at 2 tokens a second, never above 3.',
    'gallery.envoy-full-bucket.tour.burst':
      '5 at 0 ms: Envoy’s bucket starts full, 3 pass and 2 get 429; nginx passes 4 (its first request is free).',
    'gallery.envoy-full-bucket.tour.fraction':
      '250 ms: half a token (0.5 < 1): 429. The refusal changes nothing: the half is kept as time.',
    'gallery.envoy-full-bucket.tour.refilled': '600 ms: 1.2 tokens ≥ 1: it passes, in nginx too (excess 2.8 ≤ 3).',
    'gallery.envoy-full-bucket.tour.again':
      '1100 ms: two at once, 1.2 tokens: the first passes, the second finds 0.2 and gets 429; nginx the same.',
    'compare.preset.envoy-vs-nginx': 'Envoy local_ratelimit vs nginx limit_req',
    'compare.help.envoy-vs-nginx':
      'The same rate and burst in both: Envoy’s bucket starts full and refills as time, nginx’s first request is free and its excess leaks. Both refuse, neither queues (nginx nodelay).',
    'compare.variant.envoy': 'Envoy max_tokens={max} tokens_per_fill={fill} fill_interval=1s',
    'compare.variant.nginx': 'nginx limit_req rate={rate}r/s burst={burst} nodelay',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (ui/i18n/messages/limiters.zh.ts), not with the page
  zh: {},
};
