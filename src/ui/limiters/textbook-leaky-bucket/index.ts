/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the leaky bucket as a QUEUE as a limiter module. Requests wait
 * in a bucket of `capacity` places that leaks one every `intervalMs`: the output is perfectly smooth, a
 * burst is delayed rather than let through, and a request finding the bucket full is dropped.
 * Algorithm: src/engine/textbook/leaky-bucket-queue.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/textbook-leaky-bucket/index.ts).
 */
import { logged } from '../own-series-view';
import { configControl, textbookView } from '../textbook-view';
import messages from './messages';
import { TLB_SERIES } from '../../../engine/limiters/textbook-leaky-bucket';

export const textbookLeakyBucketView = textbookView({
  kind: 'textbook-leaky-bucket',
  type: 'textbookLeakyBucketQueue',
  keys: 'textbookLeakyBucket',
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
  lazy: () => import('./lazy'),
});
