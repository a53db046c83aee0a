/**
 * Sentinel's WarmUpController (grade 1, controlBehavior 1, CONTROL_BEHAVIOR_WARM_UP): a token bucket measures
 * how cold the system is; above warningToken the QPS limit falls along the slope towards count / coldFactor.
 * Algorithm: sentinel/controllers/warm-up.ts.
 */
import type { LimiterModule } from '../contract';
import {
  COUNT_QPS,
  flowRuleChoice,
  noWarmUpCurve,
  SENTINEL_PANELS,
  sentinelCursor,
  sentinelWarmCurve,
  TOKEN_BUCKET,
  verdictWords,
  WARM_UP_CONTROLS,
  RULE_EDITS,
} from '../sentinel-common';
import messages from './messages';

export const sentinelWarmUp: LimiterModule<'sentinel-warm-up'> = {
  kind: 'sentinel-warm-up',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.WarmUpController',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    { name: 'passQps', unit: 'QPS', shown: 'passQps', csv: true, doc: 'the (long) passQps read before the sync' },
    {
      name: 'storedTokens',
      unit: 'tokens',
      shown: 'storedTokens',
      csv: true,
      doc: 'storedTokens after the sync (restToken)',
    },
    {
      name: 'limitQps',
      unit: 'QPS',
      shown: 'limit',
      csv: true,
      doc: 'the limit in force: warning QPS above warningToken, else count',
    },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade !== 0 && r.controlBehavior === 1,
  why(lim, i, tr, num) {
    const log = lim.requests;
    const stored = log.columns.storedTokens[i];
    const limit = log.columns.limitQps[i];
    const warning = lim.constants.warningToken;
    // restToken >= warningToken: the warm-up line applies (WarmUpExplain.warm)
    const cold = stored >= warning;
    const { op, verdict } = verdictWords(lim, i, tr, num);
    return {
      formula: tr('why.warmUp.formula', {
        stored: num(stored, 0),
        cmp: cold ? '≥' : '<',
        warning: num(warning, 0),
        limitName: tr(cold ? 'why.warmUp.warningQps' : 'why.warmUp.count'),
        limit: num(limit),
        pass: num(log.columns.passQps[i]),
        acquire: log.acquire[i],
        op,
        verdict,
      }),
      idea: tr(cold ? 'why.warmUp.cold' : 'why.warmUp.warm'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'passQps', 'limitQps', 'count'] },
      { chart: 'requests', reads: ['passQps', 'storedTokens', 'limitQps'] },
      { chart: 'bucket', reads: ['stored', 'warningToken', 'maxToken'] },
      { chart: 'curve', reads: ['stored', 'count', 'warningToken', 'maxToken', 'slope'] },
    ],
    bucket: TOKEN_BUCKET,
    curve: sentinelWarmCurve,
    noCurve: noWarmUpCurve,
    pacingQueue: false,
    slidingWindow: true,
    rateThreshold: true,
    state: [],
  },
  controls: [COUNT_QPS, ...WARM_UP_CONTROLS],
  choiceControls: [],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: true, threads: false }),
  choice: flowRuleChoice('sentinel-1', 'limiter.sentinel-1', 1, 1),
  compare: { defaultPreset: 'warmup-vs-smooth', edits: RULE_EDITS },
  messages,
};
