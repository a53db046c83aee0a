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
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
