/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the sliding-window counter ("approximate sliding window") as a
 * limiter module: the previous window's count weighted by its overlap with the sliding span, plus the current
 * window's count, must leave room for the request. Algorithm: src/engine/textbook/sliding-window-counter.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

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

export const textbookSlidingWindowCounter = textbookCore({
  kind: 'textbook-sliding-window-counter',
  className: 'SlidingWindowCounter',
  type: 'textbookSlidingWindowCounter',
  columns: TSWC_COLUMNS,
  series: TSWC_SERIES,
});
