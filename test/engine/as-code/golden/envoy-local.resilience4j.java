// resilience4j (io.github.resilience4j:resilience4j-ratelimiter:2.4.0).

import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import io.github.resilience4j.ratelimiter.RateLimiterRegistry;
import java.time.Duration;

public final class RateLimiters {

    private static final RateLimiterRegistry REGISTRY = RateLimiterRegistry.ofDefaults();

    // the scenario has no resilience4j rate limiter

    private RateLimiters() {
    }
}
