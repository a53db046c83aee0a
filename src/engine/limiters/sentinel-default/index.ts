/**
 * Sentinel's DefaultController with a QPS rule (grade 1, controlBehavior 0, CONTROL_BEHAVIOR_DEFAULT): reject
 * once passQps + acquire would exceed count in the sliding second; a prioritized request may borrow from the
 * next bucket and wait (occupyTimeoutMs). Algorithm: sentinel/controllers/default.ts.
 */
import type { LimiterModule } from '../contract';
import {
  COUNT_QPS,
  flowRuleChoice,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  TOKEN_BUCKET,
  verdictWords,
  RULE_EDITS,
} from '../sentinel-common';
import messages from './messages';

export const sentinelDefault: LimiterModule<'sentinel-default'> = {
  kind: 'sentinel-default',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.DefaultController',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    { name: 'passQps', unit: 'QPS', shown: 'passQps', csv: true, doc: 'the passQps the controller read' },
    { name: 'count', unit: 'QPS', shown: 'count', csv: true, doc: 'the rule count it was checked against' },
    { name: 'limitQps', unit: 'QPS', shown: null, csv: false, doc: 'the QPS in force: count' },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade !== 0 && r.controlBehavior !== 1 && r.controlBehavior !== 2 && r.controlBehavior !== 3,
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
  choice: flowRuleChoice('sentinel-0', 'limiter.sentinel-0', 1, 0),
  compare: { defaultPreset: 'pacing-vs-reject', edits: RULE_EDITS },
  messages,
};
