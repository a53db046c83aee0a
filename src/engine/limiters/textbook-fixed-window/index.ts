/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the fixed-window counter as a limiter module. Windows of
 * `windowMs` aligned to the run's start; `limit` permits per window; its flaw, the boundary burst, lets
 * 2 · limit through in a few ms across a window edge. Algorithm: src/engine/textbook/fixed-window.ts.
 */
import { col, logged } from '../other-common';
import { textbookModule, WINDOW_EDITS, windowControls } from '../textbook-common';
import messages from './messages';

export type { TextbookFixedWindowItem } from './config';

export const TFW_COLUMNS = [
  col('windowStartMs', 'ms', 'windowStart', 'start of the window the request fell in'),
  col('countBefore', 'permits', 'count', 'permits granted in that window before it'),
  col('limit', 'permits', 'limit', 'permits per window'),
  col('resetInMs', 'ms', 'resetIn', 'ms until the window ends and the count restarts'),
];
export const TFW_SERIES = [
  col('windowCount', 'permits', 'count', 'permits granted in the window holding the tick end'),
  col('windowStartMs', 'ms', 'windowStart', 'start of that window'),
];

export const textbookFixedWindow = textbookModule({
  kind: 'textbook-fixed-window',
  className: 'FixedWindowCounter',
  type: 'textbookFixedWindow',
  keys: 'textbookFixedWindow',
  columns: TFW_COLUMNS,
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
});
