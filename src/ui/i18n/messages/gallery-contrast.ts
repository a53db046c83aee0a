/** The "Other limiters" gallery group (gallery/presets-contrast.ts): x/time/rate, resilience4j, Bucket4j. */
import type { Catalog } from './catalog';

export default {
  'gallery.group.other-limiters':
    'Other limiters (x/time/rate, Bucket4j, resilience4j, Spring Cloud Gateway, Sentinel-Go, nginx, textbook)',

  'gallery.go-rate-full-start.title': 'x/time/rate starts full and goes negative; Guava starts empty',
  'gallery.go-rate-full-start.summary':
    'Both limit at 5 per second and get 10 requests at once. `rate.NewLimiter(5, 5)` starts with a full bucket: 5 pass at once, and `ReserveN` takes the other 5 on credit, driving `tokens` to −5; they wait 200, 400 … 1000 ms. Guava’s `create(5.0)` starts empty: only the first passes at once and the 10th waits 1800 ms.',
  'gallery.go-rate-full-start.watch':
    'The token chart below zero: the debt the reservations ran up, refilled at 5 a second.',
  'gallery.go-rate-full-start.tour.burst':
    '10 callers at 0 s: 5 tokens from the full bucket, then 5 reservations that wait 200 to 1000 ms. `tokens` is −5.',
  'gallery.go-rate-full-start.tour.debt': '`TokensAt(now)` climbs from −5 by 5 a second: −4.5 at 100 ms.',
  'gallery.go-rate-full-start.tour.repaid':
    'At 1 s the debt is repaid (the last reservation acts now); the bucket refills to `burst` 5 by 2 s. Pick Guava to compare: it still makes its callers wait until 1.8 s.',

  'gallery.go-rate-inf-freeze.title': 'x/time/rate `SetLimitAt(Inf)` freezes the bucket',
  'gallery.go-rate-inf-freeze.summary':
    'A burst of 10 leaves `tokens` at −5. At 0.5 s `SetLimitAt(Inf)` advances to −2.5 and switches: from then on every reservation is granted without touching the bucket, so the `tokens` field stays at −2.5 under 20 QPS. `SetLimitAt(5)` at 3 s advances with the Inf limit: the bucket is full (5) again at once.',
  'gallery.go-rate-inf-freeze.watch': 'The flat `tokens` line from 0.5 s to 3 s while every request passes.',
  'gallery.go-rate-inf-freeze.tour.debt':
    '10 reservations at 0 s: 5 from the full bucket, 5 on credit; `tokens` is −5.',
  'gallery.go-rate-inf-freeze.tour.inf':
    '`SetLimitAt(Inf)`: `tokens` is advanced once (−5 + 0.5 × 5 = −2.5) and then frozen. `TokensAt` already says 5.',
  'gallery.go-rate-inf-freeze.tour.frozen':
    '20 QPS pass without waiting and without taking a token: `tokens` is still −2.5.',
  'gallery.go-rate-inf-freeze.tour.full':
    '`SetLimitAt(5)`: the advance multiplies the elapsed time by the old limit, MaxFloat64, so the bucket is full: 5.',

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
} satisfies Catalog;
