// Sentinel rules from Flowlab. Needs com.alibaba.csp:sentinel-core:1.8.9, com.alibaba.csp:sentinel-parameter-flow-control:1.8.9, com.alibaba.csp:sentinel-api-gateway-adapter-common:1.8.9.

import com.alibaba.csp.sentinel.adapter.gateway.common.SentinelGatewayConstants;
import com.alibaba.csp.sentinel.adapter.gateway.common.rule.GatewayFlowRule;
import com.alibaba.csp.sentinel.adapter.gateway.common.rule.GatewayParamFlowItem;
import com.alibaba.csp.sentinel.adapter.gateway.common.rule.GatewayRuleManager;
import com.alibaba.csp.sentinel.slots.block.RuleConstant;
import com.alibaba.csp.sentinel.slots.block.flow.param.ParamFlowItem;
import com.alibaba.csp.sentinel.slots.block.flow.param.ParamFlowRule;
import com.alibaba.csp.sentinel.slots.block.flow.param.ParamFlowRuleManager;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public final class SentinelRules {

    private SentinelRules() {
    }

    /** Loads every rule; call once at start-up, before the first SphU.entry. */
    public static void load() {
        loadParamFlowRules();
        loadGatewayRules();
    }

    /** 2 hot-parameter rules (ParamFlowRuleManager). */
    private static void loadParamFlowRules() {
        List<ParamFlowRule> rules = new ArrayList<>();

        ParamFlowRule param0 = new ParamFlowRule();
        param0.setResource("getUser");
        param0.setGrade(RuleConstant.FLOW_GRADE_QPS);
        param0.setParamIdx(1);
        param0.setCount(10);
        param0.setBurstCount(3);
        param0.setDurationInSec(2);
        param0.setParamFlowItemList(Arrays.asList(
                new ParamFlowItem("vip", 100, "java.lang.String")));
        rules.add(param0);

        ParamFlowRule param1 = new ParamFlowRule();
        param1.setResource("search");
        param1.setLimitApp("web");
        param1.setGrade(RuleConstant.FLOW_GRADE_QPS);
        param1.setParamIdx(0);
        param1.setCount(5);
        param1.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_RATE_LIMITER);
        param1.setMaxQueueingTimeMs(200);
        rules.add(param1);

        ParamFlowRuleManager.loadRules(rules);
    }

    /** 2 gateway rules (GatewayRuleManager). */
    private static void loadGatewayRules() {
        Set<GatewayFlowRule> rules = new HashSet<>();

        GatewayFlowRule gateway0 = new GatewayFlowRule();
        gateway0.setResource("order_route");
        gateway0.setCount(50);
        rules.add(gateway0);

        GatewayFlowRule gateway1 = new GatewayFlowRule();
        gateway1.setResource("user_api");
        gateway1.setResourceMode(SentinelGatewayConstants.RESOURCE_MODE_CUSTOM_API_NAME);
        gateway1.setCount(5);
        gateway1.setIntervalSec(10);
        gateway1.setBurst(2);
        GatewayParamFlowItem gatewayItem1 = new GatewayParamFlowItem();
        gatewayItem1.setParseStrategy(SentinelGatewayConstants.PARAM_PARSE_STRATEGY_URL_PARAM);
        gatewayItem1.setFieldName("uid");
        gatewayItem1.setPattern("vip-");
        gatewayItem1.setMatchStrategy(SentinelGatewayConstants.PARAM_MATCH_STRATEGY_CONTAINS);
        gateway1.setParamItem(gatewayItem1);
        rules.add(gateway1);

        GatewayRuleManager.loadRules(rules);
    }
}
