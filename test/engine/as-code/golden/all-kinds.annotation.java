// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).

import com.alibaba.csp.sentinel.EntryType;
import com.alibaba.csp.sentinel.annotation.SentinelResource;
import com.alibaba.csp.sentinel.slots.block.BlockException;

public class ProtectedService {

    // 1 rule(s) match resource names by regex: annotate each matching method with its own name

    @SentinelResource(value = "GET:/api/orders", entryType = EntryType.IN, blockHandler = "getApiOrdersBlocked")
    public String getApiOrders() {
        return "ok";
    }

    /** Runs instead of getApiOrders when a rule blocks the call. */
    public String getApiOrdersBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "pay \"v2\"\\n", entryType = EntryType.IN, blockHandler = "payV2NBlocked")
    public String payV2N() {
        return "ok";
    }

    /** Runs instead of payV2N when a rule blocks the call. */
    public String payV2NBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "warm", entryType = EntryType.IN, blockHandler = "warmBlocked")
    public String warm() {
        return "ok";
    }

    /** Runs instead of warm when a rule blocks the call. */
    public String warmBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "threads", entryType = EntryType.IN, blockHandler = "threadsBlocked")
    public String threads() {
        return "ok";
    }

    /** Runs instead of threads when a rule blocks the call. */
    public String threadsBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "orders-db", entryType = EntryType.IN, blockHandler = "ordersDbBlocked")
    public String ordersDb() {
        return "ok";
    }

    /** Runs instead of ordersDb when a rule blocks the call. */
    public String ordersDbBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "chain-res", entryType = EntryType.IN, blockHandler = "chainResBlocked")
    public String chainRes() {
        return "ok";
    }

    /** Runs instead of chainRes when a rule blocks the call. */
    public String chainResBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "cluster", entryType = EntryType.IN, blockHandler = "clusterBlocked")
    public String cluster() {
        return "ok";
    }

    /** Runs instead of cluster when a rule blocks the call. */
    public String clusterBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "payment", entryType = EntryType.IN, blockHandler = "paymentBlocked")
    public String payment() {
        return "ok";
    }

    /** Runs instead of payment when a rule blocks the call. */
    public String paymentBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }

    @SentinelResource(value = "admin", entryType = EntryType.IN, blockHandler = "adminBlocked")
    public String admin() {
        return "ok";
    }

    /** Runs instead of admin when a rule blocks the call. */
    public String adminBlocked(BlockException ex) {
        return "blocked: " + ex.getClass().getSimpleName();
    }
}
