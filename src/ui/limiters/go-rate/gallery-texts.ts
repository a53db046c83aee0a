/** The gallery words of golang.org/x/time/rate's examples: the gallery's lazy group (the view's `lazy.ts`). */
export default {
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
};
