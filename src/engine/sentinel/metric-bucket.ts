/**
 * One bucket of Sentinel's sliding-window statistics: what happened to a resource during one window
 * (500 ms in the node's second window, 1000 ms in its minute window).
 * Models `com.alibaba.csp.sentinel.slots.statistic.data.MetricBucket` and the `MetricEvent` enum.
 *
 * WHAT IT HOLDS. Six counters, each a Java `long` (a LongAdder upstream), in `MetricEvent` order,
 * plus the smallest response time seen:
 *
 *   field           unit          added by
 *   PASS            permits       addPassRequest (and borrowed quota landing in its bucket, see
 *                                 occupiable-leap-array.ts)
 *   BLOCK           permits       increaseBlockQps
 *   EXCEPTION       permits       increaseExceptionQps
 *   SUCCESS         permits       addRtAndSuccess (every completed request, with or without error)
 *   RT              ms (a sum)    addRtAndSuccess (one RT per completed request, NOT per permit)
 *   OCCUPIED_PASS   permits       addOccupiedPass (prioritized borrows, minute window only)
 *   MIN_RT          ms            addRT keeps the minimum; an empty bucket starts at `statisticMaxRt`
 *
 * "permits" = the entry's acquireCount, so a request with acquire 3 counts 3 passes.
 *
 * HOW WE DIFFER FROM UPSTREAM. A MetricBucket is an object with six LongAdders; here a bucket is a row of
 * `METRIC_BUCKET_FIELDS` numbers inside a LeapArray's Float64Array (see leap-array.ts), so a window
 * allocates nothing after construction. This file only names the columns and gives the empty row.
 */

/** Column of each counter in a bucket row (Sentinel's `MetricEvent` ordinals). */
export const MetricEvent = {
  PASS: 0,
  BLOCK: 1,
  EXCEPTION: 2,
  SUCCESS: 3,
  RT: 4,
  OCCUPIED_PASS: 5,
} as const;
export type MetricEvent = (typeof MetricEvent)[keyof typeof MetricEvent];

/** Number of `MetricEvent` counters (they come first in a row). */
export const METRIC_EVENT_COUNT = 6;
/** Column of the bucket's minimum RT (a `volatile long minRt` upstream, not a counter). */
export const MIN_RT = 6;
/** Numbers per bucket row: six counters and minRt. */
export const METRIC_BUCKET_FIELDS = 7;

/**
 * `SentinelConfig.statisticMaxRt()` default: the starting minRt of an empty bucket (and the cap of
 * recorded RTs in StatisticSlot). 5000 ms in 1.8.x; 4900 ms in 1.7.2.
 */
export const DEFAULT_STATISTIC_MAX_RT = 5000;

/** The row of a fresh `MetricBucket`: all counters 0, minRt = statisticMaxRt. */
export function emptyMetricBucket(statisticMaxRt: number = DEFAULT_STATISTIC_MAX_RT): number[] {
  const row = new Array<number>(METRIC_BUCKET_FIELDS).fill(0);
  row[MIN_RT] = statisticMaxRt;
  return row;
}
