/** The gallery words of Bucket4j's examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.bucket4j-interval-grid.title': 'Bucket4j：intervally 按自己的网格补充，aligned 按时钟的网格',
  'gallery.bucket4j-interval-grid.summary':
    '两个容量 5、每 1000 ms 补充 5 个的桶，在整秒后 250 ms 创建，承受 20 QPS。`refillIntervally` 从桶创建时起数整周期：在开始后 1000 和 2000 ms 补充。`timeOfFirstRefill` 设在下一个整秒的 `refillIntervallyAligned` 按绝对网格补充：在 750 和 1750 ms。',
  'gallery.bucket4j-interval-grid.watch': '通过何时恢复：限流器 0 在 1000 ms，限流器 1 在 750 ms。',
  'gallery.bucket4j-interval-grid.tour.empty': '5 次通过后两个桶都空了；每秒 15 个请求被拒绝。',
  'gallery.bucket4j-interval-grid.tour.aligned': '750 ms：墙上时钟的整秒。对齐的桶（限流器 1）补充 5 个；这个桶不补。',
  'gallery.bucket4j-interval-grid.tour.intervally': '1000 ms：自创建起满一个周期，这个桶（限流器 0）补充 5 个。',
};
