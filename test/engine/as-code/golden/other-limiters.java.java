// Sentinel rules from Flowlab. Needs com.alibaba.csp:sentinel-core:1.8.9.

import com.alibaba.csp.sentinel.slots.block.RuleConstant;
import com.alibaba.csp.sentinel.slots.block.flow.FlowRule;
import com.alibaba.csp.sentinel.slots.block.flow.FlowRuleManager;

import java.util.ArrayList;
import java.util.List;

public final class SentinelRules {

    private SentinelRules() {
    }

    /** Loads every rule; call once at start-up, before the first SphU.entry. */
    public static void load() {
        loadFlowRules();
    }

    /** 1 flow rule (FlowRuleManager). */
    private static void loadFlowRules() {
        List<FlowRule> rules = new ArrayList<>();

        FlowRule flow0 = new FlowRule();
        flow0.setResource("demo");
        flow0.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow0.setCount(5);
        flow0.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        rules.add(flow0);

        FlowRuleManager.loadRules(rules);
    }
}
