// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).

import com.alibaba.csp.sentinel.annotation.SentinelResource;
import com.alibaba.csp.sentinel.slots.block.BlockException;

public class ProtectedService {

    @SentinelResource(value = "queue", blockHandler = "queueBlocked")
    public String queue() {
        return "ok";
    }

    /** Runs instead of queue when a rule blocks the call. */
    public String queueBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }
}
