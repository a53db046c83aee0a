// Sentinel rules from Flowlab. Needs com.alibaba.csp:sentinel-core:1.7.2.

import com.alibaba.csp.sentinel.slots.block.RuleConstant;
import com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule;
import com.alibaba.csp.sentinel.slots.block.degrade.DegradeRuleManager;
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
        loadDegradeRules();
    }

    /** 1 flow rule (FlowRuleManager). */
    private static void loadFlowRules() {
        List<FlowRule> rules = new ArrayList<>();

        FlowRule flow0 = new FlowRule();
        flow0.setResource("queue");
        flow0.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow0.setCount(10);
        flow0.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_RATE_LIMITER);
        flow0.setMaxQueueingTimeMs(500);
        rules.add(flow0);

        FlowRuleManager.loadRules(rules);
    }

    /** 1 degrade rule (DegradeRuleManager). */
    private static void loadDegradeRules() {
        List<DegradeRule> rules = new ArrayList<>();

        DegradeRule degrade0 = new DegradeRule();
        degrade0.setResource("queue");
        degrade0.setGrade(RuleConstant.DEGRADE_GRADE_RT);
        degrade0.setCount(50);
        degrade0.setTimeWindow(3);
        degrade0.setRtSlowRequestAmount(8);
        rules.add(degrade0);

        DegradeRuleManager.loadRules(rules);
    }
}
