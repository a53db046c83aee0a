// golang.org/x/time/rate v0.13.0
package limits

import (
	"time"

	"golang.org/x/time/rate"
)

// The scenario has no x/time/rate limiter.
var _ = rate.Inf
var _ = time.Now
