/**
 * Sentinel's DefaultController with a QPS rule (grade 1, controlBehavior 0, CONTROL_BEHAVIOR_DEFAULT): reject
 * once passQps + acquire would exceed count in the sliding second; a prioritized request may borrow from the
 * next bucket and wait (occupyTimeoutMs). Algorithm: sentinel/controllers/default.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-default/index.ts).
 */
import {
  COUNT_QPS,
  flowRuleChoice,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  TOKEN_BUCKET,
  verdictWords,
  RULE_EDITS,
} from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelDefaultView = defineView({
  why(lim, i, tr, num) {
    const log = lim.requests;
    const pass = log.columns.passQps[i];
    const count = log.columns.count[i];
    const acquire = log.acquire[i];
    if (log.prioritized[i] && log.outcome[i] === 1) {
      return {
        formula: tr('why.priority.formula', {
          pass: num(pass),
          acquire,
          count: num(count),
          wait: num(log.waitMs[i], 0),
        }),
        idea: tr('why.priority.idea'),
      };
    }
    const { op, verdict } = verdictWords(lim, i, tr, num);
    return {
      formula: tr('why.default.formula', { pass: num(pass), acquire, op, count: num(count), verdict }),
      idea: tr('why.default.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'passQps', 'count'] },
      { chart: 'requests', reads: ['passQps', 'count'] },
      { chart: 'bucket', reads: ['stored'] },
      { chart: 'curve', reads: [] },
    ],
    bucket: TOKEN_BUCKET,
    noCurve: noWarmUpCurve,
    slidingWindow: true,
    noCells: 'bucket.none',
  },
  controls: [COUNT_QPS],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: flowRuleChoice('sentinel-0', 'limiter.sentinel-0', 1, 0),
  compare: { defaultPreset: 'pacing-vs-reject', edits: RULE_EDITS },
  messages,
  lazy: () => import('./lazy'),
});
