/** Envoy's Compare preset words: Compare's lazy group (the view's lazy.ts), not the page's. */
export default {
  'compare.preset.envoy-vs-nginx': 'Envoy local_ratelimit vs nginx limit_req',
  'compare.help.envoy-vs-nginx':
    'The same rate and burst in both: Envoy’s bucket starts full and refills as time, nginx’s first request is free and its excess leaks. Both refuse, neither queues (nginx nodelay).',
  'compare.variant.envoy': 'Envoy max_tokens={max} tokens_per_fill={fill} fill_interval=1s',
  'compare.variant.nginx': 'nginx limit_req rate={rate}r/s burst={burst} nodelay',
};
