/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding log as a limiter module. Every granted request's
 * time is remembered for `windowMs`; a request passes when the permits logged in (now − windowMs, now] plus
 * its own fit `limit`: the exact "at most limit in any span", at the cost of memory per request.
 * Algorithm: src/engine/textbook/sliding-log.ts.
 */
import { col, logged } from '../other-common';
import { textbookModule, WINDOW_EDITS, windowControls } from '../textbook-common';
import messages from './messages';

export type { TextbookSlidingLogItem } from './config';

export const TSL_COLUMNS = [
  col('loggedPermits', 'permits', 'logged', 'permits logged in (now − windowMs, now] before it'),
  col('evictedPermits', 'permits', 'evicted', 'permits that left the window at this request'),
  col('oldestLeavesAtMs', 'ms', 'oldestLeavesAt', 'when the oldest logged entry leaves (after the decision)'),
];
export const TSL_SERIES = [
  col('loggedPermits', 'permits', 'logged', 'permits logged in the span ending at the tick end'),
];

export const textbookSlidingLog = textbookModule({
  kind: 'textbook-sliding-log',
  className: 'SlidingLog',
  type: 'textbookSlidingLog',
  keys: 'textbookSlidingLog',
  columns: TSL_COLUMNS,
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
});
