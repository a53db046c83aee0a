/**
 * Bucket4j 8.19.0's local bucket: one or more bandwidths, each refilled greedily or in whole periods
 * (intervally, on a grid anchored at the bucket's creation; intervally-aligned, on the absolute grid from
 * timeOfFirstRefill), every consumption taken from all of them. Its view: charts, controls and words;
 * the algorithm is engine/bucket4j/, the run ./runner.ts.
 */
import { Outcome } from '../../../engine/sim/result';
import { itemChoice, scenarioRate } from '../item-choice';
import messages from './messages';
import { defineView } from '../view';

export const bucket4jView = defineView({
  why(lim, i, tr, num) {
    const r = lim.requests;
    const c = r.columns;
    const n = r.acquire[i];
    const pass = r.outcome[i] !== Outcome.Blocked;
    const idea = tr('b4j.idea');
    const available = c.availableTokens[i];
    if (n <= available || Number.isNaN(c.nanosToCloseDeficitMs[i]))
      return { formula: tr('b4j.why.try', { n, op: pass ? '≤' : '>', available: num(available, 0) }), idea };
    return {
      formula: tr('b4j.why.wait', {
        wait: num(c.nanosToCloseDeficitMs[i], 3),
        op: pass ? '≤' : '>',
        max: num(lim.constants.maxWaitMs, 3),
      }),
      idea,
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited'] },
      { chart: 'requests', reads: ['availableTokens', 'lastRefillMs'] },
      { chart: 'state', reads: ['availableTokens', 'currentSize0', 'currentSize1', 'currentSize2', 'capacity0'] },
    ],
    noCurve: () => ({ key: 'b4j.noCurve', params: {} }),
    state: [
      {
        titleKey: 'b4j.state.tokens',
        unit: 'tokens',
        series: ['availableTokens', 'currentSize0', 'currentSize1', 'currentSize2'],
        levels: ['capacity0', 'capacity1', 'capacity2'],
        step: true,
      },
    ],
  },
  controls: [
    {
      name: 'capacity',
      path: ['bandwidths', '0', 'capacity'],
      scope: 'config',
      hint: 'b4j.capacity',
      unit: 'tokens',
      min: 1,
      max: 1000,
      step: 1,
      fallback: 10,
    },
    {
      name: 'refillTokens',
      path: ['bandwidths', '0', 'refillTokens'],
      scope: 'config',
      hint: 'b4j.refillTokens',
      unit: 'tokens',
      min: 1,
      max: 1000,
      step: 1,
      fallback: 10,
    },
    {
      name: 'refillPeriod',
      path: ['bandwidths', '0', 'refillPeriodMs'],
      scope: 'config',
      hint: 'b4j.refillPeriodMs',
      unit: 'ms',
      min: 1,
      max: 60_000,
      step: 1,
      fallback: 1000,
    },
    {
      name: 'maxWait',
      path: ['maxWaitMs'],
      scope: 'config',
      hint: 'b4j.maxWaitMs',
      unit: 'ms',
      min: 1,
      max: 10_000,
      step: 10,
      fallback: 1000,
      onlyWith: { path: ['call'], values: ['blockingTryConsume'] },
    },
  ],
  choiceControls: [
    {
      name: 'call',
      path: ['call'],
      hint: 'b4j.call',
      options: [
        { value: 'tryConsume', labelKey: 'b4j.call.tryConsume', hintKey: 'b4j.call.tryConsume.hint' },
        {
          value: 'blockingTryConsume',
          labelKey: 'b4j.call.blockingTryConsume',
          hintKey: 'b4j.call.blockingTryConsume.hint',
        },
      ],
      fallback: 'tryConsume',
    },
    {
      name: 'refill',
      path: ['bandwidths', '0', 'refill'],
      hint: 'b4j.refill',
      // the aligned refills need a first refill instant (epoch ms; 0 puts the grid on whole periods since the
      // epoch) and the others refuse one; the adaptive one refuses initialTokens
      options: [
        {
          value: 'greedy',
          labelKey: 'b4j.refill.greedy',
          hintKey: 'b4j.refill.greedy.hint',
          also: { timeOfFirstRefillMs: undefined },
        },
        {
          value: 'intervally',
          labelKey: 'b4j.refill.intervally',
          hintKey: 'b4j.refill.intervally.hint',
          also: { timeOfFirstRefillMs: undefined },
        },
        {
          value: 'intervallyAligned',
          labelKey: 'b4j.refill.intervallyAligned',
          hintKey: 'b4j.refill.intervallyAligned.hint',
          also: { timeOfFirstRefillMs: 0 },
        },
        {
          value: 'intervallyAlignedWithAdaptiveInitialTokens',
          labelKey: 'b4j.refill.adaptive',
          hintKey: 'b4j.refill.adaptive.hint',
          also: { timeOfFirstRefillMs: 0, initialTokens: undefined },
        },
      ],
      fallback: 'greedy',
    },
  ],
  cursor: {
    constants: {
      capacity0: ['tokens', 0],
      refillTokens0: ['tokens', 0],
      refillPeriodMs0: ['ms', 3],
      maxWaitMs: ['ms', 3],
    },
    order: ['capacity0', 'refillTokens0', 'refillPeriodMs0', 'maxWaitMs'],
    rows(lim, tick) {
      const v = lim.ownSeries.availableTokens?.[tick] ?? NaN;
      return v === v ? [{ name: 'availableTokens', value: v, unit: 'tokens', digits: 0 }] : [];
    },
  },
  choice: itemChoice('bucket4j', 'Bucket4j', 'bucket4j', (s) => {
    const rate = Math.max(1, Math.round(scenarioRate(s)));
    return {
      type: 'bucket4j',
      bandwidths: [{ capacity: rate, refill: 'greedy', refillTokens: rate, refillPeriodMs: 1000 }],
      call: 'tryConsume',
      maxWaitMs: 1000,
    };
  }),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [{ key: 'maxWaitMs', scope: 'config', integer: false }],
  },
  messages,
  lazy: () => import('./lazy'),
});
