// Bucket4j (com.bucket4j:bucket4j_jdk17-core:8.19.0).

import io.github.bucket4j.Bucket;
import java.time.Duration;

public final class Buckets {

    // the scenario has no Bucket4j bucket

    private Buckets() {
    }
}
