// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).

import com.alibaba.csp.sentinel.annotation.SentinelResource;
import com.alibaba.csp.sentinel.slots.block.BlockException;

public class ProtectedService {

    // the rules name no resource a method could enter
}
