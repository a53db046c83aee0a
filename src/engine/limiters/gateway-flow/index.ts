/**
 * Sentinel's gateway flow rule (GatewayFlowRule, sentinel-api-gateway-adapter-common): a rule list of its own
 * (`gatewayFlowRules`), checked by the slot chain's GatewayFlowSlot on the arguments the gateway adapter parses from
 * each request's attributes. One grade per check: QPS (1: `count` per `intervalSec`, plus `burst`; pacing with
 * controlBehavior 2) and THREAD (0: concurrent requests). The sliders are rule 0's; the per-value charts read the
 * chain's `gatewayParams` tracks (the converted hot-parameter rule's values, sim/hot-value-track.ts). Engine:
 * sentinel/gateway/ (GatewayRuleConverter, GatewayParamParser, GatewayRuleManager's check order).
 */
import { ruleControl } from '../degrade-controls';
import type { RuleModule } from '../rule-contract';

const COUNT = ruleControl('count', 'gatewayFlow.count', 'requests', { min: 0, max: 200, step: 1, fallback: 0 });
const INTERVAL = ruleControl('intervalSec', 'gatewayFlow.intervalSec', 's', { min: 1, max: 120, step: 1, fallback: 1 });
const BURST = ruleControl('burst', 'gatewayFlow.burst', 'requests', { min: 0, max: 200, step: 1, fallback: 0 });
const THREADS = ruleControl('count', 'gatewayFlow.count.thread', 'threads', { min: 0, max: 200, step: 1, fallback: 0 });

/** The per-value charts of the converted rules, drawn from the chain run's gateway tracks. */
export const GATEWAY_VALUE_CHARTS = [
  {
    chart: 'hot-values',
    reads: ['chain.gatewayParams.values.passedPerTick', 'chain.gatewayParams.values.blockedPerTick'],
  },
  { chart: 'hot-bucket', reads: ['chain.gatewayParams.values.restQps', 'chain.gatewayParams.values.events'] },
] as const;

export const gatewayFlow: RuleModule<'gateway-flow'> = {
  kind: 'gateway-flow',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.adapter.gateway.common.slot.GatewayFlowSlot',
    versions: '1.8.9',
  },
  ruleList: 'gatewayFlowRules',
  sentinelVersions: ['1.7.2', '1.8.6', '1.8.9'],
  grades: [
    { grade: 1, nameKey: 'gatewayFlow.grade1', controls: [COUNT, INTERVAL, BURST], chart: null },
    { grade: 0, nameKey: 'gatewayFlow.grade0', controls: [THREADS], chart: null },
  ],
  charts: GATEWAY_VALUE_CHARTS,
};
