/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding-window counter ("approximate sliding window") as a
 * limiter module: the previous window's count weighted by its overlap with the sliding span, plus the current
 * window's count, must leave room for the request. Algorithm: src/engine/textbook/sliding-window-counter.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/textbook-sliding-window-counter/index.ts).
 */
import { logged } from '../own-series-view';
import { WINDOW_EDITS, windowControls, textbookView } from '../textbook-view';
import messages from './messages';
import { TSWC_SERIES } from '../../../engine/limiters/textbook-sliding-window-counter';

export const textbookSlidingWindowCounterView = textbookView({
  kind: 'textbook-sliding-window-counter',
  type: 'textbookSlidingWindowCounter',
  keys: 'textbookSlidingWindowCounter',
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
  lazy: () => import('./lazy'),
});
