/**
 * How the page shows Sentinel's hot-parameter rule: rule 0's sliders per grade, and the per-value charts drawn
 * from the chain run's `hotParams` tracks (sim/hot-value-track.ts).
 * Its core: engine/limiters/param-flow; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { ruleControl } from '../rule-controls';

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

export const paramFlowView: RuleView<'param-flow'> = {
  kind: 'param-flow',
  grades: [
    { grade: 1, nameKey: 'paramFlow.grade1', controls: [COUNT, DURATION, BURST], chart: null },
    { grade: 0, nameKey: 'paramFlow.grade0', controls: [THREADS], chart: null },
  ],
  charts: HOT_VALUE_CHARTS,
};
