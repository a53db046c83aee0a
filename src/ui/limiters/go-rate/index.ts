/**
 * golang.org/x/time/rate's `rate.Limiter` (v0.13.0): a token bucket of `burst` refilled at `limit` per second
 * that STARTS FULL and lets reservations take it negative (the caller sleeps off the debt). Its view: charts,
 * controls and words; its core is engine/limiters/go-rate/, the algorithm engine/go-rate/limiter.ts.
 */
import { itemChoice, scenarioRate } from '../item-choice';
import messages from './messages';
import { defineView } from '../view';

export const goRateView = defineView({
  why(lim, i, tr, num) {
    const r = lim.requests;
    const c = r.columns;
    const n = r.acquire[i];
    const burst = c.burst[i];
    if (Number.isNaN(c.limit[i])) return { formula: tr('goRate.why.inf'), idea: tr('goRate.idea') };
    if (n > burst) return { formula: tr('goRate.why.burst', { n, burst }), idea: tr('goRate.idea') };
    // the logged bound of this call (never inferred from the verdict): AllowN's is 0 ms
    const bound = c.maxFutureReserveMs[i];
    const wait = c.waitDurationMs[i];
    return {
      formula: tr('goRate.why.ok', {
        before: num(c.tokensBefore[i], 3),
        n,
        left: num(c.tokensAfter[i], 3),
        wait: num(wait, 3),
        op: wait <= bound ? '≤' : '>',
        max: bound === Infinity ? '∞' : `${num(bound, 3)} ms`,
      }),
      idea: tr('goRate.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['tokensBefore', 'waitDurationMs'] },
      { chart: 'state', reads: ['tokensAt', 'tokens', 'burst', 'lastEventAheadMs', 'waitTimeoutMs'] },
    ],
    noCurve: () => ({ key: 'goRate.noCurve', params: {} }),
    state: [
      {
        titleKey: 'goRate.state.tokens',
        unit: 'tokens',
        series: ['tokensAt', 'tokens'],
        levels: ['burst'],
        step: false,
      },
      {
        titleKey: 'goRate.state.reserved',
        unit: 'ms',
        series: ['lastEventAheadMs'],
        levels: ['waitTimeoutMs'],
        step: false,
      },
    ],
  },
  controls: [
    {
      name: 'limit',
      path: ['limit'],
      scope: 'config',
      hint: 'goRate.limit',
      unit: 'QPS',
      min: 0.1,
      max: 1000,
      step: 0.1,
      fallback: 10,
    },
    {
      name: 'burst',
      path: ['burst'],
      scope: 'config',
      hint: 'goRate.burst',
      unit: 'tokens',
      min: 0,
      max: 1000,
      step: 1,
      fallback: 10,
    },
    {
      name: 'waitTimeoutMs',
      path: ['waitTimeoutMs'],
      scope: 'config',
      hint: 'goRate.waitTimeoutMs',
      unit: 'ms',
      min: 0,
      max: 10_000,
      step: 10,
      fallback: 500,
      nullable: { labelKey: 'goRate.waitTimeoutMs.on' },
      onlyWith: { path: ['call'], values: ['WaitN'] },
    },
  ],
  choiceControls: [
    {
      name: 'call',
      path: ['call'],
      hint: 'goRate.call',
      options: [
        { value: 'AllowN', labelKey: 'goRate.call.AllowN', hintKey: 'goRate.call.AllowN.hint' },
        { value: 'ReserveN', labelKey: 'goRate.call.ReserveN', hintKey: 'goRate.call.ReserveN.hint' },
        { value: 'WaitN', labelKey: 'goRate.call.WaitN', hintKey: 'goRate.call.WaitN.hint' },
      ],
      fallback: 'AllowN',
    },
  ],
  cursor: {
    constants: { limit: ['QPS', 3], burst: ['tokens', 0], waitTimeoutMs: ['ms', 0] },
    order: ['limit', 'burst', 'waitTimeoutMs'],
    rows(lim, tick) {
      const o = lim.ownSeries;
      const rows = [
        { name: 'TokensAt(now)', value: o.tokensAt?.[tick] ?? NaN, unit: 'tokens' as const, digits: 3 },
        { name: 'tokens', value: o.tokens?.[tick] ?? NaN, unit: 'tokens' as const, digits: 3 },
        { name: 'lastEvent − now', value: o.lastEventAheadMs?.[tick] ?? NaN, unit: 'ms' as const, digits: 1 },
      ];
      return rows.filter((r) => r.value === r.value);
    },
  },
  choice: itemChoice('go-rate', 'golang.org/x/time/rate', 'goRate', (s) => {
    const limit = scenarioRate(s);
    return {
      type: 'goRate',
      limit,
      burst: Math.max(1, Math.round(limit)),
      call: 'AllowN',
      waitTimeoutMs: null,
      changes: [],
    };
  }),
  compare: {
    defaultPreset: 'guava-vs-go-rate',
    edits: [
      { key: 'limit', scope: 'config', integer: false },
      { key: 'burst', scope: 'config', integer: true },
      { key: 'waitTimeoutMs', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
