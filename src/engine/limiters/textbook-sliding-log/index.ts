/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding log as a limiter module. Every granted request's
 * time is remembered for `windowMs`; a request passes when the permits logged in (now − windowMs, now] plus
 * its own fit `limit`: the exact "at most limit in any span", at the cost of memory per request.
 * Algorithm: src/engine/textbook/sliding-log.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

export type { TextbookSlidingLogItem } from './config';

export const TSL_COLUMNS = [
  /** permits logged in (now − windowMs, now] before it */
  col('loggedPermits', 'permits', 'logged'),
  /** permits that left the window at this request */
  col('evictedPermits', 'permits', 'evicted'),
  /** when the oldest logged entry leaves (after the decision) */
  col('oldestLeavesAtMs', 'ms', 'oldestLeavesAt'),
];

export const TSL_SERIES = [
  /** permits logged in the span ending at the tick end */
  col('loggedPermits', 'permits', 'logged'),
];

export const textbookSlidingLog = textbookCore({
  kind: 'textbook-sliding-log',
  className: 'SlidingLog',
  type: 'textbookSlidingLog',
  columns: TSL_COLUMNS,
  series: TSL_SERIES,
});
