// Guava RateLimiter (com.google.guava:guava:31.1-jre).

import com.google.common.util.concurrent.RateLimiter;

public final class GuavaLimiters {

    // the scenario has no Guava limiter

    private GuavaLimiters() {
    }
}
