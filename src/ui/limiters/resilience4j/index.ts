/**
 * resilience4j-ratelimiter 2.4.0's `AtomicRateLimiter`: fixed cycles of limitRefreshPeriod, each granting
 * limitForPeriod permissions afresh (2× at an edge), waits up to timeoutDuration taken from future cycles, and a
 * refused acquirePermission that parks its whole timeout. Its view: charts, controls and words; the
 * algorithm is engine/resilience4j/atomic-rate-limiter.ts, the run ./runner.ts.
 */
import { Outcome } from '../../../engine/sim/result';
import { itemChoice, scenarioRate } from '../item-choice';
import messages from './messages';
import { defineView } from '../view';

export const resilience4jView = defineView({
  why(lim, i, tr, num) {
    const r = lim.requests;
    const c = r.columns;
    const pass = r.outcome[i] !== Outcome.Blocked;
    const timeout = num(lim.constants.timeoutDurationMs, 3);
    const wait = num(c.nanosToWaitMs[i], 3);
    const idea = tr('r4j.idea');
    if (c.nanosToWaitMs[i] === 0)
      return {
        formula: tr('r4j.why.now', { available: c.availablePermissions[i], permits: r.acquire[i], cycle: c.cycle[i] }),
        idea,
      };
    if (!pass && c.parkedMs[i] > 0) return { formula: tr('r4j.why.parked', { wait, timeout }), idea };
    return { formula: tr('r4j.why.wait', { wait, op: pass ? '≤' : '>', timeout }), idea };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['availablePermissions', 'nanosToWaitMs'] },
      { chart: 'state', reads: ['availablePermissions', 'limitForPeriod', 'nanosToWaitMs', 'timeoutDurationMs'] },
    ],
    noCurve: () => ({ key: 'r4j.noCurve', params: {} }),
    state: [
      {
        titleKey: 'r4j.state.permissions',
        unit: 'permits',
        series: ['availablePermissions'],
        levels: ['limitForPeriod'],
        step: true,
      },
      { titleKey: 'r4j.state.wait', unit: 'ms', series: ['nanosToWaitMs'], levels: ['timeoutDurationMs'], step: false },
    ],
  },
  controls: [
    {
      name: 'limitForPeriod',
      path: ['limitForPeriod'],
      scope: 'config',
      hint: 'r4j.limitForPeriod',
      unit: 'permits',
      min: 1,
      max: 500,
      step: 1,
      fallback: 10,
    },
    {
      name: 'limitRefreshPeriod',
      path: ['limitRefreshPeriodMs'],
      scope: 'config',
      hint: 'r4j.limitRefreshPeriodMs',
      unit: 'ms',
      min: 1,
      max: 10_000,
      step: 1,
      fallback: 1000,
    },
    {
      name: 'timeoutDuration',
      path: ['timeoutDurationMs'],
      scope: 'config',
      hint: 'r4j.timeoutDurationMs',
      unit: 'ms',
      min: 0,
      max: 10_000,
      step: 10,
      fallback: 0,
    },
  ],
  choiceControls: [
    {
      name: 'call',
      path: ['call'],
      hint: 'r4j.call',
      options: [
        {
          value: 'acquirePermission',
          labelKey: 'r4j.call.acquirePermission',
          hintKey: 'r4j.call.acquirePermission.hint',
        },
        {
          value: 'reservePermission',
          labelKey: 'r4j.call.reservePermission',
          hintKey: 'r4j.call.reservePermission.hint',
        },
      ],
      fallback: 'acquirePermission',
    },
  ],
  cursor: {
    constants: {
      limitForPeriod: ['permits', 0],
      limitRefreshPeriodMs: ['ms', 3],
      timeoutDurationMs: ['ms', 3],
      permitsPerSecond: ['QPS', 3],
    },
    order: ['limitForPeriod', 'limitRefreshPeriodMs', 'timeoutDurationMs'],
    rows(lim, tick) {
      const o = lim.ownSeries;
      const rows = [
        { name: 'cycle', value: o.cycle?.[tick] ?? NaN, unit: '' as const, digits: 0 },
        {
          name: 'availablePermissions',
          value: o.availablePermissions?.[tick] ?? NaN,
          unit: 'permits' as const,
          digits: 0,
        },
        { name: 'nanosToWait', value: o.nanosToWaitMs?.[tick] ?? NaN, unit: 'ms' as const, digits: 3 },
      ];
      return rows.filter((r) => r.value === r.value);
    },
  },
  choice: itemChoice('resilience4j', 'resilience4j', 'resilience4j', (s) => ({
    type: 'resilience4j',
    limitForPeriod: Math.max(1, Math.round(scenarioRate(s))),
    limitRefreshPeriodMs: 1000,
    timeoutDurationMs: 0,
    call: 'acquirePermission',
    changes: [],
  })),
  compare: {
    defaultPreset: 'r4j-vs-sentinel',
    edits: [
      { key: 'limitForPeriod', scope: 'config', integer: true },
      { key: 'limitRefreshPeriodMs', scope: 'config', integer: false },
      { key: 'timeoutDurationMs', scope: 'config', integer: false },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
