/** Envoy's gallery example and tour captions, 中文: with the 中文 pack (the view's lazy.ts). */
export default {
  'gallery.envoy-full-bucket.title': 'Envoy local_ratelimit：初始满桶，零头以时间保存（依据源码）',
  'gallery.envoy-full-bucket.summary':
    'Envoy 的默认令牌桶（max_tokens 3，每 1s 补充 tokens_per_fill 2 个）与 nginx limit_req rate=2r/s burst=3 nodelay 并排，流量为 5 个的突发和几个零散请求。',
  'gallery.envoy-full-bucket.watch': '状态图上的令牌桶以每秒 2 个补充，从不超过 3。',
  'gallery.envoy-full-bucket.tour.burst':
    '0 ms 的 5 个：Envoy 的桶初始为满，3 个通过、2 个得到 429；nginx 通过 4 个（它的第一个请求免费）。',
  'gallery.envoy-full-bucket.tour.fraction': '250 ms：半个令牌（0.5 < 1）：429。拒绝不改变任何状态：这半个以时间保存。',
  'gallery.envoy-full-bucket.tour.refilled': '600 ms：1.2 个令牌 ≥ 1：通过，nginx 也通过（excess 2.8 ≤ 3）。',
  'gallery.envoy-full-bucket.tour.again':
    '1100 ms：同时两个，1.2 个令牌：第一个通过，第二个只剩 0.2，得到 429；nginx 相同。',
};
