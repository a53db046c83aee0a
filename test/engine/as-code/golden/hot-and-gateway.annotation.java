// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).

import com.alibaba.csp.sentinel.annotation.SentinelResource;
import com.alibaba.csp.sentinel.slots.block.BlockException;

public class ProtectedService {

    @SentinelResource(value = "getUser", blockHandler = "getUserBlocked")
    public String getUser(String arg0, String arg1) {
        return "ok";
    }

    /** Runs instead of getUser when a rule blocks the call. */
    public String getUserBlocked(String arg0, String arg1, BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "search", blockHandler = "searchBlocked")
    public String search(String arg0) {
        return "ok";
    }

    /** Runs instead of search when a rule blocks the call. */
    public String searchBlocked(String arg0, BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }
}
