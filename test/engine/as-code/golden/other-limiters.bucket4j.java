// Bucket4j (com.bucket4j:bucket4j_jdk17-core:8.19.0).

import io.github.bucket4j.Bucket;
import java.time.Duration;
import java.time.Instant;

public final class Buckets {

    /** limiters[3]: every consumption takes from each of its limits. */
    public static final Bucket BUCKET_3 = Bucket.builder()
            .addLimit(limit -> limit.capacity(10).refillGreedy(10, Duration.ofMillis(10000)).initialTokens(3).id("slow"))
            .addLimit(limit -> limit.capacity(5).refillIntervallyAligned(5, Duration.ofMillis(1000), Instant.ofEpochMilli(1700000001000L)))
            .build();

    /** limiters[4]: every consumption takes from each of its limits. */
    public static final Bucket BUCKET_4 = Bucket.builder()
            .addLimit(limit -> limit.capacity(5).refillIntervally(5, Duration.ofMillis(1000)))
            .build();

    /** Reserves the tokens (into negative) and sleeps, when the deficit closes within 250.5 ms. */
    public static boolean consume3(long tokens) throws InterruptedException {
        return BUCKET_3.asBlocking().tryConsume(tokens, Duration.ofNanos(250500000));
    }

    /** True when BUCKET_4 has the tokens now (it never waits). */
    public static boolean tryConsume4(long tokens) {
        return BUCKET_4.tryConsume(tokens);
    }

    private Buckets() {
    }
}
