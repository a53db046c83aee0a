/** x/time/rate's Compare preset words, 中文 (guava-vs-go-rate): with the 中文 pack (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.guava-vs-go-rate': 'Guava 对比 x/time/rate：空桶启动 vs 满桶启动',
  'compare.help.guava-vs-go-rate':
    'Guava SmoothBursty（acquire：会等待）与 x/time/rate NewLimiter(rate, rate) 配 ReserveN（同样会等待），速率相同、突发都是一秒。Guava 从空桶开始，让下一个调用方买单；x/time/rate 从满桶开始，令牌可以变为负数。',
  'compare.variant.guavaBursty': 'Guava SmoothBursty · permitsPerSecond {rate} · acquire',
  'compare.variant.goRate': 'x/time/rate · NewLimiter({rate}, {burst}) · ReserveN',
};
