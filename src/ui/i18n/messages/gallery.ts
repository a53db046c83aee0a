/**
 * The gallery of guided examples and its tour (src/ui/gallery). Preset texts are keyed
 * `gallery.<preset id>.title|summary|watch|tour.<stop>`; every number in them is checked against
 * the engine by test/ui/gallery.test.ts, and the same numbers must appear in both languages.
 */
import type { Catalog } from './catalog';

export default {
  'gallery.dialog.title': 'Examples',
  'gallery.dialog.intro':
    'Each example replaces the experiment on screen. Load one, then take the tour: the clock stops at each moment worth seeing and a caption says what just happened.',
  'gallery.dialog.keys': '↑ ↓ move between examples · Enter loads · Esc closes',
  'gallery.close': 'Close',
  'gallery.group.sentinel-flow': 'Sentinel flow control (FlowRule)',
  'gallery.group.sentinel-breaker': 'Sentinel circuit breaking (DegradeRule)',
  'gallery.group.guava': 'Guava RateLimiter',
  'gallery.group.other-limiters':
    'Other limiters (x/time/rate, Bucket4j, resilience4j, Spring Cloud Gateway, Sentinel-Go, nginx, textbook)',
  'gallery.watch': 'Watch:',
  'gallery.stops.one': '{count} tour stop',
  'gallery.stops.other': '{count} tour stops',
  'gallery.loaded': 'Loaded:',
  'gallery.takeTour': 'Take the tour',
  'gallery.allExamples': 'All examples',

  'gallery.tour.label': 'Tour',
  'gallery.tour.progress': 'Stop {n} of {total} · {time}',
  'gallery.tour.back': 'Back',
  'gallery.tour.next': 'Next',
  'gallery.tour.exit': 'Exit tour',
  'gallery.tour.keys': 'Keys: N next · P back · Esc exit',
  'gallery.tour.waiting': 'Simulating the example…',
  'gallery.tour.changed': 'You changed the example; the captions describe it as it was loaded.',
  'gallery.tour.reload': 'Reload the example',

  // 1. WarmUp, the articles' numbers
  'gallery.example.name': 'Example: {title}',
  'gallery.warm-up-cold-start.title': 'Warm Up: a cold start (`count` 20, `warmUpPeriodSec` 10)',
  'gallery.warm-up-cold-start.summary':
    "The articles' numbers: `count` 20, `warmUpPeriodSec` 10 and `coldFactor` 3 give `warningToken` 100, `maxToken` 200 and `slope` 0.001. A quiet service meets a step to 30 QPS at 2 s: with a full bucket Sentinel admits only 1 / (100 × 0.001 + 1/20) ≈ 6.67 QPS, more as the tokens drain, and the full 20 QPS from 14 s on.",
  'gallery.warm-up-cold-start.watch':
    'Passed QPS climbing from 6 to 20 per second while the token bucket drains from `maxToken` 200 through `warningToken` 100.',
  'gallery.warm-up-cold-start.tour.first':
    'The first request after the quiet start. The bucket is full (`storedTokens` 200 = `maxToken`), so the limit is the cold one: 1 / ((200 − 100) × 0.001 + 1/20) ≈ 6.67 QPS. This request passes.',
  'gallery.warm-up-cold-start.tour.refused':
    'The 7th request of this second is refused: `passQps` is already 6 and 6 + 1 > 6.67. Only 6 of the 30 requests pass in each of the first 2 seconds.',
  'gallery.warm-up-cold-start.tour.second':
    "A new second: the token sync takes last second's 6 passes out of the bucket. `storedTokens` 194, and the limit rises to 1 / (94 × 0.001 + 1/20) ≈ 6.94 QPS.",
  'gallery.warm-up-cold-start.tour.near':
    '`storedTokens` 101, just 1 above `warningToken` 100: the limit is 1 / (1 × 0.001 + 1/20) ≈ 19.61 QPS, almost `count`.',
  'gallery.warm-up-cold-start.tour.warm':
    "Last second's 19 passes take the bucket down to 82, below `warningToken` 100: the service is warm and the plain limit applies, `count` 20 QPS.",
  'gallery.warm-up-cold-start.tour.steady':
    'Steady state: each second refills 20 tokens and the 20 passes take them again, so `storedTokens` stays at 82. Of the 30 requests a second, 20 pass and 10 are refused.',

  // 2. WarmUp + rate limiter
  'gallery.warm-up-rate-limiter.title': 'Warm Up + rate limiter: the interval falls from 150 ms to 50 ms',
  'gallery.warm-up-rate-limiter.summary':
    'The same rule with `controlBehavior` 3 (`WarmUpRateLimiterController`) spaces requests instead of counting them: one every `costTime` = 1 / `warmingQps`. With a full bucket that is 150 ms (6.67 QPS); it shrinks as the tokens drain, and below `warningToken` 100 it is 1000 / 20 = 50 ms. A request that would wait longer than `maxQueueingTimeMs` 500 is refused.',
  'gallery.warm-up-rate-limiter.watch':
    'The gaps between passes in the Requests chart, shrinking from 150 ms to 50 ms as the bucket drains.',
  'gallery.warm-up-rate-limiter.tour.first':
    'The first request passes at once. The bucket is full (200 tokens), `warmingQps` ≈ 6.67, so `costTime` = Math.round(1 / 6.67 × 1000) = 150 ms: the next request may pass 150 ms after this one.',
  'gallery.warm-up-rate-limiter.tour.queued':
    'The next request arrives 33 ms later and is queued: it waits 117 ms and passes at 2.150 s, 150 ms after the first.',
  'gallery.warm-up-rate-limiter.tour.refused':
    'Refused: the queue already reaches 2.600 s (`latestPassedTime`), so this request would pass at 2.750 s after waiting 584 ms, more than `maxQueueingTimeMs` 500.',
  'gallery.warm-up-rate-limiter.tour.faster':
    '145 tokens left: `warmingQps` ≈ 10.53 and `costTime` 95 ms. This request waits 479 ms, just under `maxQueueingTimeMs` 500.',
  'gallery.warm-up-rate-limiter.tour.warm':
    'The bucket is below `warningToken` (96 tokens): `costTime` = 1000 / `count` 20 = 50 ms, the warm interval. From now on 20 requests pass per second.',

  // 3. Pacing with a burst
  'gallery.pacing-burst.title': 'Rate limiter: a burst paced 100 ms apart',
  'gallery.pacing-burst.summary':
    '`count` 10 with `controlBehavior` 2 lets 1 request through every 1000 / 10 = 100 ms. A burst of 10 arrives at 1 s: the first passes at once, the next 5 queue for 100 to 500 ms, and the last 4 are refused because they would wait longer than `maxQueueingTimeMs` 500.',
  'gallery.pacing-burst.watch': 'The 5 waiting marks (◐) in the Requests chart, and passes exactly 100 ms apart.',
  'gallery.pacing-burst.tour.burst':
    '10 requests at the same moment: 1 passes, 5 wait 100, 200, 300, 400 and 500 ms, and 4 are refused — the 7th would wait 600 ms, over `maxQueueingTimeMs` 500.',
  'gallery.pacing-burst.tour.first-queued': 'The first queued request passes, 100 ms after the first one.',
  'gallery.pacing-burst.tour.last-queued':
    'The last queued request passes after waiting exactly `maxQueueingTimeMs` 500: a wait equal to the limit is allowed.',
  'gallery.pacing-burst.tour.idle':
    'After an idle gap the queue is empty again: of a burst of 3, the first passes at once and the others wait 100 and 200 ms.',

  // 4. Reject, a burst straddling two buckets
  'gallery.reject-straddle.title': 'Reject: 2 × `count` within 600 ms',
  'gallery.reject-straddle.summary':
    '`DefaultController` (`controlBehavior` 0) with `count` 10 compares `passQps`, the passes of the current and the previous 500 ms bucket, with `count`. Bursts of 10 at 0.9 s and at 1.5 s fall into buckets that are never in the window together, so all 20 pass within 600 ms; a third burst at 2.4 s, 900 ms after the second, is refused entirely.',
  'gallery.reject-straddle.watch':
    '`passQps` at the cursor never exceeds 10, yet 20 requests pass between 0.9 s and 1.5 s.',
  'gallery.reject-straddle.tour.first': '10 requests pass into the bucket [0.5 s, 1 s). `passQps` is now 10 = `count`.',
  'gallery.reject-straddle.tour.second':
    'The window is now [1 s, 2 s): the bucket with the first 10 has slid out, `passQps` reads 0, and all 10 pass. That makes 20 passes within 600 ms, 2 × `count`.',
  'gallery.reject-straddle.tour.third':
    'The window [1.5 s, 2.5 s) still holds the second burst: `passQps` 10, and every request of the third burst is refused.',

  // 5. Prioritized requests borrow the next bucket
  'gallery.prioritized-borrow.title': 'Prioritized requests borrow the next bucket',
  'gallery.prioritized-borrow.summary':
    'With `count` 10, a prioritized request over the limit may take quota from a future bucket if it would wait less than the occupy timeout of 500 ms (`PriorityWaitException`). At 0.8 s, 10 prioritized requests borrow the bucket that starts at 1 s and pass 200 ms later; the 11th and 12th, and every ordinary request, are refused.',
  'gallery.prioritized-borrow.watch':
    'The 10 waiting marks (◐) at 0.8 s that pass at 1 s, while `passQps` stays at 10.',
  'gallery.prioritized-borrow.tour.full': '10 ordinary requests pass: `passQps` 10 = `count`.',
  'gallery.prioritized-borrow.tour.too-far':
    'A prioritized request is refused: the 10 passes sit in the current bucket, which leaves the window only at 1 s, 600 ms away — not less than the occupy timeout of 500 ms.',
  'gallery.prioritized-borrow.tour.borrow':
    'Now the 10 passes are in the older bucket [0 s, 0.5 s), which slides out at 1 s, 200 ms away: 10 prioritized requests borrow the bucket [1 s, 1.5 s) and wait 200 ms. The 11th and 12th are refused (at most `count` 10 may be borrowed), and so are the 2 ordinary requests.',
  'gallery.prioritized-borrow.tour.pass':
    'The 10 borrowers pass. Their quota was booked into the new bucket in advance, so `passQps` reads 10 although no ordinary request passed.',
  'gallery.prioritized-borrow.tour.after':
    '2 ordinary requests are refused: the 10 borrowed passes fill the bucket [1 s, 1.5 s).',

  // 6a. Pacing precision in 1.8.6
  'gallery.pacing-precision-1-8-6.title': 'Sentinel 1.8.6 pacing at `count` 2000: `costTime` rounds to 1 ms',
  'gallery.pacing-precision-1-8-6.summary':
    'Up to 1.8.6 the rate limiter is `RateLimiterController`, which counts whole milliseconds: `costTime` = Math.round(1.0 / 2000 × 1000) = Math.round(0.5) = 1 ms, so it lets 1000 requests through per second, half of `count`. Above `count` 2000 the cost rounds to 0 ms and nothing is limited at all.',
  'gallery.pacing-precision-1-8-6.watch':
    'Passed QPS flat at 1000 although `count` is 2000; compare with the 1.8.7+ example.',
  'gallery.pacing-precision-1-8-6.tour.cost':
    '3000 QPS arrive, 3 per ms. `costTime` is 1 ms: the first request passes, the next 2 queue for 1 and 2 ms.',
  'gallery.pacing-precision-1-8-6.tour.queue-full':
    'The queue reaches `maxQueueingTimeMs` 500: from now on a request waits 500 ms or is refused.',
  'gallery.pacing-precision-1-8-6.tour.half':
    'From 1 s to 2 s exactly 1000 requests passed: 1 per ms, half of `count` 2000.',

  // 6b. Pacing precision in 1.8.7+
  'gallery.pacing-precision-1-8-9.title': 'Sentinel 1.8.7+ pacing at `count` 2000: nanoseconds',
  'gallery.pacing-precision-1-8-9.summary':
    'Since 1.8.7 the rate limiter is `ThrottlingController`, which works in nanoseconds when `count` does not divide 1000 or exceeds 1000: `costTime` = 500000 ns (0.5 ms). The same traffic as in the 1.8.6 example now passes at 2000 per second, exactly `count`.',
  'gallery.pacing-precision-1-8-9.watch': 'Passed QPS at 2000 with the same rule and traffic as the 1.8.6 example.',
  'gallery.pacing-precision-1-8-9.tour.cost':
    '`costTime` is 500000 ns, so 2 requests fit in each ms. Of the 3 arriving in this ms, the first passes and the next 2 wait 0.5 and 1 ms.',
  'gallery.pacing-precision-1-8-9.tour.queue-full':
    'Only now does the queue reach `maxQueueingTimeMs` 500: 3000 arrive per second and 2000 pass, so it grew by 0.5 ms per ms.',
  'gallery.pacing-precision-1-8-9.tour.full':
    'From 1 s to 2 s exactly 2000 requests passed: `count` 2000, as configured.',

  // 7. WarmUp refill rule
  'gallery.warm-up-refill.title': 'Warm Up refills only below `count` / `coldFactor`',
  'gallery.warm-up-refill.summary':
    "`WarmUpController` adds tokens each second only while the bucket is below `warningToken` or the last second's passes were fewer than (int) `count` / `coldFactor` = 20 / 3 → 6. At 8 QPS a warm service stays warm: the tokens hover around `warningToken` 100. At 5 QPS the bucket refills to 195 and the next surge meets the cold limit again.",
  'gallery.warm-up-refill.watch':
    'The token bucket after 15 s: flat near `warningToken` at 8 QPS, climbing back to the top at 5 QPS.',
  'gallery.warm-up-refill.tour.warm':
    'After a cold start under 30 QPS the service is warm: `storedTokens` 82, below `warningToken` 100, and 20 pass per second.',
  'gallery.warm-up-refill.tour.hover':
    'The traffic is down to 8 QPS. Below `warningToken` the bucket gains 20 − 8 = 12 tokens a second; above it 8 passes are not fewer than 6, so nothing is added and 8 are taken. `storedTokens` swings between 94 and 110 (now 110).',
  'gallery.warm-up-refill.tour.still-warm':
    '30 QPS again. With `storedTokens` 102 the limit is 1 / (2 × 0.001 + 1/20) ≈ 19.23 QPS: 19 pass in this second, 20 from the next one on.',
  'gallery.warm-up-refill.tour.refill':
    'At 5 QPS, fewer than 6 passes a second, the bucket refills: from 83 at 28 s it climbed 15 tokens a second (20 added, 5 taken) to 195, `maxToken` 200 minus the 5 passes of the last second.',
  'gallery.warm-up-refill.tour.cold-again':
    '30 QPS meets a cold bucket again: the limit is 1 / (95 × 0.001 + 1/20) ≈ 6.90 QPS, and only 6 pass in this second.',

  // 8. Circuit breaker
  'gallery.breaker-probe.title': 'Circuit breaker: trips at `minRequestAmount`, then one probe',
  'gallery.breaker-probe.summary':
    'The “Slow downstream” breaker preset: 20 QPS, and from 20 s to 40 s every call takes 300 ms, over the 100 ms allowed (`slowRatioThreshold` 0.5, `minRequestAmount` 5, `timeWindow` 5 s, `statIntervalMs` 1000). It opens on the 5th slow completion, not before; then every 5 s it lets a single probe through (`HALF_OPEN`) and re-opens while calls are slow.',
  'gallery.breaker-probe.watch':
    'The breaker chart: `CLOSED`, `OPEN` and `HALF_OPEN`, with a single probe about every 5 s during the incident.',
  'gallery.breaker-probe.tour.incident':
    'The downstream slows down: from now on every call takes 300 ms. The breaker is still `CLOSED`.',
  'gallery.breaker-probe.tour.first-slow':
    'The first slow call completes. Its bucket [20 s, 21 s) has 1 slow call of 1 (ratio 1.0 > `slowRatioThreshold` 0.5), but fewer than `minRequestAmount` 5 calls: still `CLOSED`.',
  'gallery.breaker-probe.tour.open':
    'The 5th slow completion: 5 calls, all slow, and the breaker opens (`OPEN`). The request arriving in this very ms is already refused (`DegradeException`).',
  'gallery.breaker-probe.tour.probe':
    '`timeWindow` 5 s later, the first arrival is let through as the probe: `HALF_OPEN`.',
  'gallery.breaker-probe.tour.only-one':
    'While the probe is out, every other request is refused: only 1 probe at a time.',
  'gallery.breaker-probe.tour.reopen': 'The probe took 300 ms, a slow call: the breaker opens again for another 5 s.',
  'gallery.breaker-probe.tour.closed':
    'The incident ended at 40 s. The probe sent at 41.4 s took 20 ms, a normal call, so the breaker closes (`CLOSED`) and traffic flows again.',

  // 9. Guava pays later
  'gallery.guava-pay-later.title': 'Guava `create(5.0)`: the first request never waits',
  'gallery.guava-pay-later.summary':
    '`RateLimiter.create(5.0)` hands out a permit every 200 ms, but it never makes a caller wait for its own permits: `acquire(12)` at 0 s returns at once and moves `nextFreeTicketMicros` 2.4 s ahead. The next caller pays.',
  'gallery.guava-pay-later.watch':
    'The waits (◐) of the 2 QPS callers after the big acquire, shrinking as the debt is repaid.',
  'gallery.guava-pay-later.tour.first':
    '`acquire(12)` passes without waiting, although 12 permits at 5 per second take 2.4 s: `nextFreeTicketMicros` is now 2.4 s.',
  'gallery.guava-pay-later.tour.next':
    'The next caller asks for 1 permit and waits 1.9 s, until 2.4 s: it pays for the first caller.',
  'gallery.guava-pay-later.tour.passes':
    'That caller passes now. The callers after it wait less and less (1.6, 1.3, 1.0 … s), each pushing `nextFreeTicketMicros` by only 200 ms.',
  'gallery.guava-pay-later.tour.repaid':
    'The debt is repaid: `nextFreeTicketMicros` (3.8 s) is in the past, 1 permit was stored meanwhile, and this caller passes at once.',

  // 10. Guava SmoothWarmingUp ramp
  'gallery.guava-warm-up-ramp.title': 'Guava SmoothWarmingUp: the ramp, and why light traffic never warms it',
  'gallery.guava-warm-up-ramp.summary':
    '`RateLimiter.create(10, 2 s)` starts cold with `storedPermits` = `maxPermits` 20; a permit above `thresholdPermits` 10 costs more, up to 300 ms (`coldFactor` 3 × 100 ms). Under 3 QPS it never warms: the stored permits refill as fast as they are spent and stay near 17. At 10 s the traffic jumps to 50 QPS (`tryAcquire` without waiting) and the gaps shrink from 240 ms to the stable 100 ms within 1.4 s.',
  'gallery.guava-warm-up-ramp.watch':
    '`storedPermits`: flat near 17 under light traffic, then draining below `thresholdPermits` 10 after the step.',
  'gallery.guava-warm-up-ramp.tour.cold':
    'The first request passes at once and spends 1 of the 20 stored permits. Its cost, the area under the curve from 20 to 19 permits, is 290 ms, charged to the next caller.',
  'gallery.guava-warm-up-ramp.tour.light':
    '27 requests later `storedPermits` is still 17.17: at 3 QPS the 333 ms between requests refill about as many permits as are spent, so the limiter stays cold (each permit costs 233 ms).',
  'gallery.guava-warm-up-ramp.tour.step':
    '50 QPS arrive; `tryAcquire` refuses whoever comes before `nextFreeTicketMicros`. Passes are 240, 220, 200 … ms apart as the stored permits drain.',
  'gallery.guava-warm-up-ramp.tour.stable':
    '`storedPermits` falls below `thresholdPermits` 10 (9.61): a permit costs the stable 100 ms, and 10 requests pass per second.',

  // 11. Guava zero warm-up
  'gallery.guava-zero-warm-up.title': 'Guava SmoothWarmingUp with a warm-up of 0: it stops limiting',
  'gallery.guava-zero-warm-up.summary':
    '`RateLimiter.create(5, 0, MILLISECONDS)` is allowed, but `maxPermits` becomes 0 and the refill interval 0 / 0 = `NaN`. The first burst is paced as usual; after the first idle moment `storedPermits` turns `NaN`, every cost becomes `(long) NaN` = 0, and from then on every request passes at once. A faithful Java quirk (Guava issue #2730).',
  'gallery.guava-zero-warm-up.watch':
    '`storedPermits` at the cursor: 0 in the first second, — (`NaN`) from 2 s on; and no wait ever again.',
  'gallery.guava-zero-warm-up.tour.works':
    'A burst of 5 is paced at 200 ms (waits 0, 200, 400, 600 and 800 ms): so far a normal rate of 5 per second.',
  'gallery.guava-zero-warm-up.tour.nan':
    'The first request after an idle gap resyncs: (now − `nextFreeTicketMicros`) / `NaN` makes `storedPermits` `NaN`. All 10 requests of this burst pass without waiting.',
  'gallery.guava-zero-warm-up.tour.never':
    '`NaN` never goes away: another 10 pass at once. The limiter no longer limits anything.',
} satisfies Catalog;
