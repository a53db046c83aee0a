/** The gallery words of Sentinel-Go's examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
  'gallery.sentinel-go-cold-start.title': 'Sentinel-Go WarmUp starts cold at Threshold / coldFactor',
  'gallery.sentinel-go-cold-start.summary':
    'A WarmUp rule, `Threshold` 10, `WarmUpPeriodSec` 5, `WarmUpColdFactor` 3: `warningToken` 25, `maxToken` 50. The first token sync fills `storedTokens` to 50, so the allowance is 10 / 3 and 3 of 10 pass. Each second then deducts the passes of the one before: 3, 3, 3, 4, 5, 6, 9, and once below the warning line, all 10.',
  'gallery.sentinel-go-cold-start.watch': 'storedTokens falling from 50 on the state chart while the passes climb.',
  'gallery.sentinel-go-cold-start.tour.cold': 'The first second: allowance 1 / (25 · 0.008 + 0.1) = 3.33, so 3 pass.',
  'gallery.sentinel-go-cold-start.tour.climbs':
    'storedTokens 41 after this second’s sync: 1 / (16 · 0.008 + 0.1) = 4.4, 4 pass.',
  'gallery.sentinel-go-cold-start.tour.warm': 'storedTokens below `warningToken` 25: the full `Threshold` 10 applies.',
  'gallery.sentinel-go-throttling-batch.title': 'Sentinel-Go Throttling blocks a batch larger than the threshold',
  'gallery.sentinel-go-throttling-batch.summary':
    'Throttling at `Threshold` 5 per second spaces entries 200 ms apart and queues up to `MaxQueueingTimeMs` 500: three at 0 ms wait 0, 200 and 400 ms. A batch of 6 at 1000 ms is blocked outright (with an empty block message), although the queue is idle; a batch of 5 at 1500 ms passes at once.',
  'gallery.sentinel-go-throttling-batch.watch': 'The single blocked request at 1000 ms.',
  'gallery.sentinel-go-throttling-batch.tour.spaced': '0 ms: waits 0, 200 and 400 ms: one every 200 ms.',
  'gallery.sentinel-go-throttling-batch.tour.batch':
    '1000 ms: `batchCount` 6 > `Threshold` 5 is blocked before any spacing is computed.',
  'gallery.sentinel-go-throttling-batch.tour.fits':
    '1500 ms: `batchCount` 5 needs an interval of 1000 ms; 400 + 1000 ≤ 1500, so it passes at once.',
};
