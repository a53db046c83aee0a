/**
 * Sentinel's hot-parameter rule (ParamFlowRule, sentinel-parameter-flow-control): a rule list of its own
 * (`paramFlowRules`), checked by the slot chain's ParamFlowSlot on each request's arguments. One grade per check
 * path: QPS (1: a token bucket per value, or pacing per value with controlBehavior 2) and THREAD (0: concurrent
 * requests per value). The sliders are rule 0's; the per-value charts read the chain's `hotParams` tracks
 * (sim/hot-value-track.ts). Engine: sentinel/param-flow/ (ParamFlowChecker, ParameterMetric, the LRU of values).
 */
import { ruleControl } from '../degrade-controls';
import type { RuleModule } from '../rule-contract';

const COUNT = ruleControl('count', 'paramFlow.count', 'requests', { min: 0, max: 200, step: 1, fallback: 0 });
const DURATION = ruleControl('durationInSec', 'paramFlow.durationInSec', 's', {
  min: 1,
  max: 60,
  step: 1,
  fallback: 1,
});
const BURST = ruleControl('burstCount', 'paramFlow.burstCount', 'requests', { min: 0, max: 200, step: 1, fallback: 0 });
const THREADS = ruleControl('count', 'paramFlow.count.thread', 'threads', { min: 0, max: 200, step: 1, fallback: 0 });

/** The per-value charts, drawn from the chain run's hot-parameter tracks. */
export const HOT_VALUE_CHARTS = [
  { chart: 'hot-values', reads: ['chain.hotParams.values.passedPerTick', 'chain.hotParams.values.blockedPerTick'] },
  { chart: 'hot-bucket', reads: ['chain.hotParams.values.restQps', 'chain.hotParams.values.events'] },
] as const;

export const paramFlow: RuleModule<'param-flow'> = {
  kind: 'param-flow',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.param.ParamFlowChecker',
    versions: '1.8.9',
  },
  ruleList: 'paramFlowRules',
  sentinelVersions: ['1.7.2', '1.8.6', '1.8.9'],
  grades: [
    { grade: 1, nameKey: 'paramFlow.grade1', controls: [COUNT, DURATION, BURST], chart: null },
    { grade: 0, nameKey: 'paramFlow.grade0', controls: [THREADS], chart: null },
  ],
  charts: HOT_VALUE_CHARTS,
};
