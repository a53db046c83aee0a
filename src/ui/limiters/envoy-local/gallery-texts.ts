/** Envoy's gallery example and tour captions: the gallery's lazy group (the view's lazy.ts). */
export default {
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
};
