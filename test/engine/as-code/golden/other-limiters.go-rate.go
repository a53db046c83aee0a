// golang.org/x/time/rate v0.13.0
package limits

import (
	"context"
	"time"

	"golang.org/x/time/rate"
)

var (
	// Limiter0: limiters[0], a bucket of 5 that starts full.
	Limiter0 = rate.NewLimiter(rate.Limit(5), 5)
	// Limiter1: limiters[1], a bucket of 1 that starts full.
	Limiter1 = rate.NewLimiter(rate.Limit(2.5), 1)
	// Limiter2: limiters[2], a bucket of 0 that starts full.
	Limiter2 = rate.NewLimiter(rate.Inf, 0)
)

// Limiter0 changes at run time (ms after the start):
//   500 ms: Limiter0.SetLimit(rate.Inf)
//   3000 ms: Limiter0.SetLimit(rate.Limit(5))
//   3000 ms: Limiter0.SetBurst(10)

// Reserve0 takes n tokens now, into debt if need be, and sleeps until they are paid back.
// It fails only when n exceeds the burst.
func Reserve0(n int) bool {
	r := Limiter0.ReserveN(time.Now(), n)
	if !r.OK() {
		return false
	}
	time.Sleep(r.Delay())
	return true
}

// Wait1 blocks until n events may happen, or fails at once when the wait would pass the deadline.
func Wait1(ctx context.Context, n int) error {
	ctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	return Limiter1.WaitN(ctx, n)
}

// Allow2 reports whether n events may happen now (it never waits).
func Allow2(n int) bool {
	return Limiter2.AllowN(time.Now(), n)
}
