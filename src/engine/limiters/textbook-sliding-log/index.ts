/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding log as a limiter module. Every granted request's
 * time is remembered for `windowMs`; a request passes when the permits logged in (now − windowMs, now] plus
 * its own fit `limit`: the exact "at most limit in any span", at the cost of memory per request.
 * Algorithm: src/engine/textbook/sliding-log.ts.
 */
import type { LimiterModule } from '../contract';
import { itemChoice, scenarioRate } from '../limiters-choice';
import { col, logged, NO_SENTINEL_PANELS, ownSeriesCursor } from '../other-common';
import { TEXTBOOK_GROUP, textbookUpstream, WINDOW_EDITS, windowControls } from '../textbook-common';
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

export const textbookSlidingLog: LimiterModule<'textbook-sliding-log'> = {
  kind: 'textbook-sliding-log',
  upstream: textbookUpstream('SlidingLog'),
  family: 'limiters',
  config: { type: 'textbookSlidingLog', schema: null },
  columns: TSL_COLUMNS,
  seriesNames: { stored: 'loggedPermits' },
  seriesColumns: TSL_SERIES,
  standsFor: null,
  why(lim, i, tr, num) {
    const count = logged(lim, 'loggedPermits', i);
    const acquire = lim.requests.acquire[i];
    const limit = lim.constants.limit;
    return {
      formula: tr('textbookSlidingLog.why', {
        count: num(count, 0),
        acquire,
        op: count + acquire <= limit ? '≤' : '>',
        limit,
      }),
      idea: tr('textbookSlidingLog.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['loggedPermits'] },
      { chart: 'state', reads: ['loggedPermits', 'limit'] },
    ],
    bucket: null,
    curve: () => null,
    noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [
      {
        titleKey: 'textbookSlidingLog.bucket',
        unit: 'permits',
        series: ['loggedPermits'],
        levels: ['limit'],
        step: false,
      },
    ],
  },
  controls: windowControls('textbook'),
  choiceControls: [],
  panels: NO_SENTINEL_PANELS,
  cursor: ownSeriesCursor(TSL_SERIES, { limit: ['permits', 0], windowMs: ['ms', 0] }, ['limit', 'windowMs'], {
    loggedPermits: 0,
  }),
  choice: itemChoice('textbook-sliding-log', TEXTBOOK_GROUP, 'textbookSlidingLog', (s) => ({
    type: 'textbookSlidingLog',
    limit: Math.max(1, Math.round(scenarioRate(s))),
    windowMs: 1000,
  })),
  compare: { defaultPreset: 'edited-copy', edits: WINDOW_EDITS },
  messages,
};
