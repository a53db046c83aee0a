/**
 * A circuit breaker's statistics: ONE bucket of `statIntervalMs` counting "bad" and total completions.
 * Models `ResponseTimeCircuitBreaker.SlowRequestLeapArray` / `SlowRequestCounter` and
 * `ExceptionCircuitBreaker.SimpleErrorCounterLeapArray` / `SimpleErrorCounter` (Sentinel 1.8.9): both are a
 * `LeapArray` with `sampleCount = 1` whose bucket holds two counters. "Bad" means slow (`rt > maxAllowedRt`)
 * for the slow-ratio breaker and "finished with an error" for the error breakers.
 *
 * ONE BUCKET, NO SLIDING. With a single bucket the "window" is the current absolute-aligned interval
 * `[t − t % statIntervalMs, … + statIntervalMs)`. When time crosses its end, the next access resets it, so
 * the counts drop to zero at every boundary instead of sliding:
 *
 *      statIntervalMs 1000                 bad/total seen by a completion at …
 *   |------- bucket A --------|------- bucket B --------|
 *   1000                     2000                     3000      epoch ms
 *     ✗ ✗ ✓ ✓ ✗      (3/5)     ✓           (0/1 at 2100: A's 3 errors are gone)
 *
 * The bucket is lazy (leap-array.ts): created or reset only when a completion (or `resetStat`) touches it.
 * A breaker also clears the current bucket when a half-open probe succeeds (`clearCurrent`).
 *
 * HISTORY FOR CHARTS (Flowlab's addition, not upstream). Every stretch of counting that ends — at the
 * bucket's end (rolled over) or when the breaker clears it — is appended to `history` with its start, end
 * and final counts, so a chart can draw "ratio against threshold per stat interval". The live stretch is
 * read with `peekBad` / `peekTotal`, which never touch the bucket.
 */
import { LeapArray } from '../leap-array';
import { ColumnLog } from './column-log';

/** Columns of the bucket row. */
export const BAD = 0;
export const TOTAL = 1;

/** Why a history row ended. */
export const SEGMENT_ROLLED = 0;
export const SEGMENT_CLEARED = 1;

export type BucketHistoryColumn = 'startMs' | 'endMs' | 'bad' | 'total' | 'endReason';

export class BreakerStat extends LeapArray {
  /** Closed stretches of counting: [startMs, endMs), final bad and total, and SEGMENT_ROLLED / SEGMENT_CLEARED. */
  readonly history = new ColumnLog<BucketHistoryColumn>(['startMs', 'endMs', 'bad', 'total', 'endReason']);
  /** Start of the live stretch: the bucket start, or the time of the last clear. -1 before the first bucket. */
  segmentStartMs = -1;

  constructor(statIntervalMs: number) {
    super(1, statIntervalMs, [0, 0]);
  }

  /** `currentWindow().value().reset()`: zero the bucket for `nowMs` (the breaker's `resetStat`). */
  clearCurrent(nowMs: number): void {
    const slot = this.currentWindow(nowMs);
    if (slot === 0) this.closeSegment(nowMs, SEGMENT_CLEARED);
    this.clearRow(slot);
    if (slot === 0) this.segmentStartMs = nowMs;
  }

  /** Bad completions the breaker would count at `nowMs`, without creating or resetting the bucket. */
  peekBad(nowMs: number): number {
    return this.peekSum(nowMs, BAD);
  }

  /** Total completions the breaker would count at `nowMs`, without creating or resetting the bucket. */
  peekTotal(nowMs: number): number {
    return this.peekSum(nowMs, TOTAL);
  }

  protected override newEmptyBucket(slot: number, timeMs: number): void {
    super.newEmptyBucket(slot, timeMs);
    if (slot === 0) this.segmentStartMs = this.starts[0];
  }

  protected override resetWindowTo(slot: number, startMs: number): void {
    if (slot === 0) this.closeSegment(this.starts[0] + this.windowLengthInMs, SEGMENT_ROLLED);
    super.resetWindowTo(slot, startMs);
    if (slot === 0) this.segmentStartMs = startMs;
  }

  private closeSegment(endMs: number, reason: number): void {
    const h = this.history;
    const i = h.append();
    const c = h.col;
    c.startMs[i] = this.segmentStartMs;
    c.endMs[i] = endMs;
    c.bad[i] = this.values[BAD];
    c.total[i] = this.values[TOTAL];
    c.endReason[i] = reason;
  }
}
