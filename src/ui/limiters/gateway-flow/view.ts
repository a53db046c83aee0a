/**
 * How the page shows Sentinel's gateway flow rule: rule 0's sliders per grade, and the per-value charts of the
 * converted rules, drawn from the chain run's `gatewayParams` tracks (sim/hot-value-track.ts).
 * Its core: engine/limiters/gateway-flow; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { ruleControl } from '../rule-controls';

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

export const gatewayFlowView: RuleView<'gateway-flow'> = {
  kind: 'gateway-flow',
  grades: [
    { grade: 1, nameKey: 'gatewayFlow.grade1', controls: [COUNT, INTERVAL, BURST], chart: null },
    { grade: 0, nameKey: 'gatewayFlow.grade0', controls: [THREADS], chart: null },
  ],
  charts: GATEWAY_VALUE_CHARTS,
};
