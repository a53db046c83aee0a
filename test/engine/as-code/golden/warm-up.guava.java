// Guava RateLimiter (com.google.guava:guava:31.1-jre).

import com.google.common.util.concurrent.RateLimiter;
import java.util.concurrent.TimeUnit;

public final class GuavaLimiters {

    /** SmoothWarmingUp: 20 permits per second. */
    public static final RateLimiter LIMITER_0 = RateLimiter.create(20, 10000, TimeUnit.MILLISECONDS);

    /** True when LIMITER_0 grants the permits within 0 ms (waiting that long at most). */
    public static boolean tryAcquire0(int permits) {
        return LIMITER_0.tryAcquire(permits, 0, TimeUnit.MILLISECONDS);
    }

    private GuavaLimiters() {
    }
}
