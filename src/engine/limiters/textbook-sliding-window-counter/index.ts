/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding-window counter ("approximate sliding window") as a
 * limiter module: the previous window's count weighted by its overlap with the sliding span, plus the current
 * window's count, must leave room for the request. Algorithm: src/engine/textbook/sliding-window-counter.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

export type { TextbookSlidingWindowCounterItem } from './config';

export const TSWC_COLUMNS = [
  /** start of the current window */
  col('currentWindowStartMs', 'ms', 'currentWindowStart'),
  /** permits granted in the previous window */
  col('previousCount', 'permits', 'previousCount'),
  /** permits granted in the current window before it */
  col('currentCount', 'permits', 'currentCount'),
  /** (windowMs − elapsed) / windowMs */
  col('previousWeight', '', 'weight'),
  /** previousCount · weight + currentCount */
  col('estimate', 'permits', 'estimate'),
];

export const TSWC_SERIES = [
  /** the estimate a request at the tick end would see */
  col('estimate', 'permits', 'estimate'),
  /** the previous window’s count then */
  col('previousCount', 'permits', 'previousCount'),
  /** the current window’s count then */
  col('currentCount', 'permits', 'currentCount'),
];

export const textbookSlidingWindowCounter = textbookCore({
  kind: 'textbook-sliding-window-counter',
  className: 'SlidingWindowCounter',
  type: 'textbookSlidingWindowCounter',
  columns: TSWC_COLUMNS,
  series: TSWC_SERIES,
});
