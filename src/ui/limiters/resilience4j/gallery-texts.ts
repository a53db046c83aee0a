/** The gallery words of resilience4j's examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.resilience4j-cycle-edge.title': 'resilience4j: 2 × `limitForPeriod` at a cycle edge',
  'gallery.resilience4j-cycle-edge.summary':
    'An `AtomicRateLimiter` of 5 per 1000 ms (timeout 0) gets 5 requests at 985 ms, 5 at 1000 ms and 5 at 1010 ms. The first 5 use cycle 0, the next 5 cycle 1, which begins at 1000 ms with 5 fresh permissions: 10 pass within 15 ms. Sentinel’s `count` 5 on the same traffic passes only the first 5: its sliding 1 s window still counts them at 1000 ms.',
  'gallery.resilience4j-cycle-edge.watch':
    'The permissions jumping back to 5 at 1000 ms, and 10 passes in the QPS chart’s busiest second.',
  'gallery.resilience4j-cycle-edge.tour.before': '5 pass at 985 ms: cycle 0’s 5 permissions are used up.',
  'gallery.resilience4j-cycle-edge.tour.after':
    'At 1000 ms cycle 1 begins with 5 permissions: 5 more pass, 10 within 15 ms.',
  'gallery.resilience4j-cycle-edge.tour.refused': 'At 1010 ms cycle 1 has none left: with timeout 0 all 5 are refused.',

  'gallery.resilience4j-timeout-park.title': 'resilience4j: a refused caller still waits its whole timeout',
  'gallery.resilience4j-timeout-park.summary':
    '5 per 1000 ms with `timeoutDuration` 300 ms. 10 callers at 200 ms: 5 pass, and the other 5 would need cycle 1, 800 ms away, more than 300 ms. `acquirePermission` parks each of them for the whole 300 ms anyway and then returns false. At 1800 ms the 6th caller needs cycle 2, 200 ms away: within the timeout, it waits and passes.',
  'gallery.resilience4j-timeout-park.watch': 'The requests’ `parked` column: 300 ms for every refusal.',
  'gallery.resilience4j-timeout-park.tour.refused':
    '5 refused at 200 ms, each after parking 300 ms: a refusal costs the caller the full timeout.',
  'gallery.resilience4j-timeout-park.tour.waits':
    'Cycle 1 grants 5 at 1800 ms; the 6th waits 200 ms for cycle 2 and takes one of its permissions.',
};
