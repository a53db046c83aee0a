/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): GCRA, the Generic Cell Rate Algorithm (the leaky bucket as a
 * METER), as a limiter module: one number of state, the theoretical arrival time `tat`; a request may come
 * early by at most τ = (burst − 1) · T. Algorithm: src/engine/textbook/gcra.ts.
 */
import type { LimiterModule } from '../contract';
import { itemChoice, scenarioRate } from '../limiters-choice';
import { col, logged, NO_SENTINEL_PANELS, ownSeriesCursor } from '../other-common';
import { TEXTBOOK_GROUP, textbookUpstream } from '../textbook-common';
import messages from './messages';

export type { TextbookGcraItem } from './config';

export const TGCRA_COLUMNS = [
  col('tatBeforeMs', 'ms', 'tat', 'theoretical arrival time before it (−∞: never)'),
  col('newTatMs', 'ms', 'newTat', 'max(tat, now) + permits · T'),
  col('retryAfterMs', 'ms', 'retryAfter', 'how long until the same request would pass (0 when it passed)'),
];
export const TGCRA_SERIES = [
  col('tokens', 'permits', 'tokens', 'the tokens tat stands for: (τ + T − (tat − now)) / T, in [0, burst]'),
  col('tatMs', 'ms', 'tat', 'the theoretical arrival time at the tick end (NaN: never set)'),
  col('tatAheadMs', 'ms', 'tat − now', 'how far tat runs ahead of the clock (0 when behind)'),
];

export const textbookGcra: LimiterModule<'textbook-gcra'> = {
  kind: 'textbook-gcra',
  upstream: textbookUpstream('Gcra'),
  family: 'limiters',
  config: { type: 'textbookGcra', schema: null },
  columns: TGCRA_COLUMNS,
  seriesNames: { stored: 'tokens' },
  seriesColumns: TGCRA_SERIES,
  standsFor: null,
  why(lim, i, tr, num) {
    const ahead = logged(lim, 'newTatMs', i) - lim.requests.tMs[i];
    const horizon = lim.constants.burst * lim.constants.emissionIntervalMs;
    return {
      formula: tr('textbookGcra.why', {
        ahead: num(ahead, 3),
        op: ahead <= horizon ? '≤' : '>',
        horizon: num(horizon, 3),
      }),
      idea: tr('textbookGcra.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['tatBeforeMs', 'newTatMs'] },
      { chart: 'state', reads: ['tokens', 'tatAheadMs', 'burst', 'toleranceMs'] },
    ],
    bucket: null,
    curve: () => null,
    noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [
      { titleKey: 'textbookGcra.bucket', unit: 'permits', series: ['tokens'], levels: ['burst'], step: false },
      {
        titleKey: 'textbookGcra.state.ahead',
        unit: 'ms',
        series: ['tatAheadMs'],
        levels: ['toleranceMs'],
        step: false,
      },
    ],
  },
  controls: [
    {
      name: 'emissionIntervalMs',
      path: ['emissionIntervalMs'],
      scope: 'config',
      hint: 'textbookGcra.emissionIntervalMs',
      unit: 'ms',
      min: 1,
      max: 2000,
      step: 1,
      fallback: 100,
    },
    {
      name: 'burst',
      path: ['burst'],
      scope: 'config',
      hint: 'textbookGcra.burst',
      unit: 'permits',
      min: 1,
      max: 200,
      step: 1,
      fallback: 10,
    },
  ],
  choiceControls: [],
  panels: NO_SENTINEL_PANELS,
  cursor: ownSeriesCursor(
    TGCRA_SERIES,
    { emissionIntervalMs: ['ms', 3], burst: ['permits', 0], toleranceMs: ['ms', 3] },
    ['emissionIntervalMs', 'burst', 'toleranceMs'],
  ),
  choice: itemChoice('textbook-gcra', TEXTBOOK_GROUP, 'textbookGcra', (s) => {
    const rate = scenarioRate(s);
    return { type: 'textbookGcra', emissionIntervalMs: 1000 / rate, burst: Math.max(1, Math.round(rate)) };
  }),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'emissionIntervalMs', scope: 'config', integer: false },
      { key: 'burst', scope: 'config', integer: true },
    ],
  },
  messages,
};
