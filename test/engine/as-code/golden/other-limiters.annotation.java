// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).

import com.alibaba.csp.sentinel.annotation.SentinelResource;
import com.alibaba.csp.sentinel.slots.block.BlockException;

public class ProtectedService {

    @SentinelResource(value = "demo", blockHandler = "demoBlocked")
    public String demo() {
        return "ok";
    }

    /** Runs instead of demo when a rule blocks the call. */
    public String demoBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }
}
