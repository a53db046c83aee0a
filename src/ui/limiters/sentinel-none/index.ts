/**
 * A Sentinel flow rule that does nothing (sim/sentinel-limiter.ts says why in its label): dropped by
 * FlowRuleUtil.isValidRule, not loaded because the controller's constructor throws, or loaded but never applied
 * to these requests. Every request passes; the node still counts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-none/index.ts).
 */
import { COUNT_QPS, noWarmUpCurve, SENTINEL_PANELS, sentinelCursor, TOKEN_BUCKET, RULE_EDITS } from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelNoneView = defineView({
  why: () => null,
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'passQps'] },
      { chart: 'requests', reads: [] },
      { chart: 'bucket', reads: [] },
      { chart: 'curve', reads: [] },
    ],
    bucket: TOKEN_BUCKET,
    noCurve: noWarmUpCurve,
    slidingWindow: true,
  },
  controls: [COUNT_QPS],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  compare: { defaultPreset: 'edited-copy', edits: RULE_EDITS },
  messages,
});
