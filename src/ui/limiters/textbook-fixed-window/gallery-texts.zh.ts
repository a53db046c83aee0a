/** The gallery words of the textbook windows (teaching, no upstream)'s examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.textbook-window-edge.title': '固定窗口：边界处通过 2 × limit（教学算法）',
  'gallery.textbook-window-edge.summary':
    '三个没有上游实现的教学算法，`limit` 每 1000 ms 5 个，在 950 ms 收到 5 个请求，在 1000 ms 又收到 5 个。固定窗口（限流器 0）在 1000 ms 重新计数，50 ms 内 10 个全部通过。滑动日志（限流器 1）在最近 1000 ms 内仍记着前 5 个，滑动窗口计数器（限流器 2）对上一个窗口计满权重：两者都只通过 5 个。',
  'gallery.textbook-window-edge.watch': '状态图上窗口计数在 1000 ms 降为 0。',
  'gallery.textbook-window-edge.tour.end': '950 ms：窗口 [0, 1000) 内 5 个通过。',
  'gallery.textbook-window-edge.tour.edge': '1000 ms：新窗口，计数 0：又通过 5 个。选择限流器 1 或 2 查看它们被拒绝。',
};
