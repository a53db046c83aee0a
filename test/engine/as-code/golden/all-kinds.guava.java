// Guava RateLimiter (com.google.guava:guava:31.1-jre).

import com.google.common.util.concurrent.RateLimiter;
import java.util.concurrent.TimeUnit;

public final class GuavaLimiters {

    /** SmoothBursty: 5 permits per second. */
    public static final RateLimiter LIMITER_0 = RateLimiter.create(5);

    /** SmoothBursty: 0.5 permits per second. */
    // maxBurstSeconds 2 has no public API (RateLimiter.create stores 1.0 s of permits)
    public static final RateLimiter LIMITER_1 = RateLimiter.create(0.5);

    /** SmoothWarmingUp: 100 permits per second. */
    // coldFactor 2 has no public API (RateLimiter.create uses 3.0)
    public static final RateLimiter LIMITER_2 = RateLimiter.create(100, 3000, TimeUnit.MILLISECONDS);

    /** Waits until LIMITER_0 grants the permits; returns the seconds slept. */
    public static double acquire0(int permits) {
        return LIMITER_0.acquire(permits);
    }

    /** True when LIMITER_1 grants the permits within 250 ms (waiting that long at most). */
    public static boolean tryAcquire1(int permits) {
        return LIMITER_1.tryAcquire(permits, 250, TimeUnit.MILLISECONDS);
    }

    /** True when LIMITER_2 grants the permits within 0 ms (waiting that long at most). */
    public static boolean tryAcquire2(int permits) {
        return LIMITER_2.tryAcquire(permits, 0, TimeUnit.MILLISECONDS);
    }

    private GuavaLimiters() {
    }
}
