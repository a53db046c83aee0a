/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): GCRA, the Generic Cell Rate Algorithm (the leaky bucket as a
 * METER), as a limiter module: one number of state, the theoretical arrival time `tat`; a request may come
 * early by at most τ = (burst − 1) · T. Algorithm: src/engine/textbook/gcra.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/textbook-gcra/index.ts).
 */
import { logged } from '../own-series-view';
import { configControl, textbookView } from '../textbook-view';
import messages from './messages';
import { TGCRA_SERIES } from '../../../engine/limiters/textbook-gcra';

export const textbookGcraView = textbookView({
  kind: 'textbook-gcra',
  type: 'textbookGcra',
  keys: 'textbookGcra',
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
  lazy: () => import('./lazy'),
});
