/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): the fixed-window counter as a limiter module. Windows of
 * `windowMs` aligned to the run's start; `limit` permits per window; its flaw, the boundary burst, lets
 * 2 · limit through in a few ms across a window edge. Algorithm: src/engine/textbook/fixed-window.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

export type { TextbookFixedWindowItem } from './config';

export const TFW_COLUMNS = [
  /** start of the window the request fell in */
  col('windowStartMs', 'ms', 'windowStart'),
  /** permits granted in that window before it */
  col('countBefore', 'permits', 'count'),
  /** permits per window */
  col('limit', 'permits', 'limit'),
  /** ms until the window ends and the count restarts */
  col('resetInMs', 'ms', 'resetIn'),
];

export const TFW_SERIES = [
  /** permits granted in the window holding the tick end */
  col('windowCount', 'permits', 'count'),
  /** start of that window */
  col('windowStartMs', 'ms', 'windowStart'),
];

export const textbookFixedWindow = textbookCore({
  kind: 'textbook-fixed-window',
  className: 'FixedWindowCounter',
  type: 'textbookFixedWindow',
  columns: TFW_COLUMNS,
  series: TFW_SERIES,
});
