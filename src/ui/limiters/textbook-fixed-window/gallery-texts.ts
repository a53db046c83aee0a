/** The gallery words of the textbook windows (teaching, no upstream)'s examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.textbook-window-edge.title': 'Fixed window: 2 × limit at the edge (teaching algorithms)',
  'gallery.textbook-window-edge.summary':
    'Three teaching algorithms with no upstream, `limit` 5 per 1000 ms, get 5 requests at 950 ms and 5 at 1000 ms. The fixed window (limiter 0) starts counting again at 1000 ms and passes all 10 within 50 ms. The sliding log (limiter 1) still holds the first 5 in the last 1000 ms and the sliding-window counter (limiter 2) weighs the previous window fully: both pass 5.',
  'gallery.textbook-window-edge.watch': 'The window count dropping to 0 at 1000 ms on the state chart.',
  'gallery.textbook-window-edge.tour.end': '950 ms: 5 pass in window [0, 1000).',
  'gallery.textbook-window-edge.tour.edge':
    '1000 ms: a new window, count 0: 5 more pass. Pick limiter 1 or 2 to see them refused.',
};
