/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the leaky bucket as a QUEUE as a limiter module. Requests wait
 * in a bucket of `capacity` places that leaks one every `intervalMs`: the output is perfectly smooth, a
 * burst is delayed rather than let through, and a request finding the bucket full is dropped.
 * Algorithm: src/engine/textbook/leaky-bucket-queue.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

export type { TextbookLeakyBucketItem } from './config';

export const TLB_COLUMNS = [
  /** requests waiting when it arrived */
  col('queuedBefore', 'requests', 'queued'),
  /** max(now, lastDeparture + intervalMs): the slot it was offered */
  col('scheduledMs', 'ms', 'departure'),
];

export const TLB_SERIES = [
  /** requests waiting in the bucket at the tick end */
  col('queueDepth', 'requests', 'queued'),
];

export const textbookLeakyBucket = textbookCore({
  kind: 'textbook-leaky-bucket',
  className: 'LeakyBucketQueue',
  type: 'textbookLeakyBucketQueue',
  columns: TLB_COLUMNS,
  series: TLB_SERIES,
});
