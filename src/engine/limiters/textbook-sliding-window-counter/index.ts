/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding-window counter ("approximate sliding window") as a
 * limiter module: the previous window's count weighted by its overlap with the sliding span, plus the current
 * window's count, must leave room for the request. Algorithm: src/engine/textbook/sliding-window-counter.ts.
 */
import type { LimiterModule } from '../contract';
import { itemChoice, scenarioRate } from '../limiters-choice';
import { col, logged, NO_SENTINEL_PANELS, ownSeriesCursor } from '../other-common';
import { TEXTBOOK_GROUP, textbookUpstream, WINDOW_EDITS, windowControls } from '../textbook-common';
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

export const textbookSlidingWindowCounter: LimiterModule<'textbook-sliding-window-counter'> = {
  kind: 'textbook-sliding-window-counter',
  upstream: textbookUpstream('SlidingWindowCounter'),
  family: 'limiters',
  config: { type: 'textbookSlidingWindowCounter', schema: null },
  columns: TSWC_COLUMNS,
  seriesNames: { stored: 'estimate' },
  seriesColumns: TSWC_SERIES,
  standsFor: null,
  why(lim, i, tr, num) {
    const estimate = logged(lim, 'estimate', i);
    const acquire = lim.requests.acquire[i];
    const limit = lim.constants.limit;
    return {
      formula: tr('textbookSlidingWindowCounter.why', {
        previous: num(logged(lim, 'previousCount', i), 0),
        weight: num(logged(lim, 'previousWeight', i), 3),
        current: num(logged(lim, 'currentCount', i), 0),
        acquire,
        op: estimate + acquire <= limit ? '≤' : '>',
        limit,
      }),
      idea: tr('textbookSlidingWindowCounter.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['estimate'] },
      { chart: 'state', reads: ['estimate', 'previousCount', 'currentCount', 'limit'] },
    ],
    bucket: null,
    curve: () => null,
    noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [
      {
        titleKey: 'textbookSlidingWindowCounter.bucket',
        unit: 'permits',
        series: ['estimate', 'previousCount', 'currentCount'],
        levels: ['limit'],
        step: false,
      },
    ],
  },
  controls: windowControls('textbook'),
  choiceControls: [],
  panels: NO_SENTINEL_PANELS,
  cursor: ownSeriesCursor(TSWC_SERIES, { limit: ['permits', 0], windowMs: ['ms', 0] }, ['limit', 'windowMs'], {
    previousCount: 0,
    currentCount: 0,
  }),
  choice: itemChoice('textbook-sliding-window-counter', TEXTBOOK_GROUP, 'textbookSlidingWindowCounter', (s) => ({
    type: 'textbookSlidingWindowCounter',
    limit: Math.max(1, Math.round(scenarioRate(s))),
    windowMs: 1000,
  })),
  compare: { defaultPreset: 'windows-vs-sentinel', edits: WINDOW_EDITS },
  messages,
};
