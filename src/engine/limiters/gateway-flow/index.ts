/**
 * Sentinel's gateway flow rule (GatewayFlowRule, sentinel-api-gateway-adapter-common): a rule list of its own
 * (`gatewayFlowRules`), checked by the slot chain's GatewayFlowSlot on the arguments the gateway adapter parses from
 * each request's attributes. One grade per check: QPS (1: `count` per `intervalSec`, plus `burst`; pacing with
 * controlBehavior 2) and THREAD (0: concurrent requests). Its sliders (rule 0's) and per-value charts are its view's
 * (ui/limiters/gateway-flow/view.ts). Engine:
 * sentinel/gateway/ (GatewayRuleConverter, GatewayParamParser, GatewayRuleManager's check order).
 */
import type { RuleModule } from '../rule-contract';

export const gatewayFlow: RuleModule<'gateway-flow'> = {
  kind: 'gateway-flow',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.adapter.gateway.common.slot.GatewayFlowSlot',
    versions: '1.8.9',
  },
  ruleList: 'gatewayFlowRules',
  sentinelVersions: ['1.7.2', '1.8.6', '1.8.9'],
  grades: [1, 0],
};
