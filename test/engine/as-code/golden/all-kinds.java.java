// Sentinel rules from Flowlab. Needs com.alibaba.csp:sentinel-core:1.8.9.
// Warm-up rules assume coldFactor 4: start the JVM with -Dcsp.sentinel.flow.cold.factor=4

import com.alibaba.csp.sentinel.slots.block.RuleConstant;
import com.alibaba.csp.sentinel.slots.block.authority.AuthorityRule;
import com.alibaba.csp.sentinel.slots.block.authority.AuthorityRuleManager;
import com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule;
import com.alibaba.csp.sentinel.slots.block.degrade.DegradeRuleManager;
import com.alibaba.csp.sentinel.slots.block.flow.ClusterFlowConfig;
import com.alibaba.csp.sentinel.slots.block.flow.FlowRule;
import com.alibaba.csp.sentinel.slots.block.flow.FlowRuleManager;
import com.alibaba.csp.sentinel.slots.system.SystemRule;
import com.alibaba.csp.sentinel.slots.system.SystemRuleManager;

import java.util.ArrayList;
import java.util.List;

public final class SentinelRules {

    private SentinelRules() {
    }

    /** Loads every rule; call once at start-up, before the first SphU.entry. */
    public static void load() {
        loadFlowRules();
        loadDegradeRules();
        loadAuthorityRules();
        loadSystemRules();
    }

    /** 8 flow rules (FlowRuleManager). */
    private static void loadFlowRules() {
        List<FlowRule> rules = new ArrayList<>();

        FlowRule flow0 = new FlowRule();
        flow0.setId(7L);
        flow0.setResource("GET:/api/orders");
        flow0.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow0.setCount(100);
        flow0.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        rules.add(flow0);

        FlowRule flow1 = new FlowRule();
        flow1.setResource("pay \"v2\"\\n");
        flow1.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow1.setCount(12.5);
        flow1.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_RATE_LIMITER);
        flow1.setMaxQueueingTimeMs(800);
        rules.add(flow1);

        FlowRule flow2 = new FlowRule();
        flow2.setResource("warm");
        flow2.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow2.setCount(20);
        flow2.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER);
        flow2.setWarmUpPeriodSec(5);
        flow2.setMaxQueueingTimeMs(300);
        rules.add(flow2);

        FlowRule flow3 = new FlowRule();
        flow3.setResource("threads");
        flow3.setLimitApp("other");
        flow3.setGrade(RuleConstant.FLOW_GRADE_THREAD);
        flow3.setCount(8);
        flow3.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        rules.add(flow3);

        FlowRule flow4 = new FlowRule();
        flow4.setResource("orders-db");
        flow4.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow4.setCount(50);
        flow4.setStrategy(RuleConstant.STRATEGY_RELATE);
        flow4.setRefResource("orders-write");
        flow4.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        rules.add(flow4);

        FlowRule flow5 = new FlowRule();
        flow5.setResource("chain-res");
        flow5.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow5.setCount(5);
        flow5.setStrategy(RuleConstant.STRATEGY_CHAIN);
        flow5.setRefResource("entrance");
        flow5.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        rules.add(flow5);

        FlowRule flow6 = new FlowRule();
        flow6.setResource("cluster");
        flow6.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow6.setCount(1000);
        flow6.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        flow6.setClusterMode(true);
        ClusterFlowConfig cluster6 = new ClusterFlowConfig();
        cluster6.setFlowId(42L);
        cluster6.setThresholdType(1);
        cluster6.setFallbackToLocalWhenFail(false);
        flow6.setClusterConfig(cluster6);
        rules.add(flow6);

        FlowRule flow7 = new FlowRule();
        flow7.setResource("^/item/.*");
        flow7.setGrade(RuleConstant.FLOW_GRADE_QPS);
        flow7.setCount(30);
        flow7.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_DEFAULT);
        flow7.setRegex(true);
        rules.add(flow7);

        FlowRuleManager.loadRules(rules);
    }

    /** 3 degrade rules (DegradeRuleManager). */
    private static void loadDegradeRules() {
        List<DegradeRule> rules = new ArrayList<>();

        DegradeRule degrade0 = new DegradeRule();
        degrade0.setResource("GET:/api/orders");
        degrade0.setGrade(RuleConstant.DEGRADE_GRADE_RT);
        degrade0.setCount(200);
        degrade0.setTimeWindow(10);
        degrade0.setMinRequestAmount(10);
        degrade0.setSlowRatioThreshold(0.5);
        degrade0.setStatIntervalMs(2000);
        rules.add(degrade0);

        DegradeRule degrade1 = new DegradeRule();
        degrade1.setResource("payment");
        degrade1.setGrade(RuleConstant.DEGRADE_GRADE_EXCEPTION_RATIO);
        degrade1.setCount(0.25);
        degrade1.setTimeWindow(5);
        rules.add(degrade1);

        DegradeRule degrade2 = new DegradeRule();
        degrade2.setResource("payment");
        degrade2.setGrade(RuleConstant.DEGRADE_GRADE_EXCEPTION_COUNT);
        degrade2.setCount(30);
        degrade2.setTimeWindow(60);
        rules.add(degrade2);

        DegradeRuleManager.loadRules(rules);
    }

    /** 1 authority rule (AuthorityRuleManager). */
    private static void loadAuthorityRules() {
        List<AuthorityRule> rules = new ArrayList<>();

        AuthorityRule authority0 = new AuthorityRule();
        authority0.setResource("admin");
        authority0.setLimitApp("app-a,app-b");
        authority0.setStrategy(RuleConstant.AUTHORITY_BLACK);
        rules.add(authority0);

        AuthorityRuleManager.loadRules(rules);
    }

    /** 2 system rules (SystemRuleManager). */
    private static void loadSystemRules() {
        List<SystemRule> rules = new ArrayList<>();

        SystemRule system0 = new SystemRule();
        system0.setQps(500);
        system0.setAvgRt(20);
        rules.add(system0);

        SystemRule system1 = new SystemRule();
        system1.setHighestCpuUsage(0.8);
        system1.setMaxThread(200);
        rules.add(system1);

        SystemRuleManager.loadRules(rules);
    }
}
