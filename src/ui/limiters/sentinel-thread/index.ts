/**
 * A Sentinel THREAD rule (grade 0, FLOW_GRADE_THREAD): DefaultController comparing curThreadNum + acquire with
 * count, whatever controlBehavior says; requests still running hold their slot. Algorithm:
 * sentinel/controllers/default.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-thread/index.ts).
 */
import {
  COUNT_THREADS,
  flowRuleChoice,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  verdictWords,
  RULE_EDITS,
} from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelThreadView = defineView({
  why(lim, i, tr, num) {
    const log = lim.requests;
    const { op, verdict } = verdictWords(lim, i, tr, num);
    return {
      formula: tr('why.thread.formula', {
        threads: num(log.columns.curThreadNum[i]),
        acquire: log.acquire[i],
        op,
        count: num(log.columns.count[i]),
        verdict,
      }),
      idea: tr('why.thread.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'passQps'] },
      { chart: 'requests', reads: ['curThreadNum', 'count'] },
      { chart: 'bucket', reads: ['threads', 'count'] },
      { chart: 'curve', reads: [] },
    ],
    bucket: {
      series: 'threads',
      name: 'curThreadNum',
      unit: 'threads',
      levels: ['count'],
      titleKey: 'bucket.title.thread',
    },
    noCurve: noWarmUpCurve,
    slidingWindow: true,
    rateThreshold: false,
  },
  controls: [COUNT_THREADS],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: true }),
  choice: flowRuleChoice('sentinel-thread', 'limiter.sentinel-thread', 0, 0),
  compare: { defaultPreset: 'edited-copy', edits: RULE_EDITS },
  messages,
  lazy: () => import('./lazy'),
});
