/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the fixed-window counter as a limiter module. Windows of
 * `windowMs` aligned to the run's start; `limit` permits per window; its flaw, the boundary burst, lets
 * 2 · limit through in a few ms across a window edge. Algorithm: src/engine/textbook/fixed-window.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/textbook-fixed-window/index.ts).
 */
import { logged } from '../own-series-view';
import { WINDOW_EDITS, windowControls, textbookView } from '../textbook-view';
import messages from './messages';
import { TFW_SERIES } from '../../../engine/limiters/textbook-fixed-window';

export const textbookFixedWindowView = textbookView({
  kind: 'textbook-fixed-window',
  type: 'textbookFixedWindow',
  keys: 'textbookFixedWindow',
  series: TFW_SERIES,
  why(lim, i, num) {
    const count = logged(lim, 'countBefore', i);
    const limit = logged(lim, 'limit', i);
    const acquire = lim.requests.acquire[i];
    return { count: num(count, 0), acquire, op: count + acquire <= limit ? '≤' : '>', limit: num(limit, 0) };
  },
  requestsReads: ['countBefore', 'limit'],
  state: [
    { titleKey: 'textbookFixedWindow.bucket', unit: 'permits', series: ['windowCount'], levels: ['limit'], step: true },
  ],
  controls: windowControls('textbook'),
  constants: { limit: ['permits', 0], windowMs: ['ms', 0] },
  digits: { windowCount: 0, windowStartMs: 0 },
  item: (rate) => ({ limit: Math.max(1, Math.round(rate)), windowMs: 1000 }),
  compare: { defaultPreset: 'windows-vs-sentinel', edits: WINDOW_EDITS },
  messages,
  lazy: () => import('./lazy'),
});
