// resilience4j (io.github.resilience4j:resilience4j-ratelimiter:2.4.0).

import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import io.github.resilience4j.ratelimiter.RateLimiterRegistry;
import java.time.Duration;

public final class RateLimiters {

    private static final RateLimiterRegistry REGISTRY = RateLimiterRegistry.ofDefaults();

    /** limiters[5]: 5 permissions per cycle of 1000 ms. */
    public static final RateLimiter LIMITER5 = REGISTRY.rateLimiter("limiter5",
            RateLimiterConfig.custom()
                    .limitForPeriod(5)
                    .limitRefreshPeriod(Duration.ofMillis(1000))
                    .timeoutDuration(Duration.ofMillis(300))
                    .build());

    /** limiters[6]: 50 permissions per cycle of 0.5 ms. */
    public static final RateLimiter LIMITER6 = REGISTRY.rateLimiter("limiter6",
            RateLimiterConfig.custom()
                    .limitForPeriod(50)
                    .limitRefreshPeriod(Duration.ofNanos(500000))
                    .timeoutDuration(Duration.ofMillis(5000))
                    .build());

    // limiter5 changes at run time (ms after the start):
    // 2000 ms: limiter5.changeLimitForPeriod(8)
    // 2000 ms: limiter5.drainPermissions()

    /** Waits up to timeoutDuration for the permits; a refusal also waits the whole timeout. */
    public static boolean acquire5(int permits) {
        return LIMITER5.acquirePermission(permits);
    }

    /** The nanos to wait for the permits (0: now), or -1 when that is beyond timeoutDuration; never waits. */
    public static long reserve6(int permits) {
        return LIMITER6.reservePermission(permits);
    }

    private RateLimiters() {
    }
}
