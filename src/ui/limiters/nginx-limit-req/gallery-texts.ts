/** The gallery words of nginx limit_req (from source, not trace-checked)'s examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.nginx-burst-nodelay.title': 'nginx limit_req: burst, nodelay and delay= (from source)',
  'gallery.nginx-burst-nodelay.summary':
    '`rate=2r/s burst=3`, written from ngx_http_limit_req_module.c and not trace-checked, gets 5 requests at once. The first of a new key is free; the next three reach excess 1, 2 and 3. Without nodelay (limiter 0) nginx holds them 500, 1000 and 1500 ms; with `nodelay` (limiter 1) they pass at once; with `delay=2` (limiter 2) only the third waits, 500 ms. The 5th exceeds burst in all three: 503.',
  'gallery.nginx-burst-nodelay.watch': 'The excess on the state chart leaking at 2 a second.',
  'gallery.nginx-burst-nodelay.tour.burst': '5 at 0 ms: excess 0 (new key), 1, 2, 3, then 4 > burst 3: rejected.',
  'gallery.nginx-burst-nodelay.tour.drained': '1500 ms: the excess has leaked to 0 at 2 requests a second.',
};
