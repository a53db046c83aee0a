/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): GCRA, the Generic Cell Rate Algorithm (the leaky bucket as a
 * METER), as a limiter module: one number of state, the theoretical arrival time `tat`; a request may come
 * early by at most τ = (burst − 1) · T. Algorithm: src/engine/textbook/gcra.ts.
 */
import { col, logged } from '../other-common';
import { configControl, textbookModule } from '../textbook-common';
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

export const textbookGcra = textbookModule({
  kind: 'textbook-gcra',
  className: 'Gcra',
  type: 'textbookGcra',
  keys: 'textbookGcra',
  columns: TGCRA_COLUMNS,
  series: TGCRA_SERIES,
  why(lim, i, num) {
    const ahead = logged(lim, 'newTatMs', i) - lim.requests.tMs[i];
    const horizon = lim.constants.burst * lim.constants.emissionIntervalMs;
    return { ahead: num(ahead, 3), op: ahead <= horizon ? '≤' : '>', horizon: num(horizon, 3) };
  },
  requestsReads: ['tatBeforeMs', 'newTatMs'],
  state: [
    { titleKey: 'textbookGcra.bucket', unit: 'permits', series: ['tokens'], levels: ['burst'], step: false },
    { titleKey: 'textbookGcra.state.ahead', unit: 'ms', series: ['tatAheadMs'], levels: ['toleranceMs'], step: false },
  ],
  controls: [
    configControl('emissionIntervalMs', 'textbookGcra.emissionIntervalMs', 'ms', [1, 2000, 1], 100),
    configControl('burst', 'textbookGcra.burst', 'permits', [1, 200, 1], 10),
  ],
  constants: { emissionIntervalMs: ['ms', 3], burst: ['permits', 0], toleranceMs: ['ms', 3] },
  item: (rate) => ({ emissionIntervalMs: 1000 / rate, burst: Math.max(1, Math.round(rate)) }),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'emissionIntervalMs', scope: 'config', integer: false },
      { key: 'burst', scope: 'config', integer: true },
    ],
  },
  messages,
});
