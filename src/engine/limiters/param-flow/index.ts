/**
 * Sentinel's hot-parameter rule (ParamFlowRule, sentinel-parameter-flow-control): a rule list of its own
 * (`paramFlowRules`), checked by the slot chain's ParamFlowSlot on each request's arguments. One grade per check
 * path: QPS (1: a token bucket per value, or pacing per value with controlBehavior 2) and THREAD (0: concurrent
 * requests per value). Its sliders (rule 0's) and per-value charts are its view's
 * (ui/limiters/param-flow/view.ts). Engine: sentinel/param-flow/ (ParamFlowChecker, ParameterMetric, the LRU of values).
 */
import type { RuleModule } from '../rule-contract';

export const paramFlow: RuleModule<'param-flow'> = {
  kind: 'param-flow',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.param.ParamFlowChecker',
    versions: '1.8.9',
  },
  ruleList: 'paramFlowRules',
  sentinelVersions: ['1.7.2', '1.8.6', '1.8.9'],
  grades: [1, 0],
};
