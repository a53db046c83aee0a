/**
 * A Sentinel THREAD rule (grade 0, FLOW_GRADE_THREAD): DefaultController comparing curThreadNum + acquire with
 * count, whatever controlBehavior says; requests still running hold their slot. Algorithm:
 * sentinel/controllers/default.ts.
 */
import type { LimiterModule } from '../contract';
import {
  COUNT_THREADS,
  flowRuleChoice,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  verdictWords,
  RULE_EDITS,
} from '../sentinel-common';
import messages from './messages';

export const sentinelThread: LimiterModule<'sentinel-thread'> = {
  kind: 'sentinel-thread',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.DefaultController (grade THREAD)',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    { name: 'curThreadNum', unit: 'threads', shown: 'curThreadNum', csv: true, doc: 'the curThreadNum it read' },
    { name: 'count', unit: 'threads', shown: 'count', csv: true, doc: 'the rule count (concurrent calls)' },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade === 0,
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
    // a THREAD rule has no bucket: this chart shows its concurrent calls against count
    bucket: {
      series: 'threads',
      name: 'curThreadNum',
      unit: 'threads',
      levels: ['count'],
      titleKey: 'bucket.title.thread',
    },
    curve: () => null,
    noCurve: noWarmUpCurve,
    pacingQueue: false,
    slidingWindow: true,
    rateThreshold: false,
    state: [],
  },
  controls: [COUNT_THREADS],
  choiceControls: [],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: false, threads: true }),
  choice: flowRuleChoice('sentinel-thread', 'limiter.sentinel-thread', 0, 0),
  compare: { defaultPreset: 'edited-copy', edits: RULE_EDITS },
  messages,
};
