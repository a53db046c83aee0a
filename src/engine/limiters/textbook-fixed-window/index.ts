/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the fixed-window counter as a limiter module. Windows of
 * `windowMs` aligned to the run's start; `limit` permits per window; its flaw, the boundary burst, lets
 * 2 · limit through in a few ms across a window edge. Algorithm: src/engine/textbook/fixed-window.ts.
 */
import type { LimiterModule } from '../contract';
import { itemChoice, scenarioRate } from '../limiters-choice';
import { col, logged, NO_SENTINEL_PANELS, ownSeriesCursor } from '../other-common';
import { TEXTBOOK_GROUP, textbookUpstream, WINDOW_EDITS, windowControls } from '../textbook-common';
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

export const textbookFixedWindow: LimiterModule<'textbook-fixed-window'> = {
  kind: 'textbook-fixed-window',
  upstream: textbookUpstream('FixedWindowCounter'),
  family: 'limiters',
  config: { type: 'textbookFixedWindow', schema: null },
  columns: TFW_COLUMNS,
  seriesNames: { stored: 'windowCount' },
  seriesColumns: TFW_SERIES,
  standsFor: null,
  why(lim, i, tr, num) {
    const count = logged(lim, 'countBefore', i);
    const limit = logged(lim, 'limit', i);
    const acquire = lim.requests.acquire[i];
    return {
      formula: tr('textbookFixedWindow.why', {
        count: num(count, 0),
        acquire,
        op: count + acquire <= limit ? '≤' : '>',
        limit: num(limit, 0),
      }),
      idea: tr('textbookFixedWindow.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['countBefore', 'limit'] },
      { chart: 'state', reads: ['windowCount', 'limit'] },
    ],
    bucket: null,
    curve: () => null,
    noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [
      {
        titleKey: 'textbookFixedWindow.bucket',
        unit: 'permits',
        series: ['windowCount'],
        levels: ['limit'],
        step: true,
      },
    ],
  },
  controls: windowControls('textbook'),
  choiceControls: [],
  panels: NO_SENTINEL_PANELS,
  cursor: ownSeriesCursor(TFW_SERIES, { limit: ['permits', 0], windowMs: ['ms', 0] }, ['limit', 'windowMs'], {
    windowCount: 0,
    windowStartMs: 0,
  }),
  choice: itemChoice('textbook-fixed-window', TEXTBOOK_GROUP, 'textbookFixedWindow', (s) => ({
    type: 'textbookFixedWindow',
    limit: Math.max(1, Math.round(scenarioRate(s))),
    windowMs: 1000,
  })),
  compare: { defaultPreset: 'windows-vs-sentinel', edits: WINDOW_EDITS },
  messages,
};
