/**
 * Sentinel's WarmUpController (grade 1, controlBehavior 1, CONTROL_BEHAVIOR_WARM_UP): a token bucket measures
 * how cold the system is; above warningToken the QPS limit falls along the slope towards count / coldFactor.
 * Algorithm: sentinel/controllers/warm-up.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-warm-up/index.ts).
 */
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
} from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelWarmUpView = defineView({
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
    slidingWindow: true,
  },
  controls: [COUNT_QPS, ...WARM_UP_CONTROLS],
  panels: SENTINEL_PANELS,
  cursor: sentinelCursor({ warm: true, threads: false }),
  choice: flowRuleChoice('sentinel-1', 'limiter.sentinel-1', 1, 1),
  compare: { defaultPreset: 'warmup-vs-smooth', edits: RULE_EDITS },
  messages,
  lazy: () => import('./lazy'),
});
