/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding-window counter ("approximate sliding window") as a
 * limiter module: the previous window's count weighted by its overlap with the sliding span, plus the current
 * window's count, must leave room for the request. Algorithm: src/engine/textbook/sliding-window-counter.ts.
 */
import { col, logged } from '../other-common';
import { textbookModule, WINDOW_EDITS, windowControls } from '../textbook-common';
import messages from './messages';

export type { TextbookSlidingWindowCounterItem } from './config';

export const TSWC_COLUMNS = [
  col('currentWindowStartMs', 'ms', 'currentWindowStart', 'start of the current window'),
  col('previousCount', 'permits', 'previousCount', 'permits granted in the previous window'),
  col('currentCount', 'permits', 'currentCount', 'permits granted in the current window before it'),
  col('previousWeight', '', 'weight', '(windowMs − elapsed) / windowMs'),
  col('estimate', 'permits', 'estimate', 'previousCount · weight + currentCount'),
];
export const TSWC_SERIES = [
  col('estimate', 'permits', 'estimate', 'the estimate a request at the tick end would see'),
  col('previousCount', 'permits', 'previousCount', 'the previous window’s count then'),
  col('currentCount', 'permits', 'currentCount', 'the current window’s count then'),
];

export const textbookSlidingWindowCounter = textbookModule({
  kind: 'textbook-sliding-window-counter',
  className: 'SlidingWindowCounter',
  type: 'textbookSlidingWindowCounter',
  keys: 'textbookSlidingWindowCounter',
  columns: TSWC_COLUMNS,
  series: TSWC_SERIES,
  why(lim, i, num) {
    const estimate = logged(lim, 'estimate', i);
    const acquire = lim.requests.acquire[i];
    const limit = lim.constants.limit;
    return {
      previous: num(logged(lim, 'previousCount', i), 0),
      weight: num(logged(lim, 'previousWeight', i), 3),
      current: num(logged(lim, 'currentCount', i), 0),
      acquire,
      op: estimate + acquire <= limit ? '≤' : '>',
      limit,
    };
  },
  requestsReads: ['estimate'],
  state: [
    {
      titleKey: 'textbookSlidingWindowCounter.bucket',
      unit: 'permits',
      series: ['estimate', 'previousCount', 'currentCount'],
      levels: ['limit'],
      step: false,
    },
  ],
  controls: windowControls('textbook'),
  constants: { limit: ['permits', 0], windowMs: ['ms', 0] },
  digits: { previousCount: 0, currentCount: 0 },
  item: (rate) => ({ limit: Math.max(1, Math.round(rate)), windowMs: 1000 }),
  compare: { defaultPreset: 'windows-vs-sentinel', edits: WINDOW_EDITS },
  messages,
});
