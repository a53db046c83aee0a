/** Envoy's Compare preset words, 中文: with the 中文 pack (the view's lazy.ts), not the page's. */
export default {
  'compare.preset.envoy-vs-nginx': 'Envoy local_ratelimit 对比 nginx limit_req',
  'compare.help.envoy-vs-nginx':
    '两者速率与突发相同：Envoy 的桶初始为满、以时间补充；nginx 的第一个请求免费、超额按速率漏出。两者都直接拒绝，都不排队（nginx nodelay）。',
  'compare.variant.envoy': 'Envoy max_tokens={max} tokens_per_fill={fill} fill_interval=1s',
  'compare.variant.nginx': 'nginx limit_req rate={rate}r/s burst={burst} nodelay',
};
