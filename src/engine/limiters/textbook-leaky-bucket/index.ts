/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the leaky bucket as a QUEUE as a limiter module. Requests wait
 * in a bucket of `capacity` places that leaks one every `intervalMs`: the output is perfectly smooth, a
 * burst is delayed rather than let through, and a request finding the bucket full is dropped.
 * Algorithm: src/engine/textbook/leaky-bucket-queue.ts.
 */
import type { LimiterModule } from '../contract';
import { itemChoice, scenarioRate } from '../limiters-choice';
import { col, logged, NO_SENTINEL_PANELS, ownSeriesCursor } from '../other-common';
import { TEXTBOOK_GROUP, textbookUpstream } from '../textbook-common';
import messages from './messages';

export type { TextbookLeakyBucketItem } from './config';

export const TLB_COLUMNS = [
  col('queuedBefore', 'requests', 'queued', 'requests waiting when it arrived'),
  col('scheduledMs', 'ms', 'departure', 'max(now, lastDeparture + intervalMs): the slot it was offered'),
];
export const TLB_SERIES = [col('queueDepth', 'requests', 'queued', 'requests waiting in the bucket at the tick end')];

export const textbookLeakyBucket: LimiterModule<'textbook-leaky-bucket'> = {
  kind: 'textbook-leaky-bucket',
  upstream: textbookUpstream('LeakyBucketQueue'),
  family: 'limiters',
  config: { type: 'textbookLeakyBucketQueue', schema: null },
  columns: TLB_COLUMNS,
  seriesNames: { stored: 'queueDepth' },
  seriesColumns: TLB_SERIES,
  standsFor: null,
  why(lim, i, tr, num) {
    const queued = logged(lim, 'queuedBefore', i);
    const capacity = lim.constants.capacity;
    return {
      formula: tr('textbookLeakyBucket.why', {
        queued: num(queued, 0),
        op: lim.requests.outcome[i] === 2 ? '≥' : '<',
        capacity,
        wait: num(lim.requests.waitMs[i], 3),
      }),
      idea: tr('textbookLeakyBucket.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['queuedBefore', 'scheduledMs'] },
      { chart: 'state', reads: ['queueDepth', 'capacity'] },
    ],
    bucket: null,
    curve: () => null,
    noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
    pacingQueue: false,
    slidingWindow: false,
    rateThreshold: true,
    state: [
      {
        titleKey: 'textbookLeakyBucket.bucket',
        unit: 'requests',
        series: ['queueDepth'],
        levels: ['capacity'],
        step: true,
      },
    ],
  },
  controls: [
    {
      name: 'capacity',
      path: ['capacity'],
      scope: 'config',
      hint: 'textbookLeakyBucket.capacity',
      unit: 'requests',
      min: 0,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'intervalMs',
      path: ['intervalMs'],
      scope: 'config',
      hint: 'textbookLeakyBucket.intervalMs',
      unit: 'ms',
      min: 1,
      max: 2000,
      step: 1,
      fallback: 100,
    },
  ],
  choiceControls: [],
  panels: NO_SENTINEL_PANELS,
  cursor: ownSeriesCursor(
    TLB_SERIES,
    { capacity: ['requests', 0], intervalMs: ['ms', 3] },
    ['capacity', 'intervalMs'],
    {
      queueDepth: 0,
    },
  ),
  choice: itemChoice('textbook-leaky-bucket', TEXTBOOK_GROUP, 'textbookLeakyBucketQueue', (s) => ({
    type: 'textbookLeakyBucketQueue',
    capacity: 10,
    intervalMs: 1000 / scenarioRate(s),
  })),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'capacity', scope: 'config', integer: true },
      { key: 'intervalMs', scope: 'config', integer: false },
    ],
  },
  messages,
};
