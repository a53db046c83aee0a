/**
 * sentinel-golang v1.0.4 flow control (`core/flow`: `flow.LoadRules` + `api.Entry(res, WithBatchCount(n))`) as a
 * limiter module: one flow rule on one resource, in the rule's own JSON field names (`threshold`,
 * `tokenCalculateStrategy` Direct 0 / WarmUp 1, `controlBehavior` Reject 0 / Throttling 1, `statIntervalInMs`,
 * `maxQueueingTimeMs`, `warmUpPeriodSec`, `warmUpColdFactor`). Algorithm: src/engine/sentinel-go/ (trace-checked
 * against the real package).
 *
 * The rule is loaded at the scenario's `startMs` and entries run at epoch ms `startMs + floor(tMs)` (the
 * statistic's 500 ms buckets and WarmUp's token sync sit on the absolute clock, as upstream's). A rule that
 * `IsValidRule` refuses is dropped as upstream drops it (logged there): then nothing limits and the label says
 * why. The traffic's `acquire` is the entry's batchCount.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-go/index.ts).
 */
import { itemChoice, scenarioRate } from '../item-choice';
import { logged, ownSeriesCursor } from '../own-series-view';
import messages from './messages';
import { defineView } from '../view';
import { SENTINEL_GO_SERIES } from '../../../engine/limiters/sentinel-go';

export const sentinelGoView = defineView({
  why(lim, i, tr, num) {
    const allowed = logged(lim, 'allowedTokens', i);
    const cur = logged(lim, 'curCount', i);
    const o = lim.requests.outcome[i];
    const batch = lim.requests.acquire[i];
    if (cur === cur) {
      return {
        formula: tr('sentinelGo.whyReject', {
          cur: num(cur, 0),
          batch,
          op: o === 2 ? '>' : '≤',
          allowed: num(allowed, 3),
        }),
        idea: tr(
          logged(lim, 'storedTokens', i) === logged(lim, 'storedTokens', i)
            ? 'sentinelGo.ideaWarmUp'
            : 'sentinelGo.ideaReject',
        ),
      };
    }
    if (allowed === allowed) {
      return {
        formula: tr('sentinelGo.whyThrottling', {
          interval: num(logged(lim, 'intervalMs', i), 3),
          wait: num(lim.requests.waitMs[i], 3),
          allowed: num(allowed, 3),
        }),
        idea: tr(batch > allowed ? 'sentinelGo.ideaBatch' : 'sentinelGo.ideaThrottling'),
      };
    }
    return { formula: tr('sentinelGo.whyNone'), idea: tr('sentinelGo.ideaNone') };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['curCount', 'allowedTokens', 'waitMs'] },
      { chart: 'state', reads: ['passSum', 'storedTokens', 'threshold', 'warningToken', 'maxToken'] },
    ],
    noCurve: (lim) => ({
      key: 'maxToken' in lim.constants ? 'sentinelGo.noCurveWarm' : 'sentinelGo.noCurve',
      params: {},
    }),
    state: [
      { titleKey: 'sentinelGo.state.window', unit: 'requests', series: ['passSum'], levels: ['threshold'], step: true },
      {
        titleKey: 'sentinelGo.state.tokens',
        unit: 'tokens',
        series: ['storedTokens'],
        levels: ['warningToken', 'maxToken'],
        step: true,
      },
    ],
  },
  controls: [
    {
      name: 'Threshold',
      path: ['threshold'],
      scope: 'config',
      hint: 'sentinelGo.threshold',
      unit: 'requests',
      min: 0,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'StatIntervalInMs',
      path: ['statIntervalInMs'],
      scope: 'config',
      hint: 'sentinelGo.statIntervalInMs',
      unit: 'ms',
      min: 0,
      max: 10_000,
      step: 100,
      fallback: 1000,
    },
    {
      name: 'MaxQueueingTimeMs',
      path: ['maxQueueingTimeMs'],
      scope: 'config',
      hint: 'sentinelGo.maxQueueingTimeMs',
      unit: 'ms',
      min: 0,
      max: 5000,
      step: 10,
      fallback: 0,
      onlyWith: { path: ['controlBehavior'], values: [1] },
    },
    {
      name: 'WarmUpPeriodSec',
      path: ['warmUpPeriodSec'],
      scope: 'config',
      hint: 'sentinelGo.warmUpPeriodSec',
      unit: 's',
      min: 1,
      max: 60,
      step: 1,
      fallback: 10,
      onlyWith: { path: ['tokenCalculateStrategy'], values: [1] },
    },
    {
      name: 'WarmUpColdFactor',
      path: ['warmUpColdFactor'],
      scope: 'config',
      hint: 'sentinelGo.warmUpColdFactor',
      unit: '',
      min: 0,
      max: 10,
      step: 1,
      fallback: 3,
      onlyWith: { path: ['tokenCalculateStrategy'], values: [1] },
    },
  ],
  choiceControls: [
    {
      name: 'TokenCalculateStrategy',
      path: ['tokenCalculateStrategy'],
      hint: 'sentinelGo.strategy',
      options: [
        { value: 0, labelKey: 'sentinelGo.strategy.direct', hintKey: 'sentinelGo.strategy.direct.hint' },
        { value: 1, labelKey: 'sentinelGo.strategy.warmUp', hintKey: 'sentinelGo.strategy.warmUp.hint' },
      ],
      fallback: 0,
    },
    {
      name: 'ControlBehavior',
      path: ['controlBehavior'],
      hint: 'sentinelGo.behavior',
      options: [
        { value: 0, labelKey: 'sentinelGo.behavior.reject', hintKey: 'sentinelGo.behavior.reject.hint' },
        { value: 1, labelKey: 'sentinelGo.behavior.throttling', hintKey: 'sentinelGo.behavior.throttling.hint' },
      ],
      fallback: 0,
    },
  ],
  cursor: ownSeriesCursor(
    SENTINEL_GO_SERIES,
    {
      threshold: ['requests', 3],
      statIntervalInMs: ['ms', 0],
      warningToken: ['tokens', 0],
      maxToken: ['tokens', 0],
      slope: ['', 6],
      coldFactor: ['', 0],
      maxQueueingTimeMs: ['ms', 0],
    },
    ['threshold', 'statIntervalInMs', 'warningToken', 'maxToken', 'slope', 'coldFactor', 'maxQueueingTimeMs'],
    { passSum: 0, storedTokens: 0 },
  ),
  choice: itemChoice('sentinel-go', 'Sentinel-Go', 'sentinelGoFlowRule', (s) => ({
    type: 'sentinelGoFlowRule',
    resource: 'sim-resource',
    tokenCalculateStrategy: 0,
    controlBehavior: 0,
    threshold: scenarioRate(s),
    maxQueueingTimeMs: 500,
    warmUpPeriodSec: 10,
    warmUpColdFactor: 3,
    statIntervalInMs: 1000,
  })),
  compare: {
    defaultPreset: 'sentinel-vs-sentinel-go-warmup',
    edits: [
      { key: 'threshold', scope: 'config', integer: false },
      { key: 'statIntervalInMs', scope: 'config', integer: true },
      { key: 'maxQueueingTimeMs', scope: 'config', integer: true },
      { key: 'warmUpPeriodSec', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
