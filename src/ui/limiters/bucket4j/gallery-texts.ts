/** The gallery words of Bucket4j's examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.bucket4j-interval-grid.title': 'Bucket4j: intervally refills on its own grid, aligned on the clock’s',
  'gallery.bucket4j-interval-grid.summary':
    'Two buckets of 5, refilled 5 per 1000 ms, are created 250 ms past a whole second, under 20 QPS. `refillIntervally` counts whole periods from the bucket’s creation: it refills at 1000 and 2000 ms after the start. `refillIntervallyAligned` with `timeOfFirstRefill` on the next whole second refills on the absolute grid: at 750 and 1750 ms.',
  'gallery.bucket4j-interval-grid.watch':
    'When the passes come back: at 1000 ms for limiter 0, at 750 ms for limiter 1.',
  'gallery.bucket4j-interval-grid.tour.empty':
    'Both buckets are empty after 5 passes; 15 requests a second are refused.',
  'gallery.bucket4j-interval-grid.tour.aligned':
    '750 ms: a whole second of the wall clock. The aligned bucket (limiter 1) refills 5; this one does not.',
  'gallery.bucket4j-interval-grid.tour.intervally':
    '1000 ms: one period after its creation, this bucket (limiter 0) refills 5.',
};
