/**
 * TEXTBOOK ALGORITHM (teaching, no upstream): GCRA, the Generic Cell Rate Algorithm (the leaky bucket as a
 * METER), as a limiter module: one number of state, the theoretical arrival time `tat`; a request may come
 * early by at most τ = (burst − 1) · T. Algorithm: src/engine/textbook/gcra.ts.
 */
import { col } from '../columns';
import { textbookCore } from '../textbook-core';

export type { TextbookGcraItem } from './config';

export const TGCRA_COLUMNS = [
  /** theoretical arrival time before it (−∞: never) */
  col('tatBeforeMs', 'ms', 'tat'),
  /** max(tat, now) + permits · T */
  col('newTatMs', 'ms', 'newTat'),
  /** how long until the same request would pass (0 when it passed) */
  col('retryAfterMs', 'ms', 'retryAfter'),
];

export const TGCRA_SERIES = [
  /** the tokens tat stands for: (τ + T − (tat − now)) / T, in [0, burst] */
  col('tokens', 'permits', 'tokens'),
  /** the theoretical arrival time at the tick end (NaN: never set) */
  col('tatMs', 'ms', 'tat'),
  /** how far tat runs ahead of the clock (0 when behind) */
  col('tatAheadMs', 'ms', 'tat − now'),
];

export const textbookGcra = textbookCore({
  kind: 'textbook-gcra',
  className: 'Gcra',
  type: 'textbookGcra',
  columns: TGCRA_COLUMNS,
  series: TGCRA_SERIES,
});
