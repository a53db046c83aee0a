/**
 * A Sentinel flow rule that does nothing (sim/sentinel-limiter.ts says why in its label): dropped by
 * FlowRuleUtil.isValidRule, not loaded because the controller's constructor throws, or loaded but never applied
 * to these requests. Every request passes; the node still counts.
 */
import type { LimiterModule } from '../contract';
import {
  COUNT_QPS,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  TOKEN_BUCKET,
  RULE_EDITS,
} from '../sentinel-common';
import messages from './messages';

export const sentinelNone: LimiterModule<'sentinel-none'> = {
  kind: 'sentinel-none',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.FlowRuleManager (no rule loaded or applied)',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: () => false,
  why: () => null,
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'passQps'] },
      { chart: 'requests', reads: [] },
      { chart: 'bucket', reads: [] },
      { chart: 'curve', reads: [] },
    ],
    bucket: TOKEN_BUCKET,
    curve: () => null,
    noCurve: noWarmUpCurve,
    pacingQueue: false,
    slidingWindow: true,
    rateThreshold: true,
    state: [],
  },
  controls: [COUNT_QPS],
  choiceControls: [],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: null,
  compare: { defaultPreset: 'edited-copy', edits: RULE_EDITS },
  messages,
};
