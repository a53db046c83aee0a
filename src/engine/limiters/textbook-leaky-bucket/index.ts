/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the leaky bucket as a QUEUE as a limiter module. Requests wait
 * in a bucket of `capacity` places that leaks one every `intervalMs`: the output is perfectly smooth, a
 * burst is delayed rather than let through, and a request finding the bucket full is dropped.
 * Algorithm: src/engine/textbook/leaky-bucket-queue.ts.
 */
import { col, logged } from '../other-common';
import { configControl, textbookModule } from '../textbook-common';
import messages from './messages';

export type { TextbookLeakyBucketItem } from './config';

export const TLB_COLUMNS = [
  col('queuedBefore', 'requests', 'queued', 'requests waiting when it arrived'),
  col('scheduledMs', 'ms', 'departure', 'max(now, lastDeparture + intervalMs): the slot it was offered'),
];
export const TLB_SERIES = [col('queueDepth', 'requests', 'queued', 'requests waiting in the bucket at the tick end')];

export const textbookLeakyBucket = textbookModule({
  kind: 'textbook-leaky-bucket',
  className: 'LeakyBucketQueue',
  type: 'textbookLeakyBucketQueue',
  keys: 'textbookLeakyBucket',
  columns: TLB_COLUMNS,
  series: TLB_SERIES,
  why: (lim, i, num) => ({
    queued: num(logged(lim, 'queuedBefore', i), 0),
    op: lim.requests.outcome[i] === 2 ? '≥' : '<',
    capacity: lim.constants.capacity,
    wait: num(lim.requests.waitMs[i], 3),
  }),
  requestsReads: ['queuedBefore', 'scheduledMs'],
  waits: true,
  state: [
    {
      titleKey: 'textbookLeakyBucket.bucket',
      unit: 'requests',
      series: ['queueDepth'],
      levels: ['capacity'],
      step: true,
    },
  ],
  controls: [
    configControl('capacity', 'textbookLeakyBucket.capacity', 'requests', [0, 200, 1], 10),
    configControl('intervalMs', 'textbookLeakyBucket.intervalMs', 'ms', [1, 2000, 1], 100),
  ],
  constants: { capacity: ['requests', 0], intervalMs: ['ms', 3] },
  digits: { queueDepth: 0 },
  item: (rate) => ({ capacity: 10, intervalMs: 1000 / rate }),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'capacity', scope: 'config', integer: true },
      { key: 'intervalMs', scope: 'config', integer: false },
    ],
  },
  messages,
});
