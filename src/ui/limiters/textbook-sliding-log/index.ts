/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding log as a limiter module. Every granted request's
 * time is remembered for `windowMs`; a request passes when the permits logged in (now − windowMs, now] plus
 * its own fit `limit`: the exact "at most limit in any span", at the cost of memory per request.
 * Algorithm: src/engine/textbook/sliding-log.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/textbook-sliding-log/index.ts).
 */
import { logged } from '../own-series-view';
import { WINDOW_EDITS, windowControls, textbookView } from '../textbook-view';
import messages from './messages';
import { TSL_SERIES } from '../../../engine/limiters/textbook-sliding-log';

export const textbookSlidingLogView = textbookView({
  kind: 'textbook-sliding-log',
  type: 'textbookSlidingLog',
  keys: 'textbookSlidingLog',
  series: TSL_SERIES,
  why(lim, i, num) {
    const count = logged(lim, 'loggedPermits', i);
    const acquire = lim.requests.acquire[i];
    const limit = lim.constants.limit;
    return { count: num(count, 0), acquire, op: count + acquire <= limit ? '≤' : '>', limit };
  },
  requestsReads: ['loggedPermits'],
  state: [
    {
      titleKey: 'textbookSlidingLog.bucket',
      unit: 'permits',
      series: ['loggedPermits'],
      levels: ['limit'],
      step: false,
    },
  ],
  controls: windowControls('textbook'),
  constants: { limit: ['permits', 0], windowMs: ['ms', 0] },
  digits: { loggedPermits: 0 },
  item: (rate) => ({ limit: Math.max(1, Math.round(rate)), windowMs: 1000 }),
  compare: { defaultPreset: 'edited-copy', edits: WINDOW_EDITS },
  messages,
  lazy: () => import('./lazy'),
});
