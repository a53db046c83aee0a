/** The gallery words of nginx limit_req (from source, not trace-checked)'s examples, 中文: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.nginx-burst-nodelay.title': 'nginx limit_req：burst、nodelay 与 delay=（依据源码）',
  'gallery.nginx-burst-nodelay.summary':
    '`rate=2r/s burst=3`，依据 ngx_http_limit_req_module.c 编写、未经轨迹验证，同时收到 5 个请求。新键的第一个请求免费；接下来三个的 excess 为 1、2、3。没有 nodelay 时（限流器 0）nginx 分别延迟 500、1000、1500 ms；有 `nodelay`（限流器 1）时立即通过；`delay=2`（限流器 2）时只有第三个等待 500 ms。第 5 个在三种情况下都超过 burst：503。',
  'gallery.nginx-burst-nodelay.watch': '状态图上 excess 以每秒 2 个的速度漏出。',
  'gallery.nginx-burst-nodelay.tour.burst': '0 ms 的 5 个：excess 0（新键）、1、2、3，然后 4 > burst 3：拒绝。',
  'gallery.nginx-burst-nodelay.tour.drained': '1500 ms：excess 以每秒 2 个的速度漏到 0。',
};
