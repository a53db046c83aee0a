/**
 * THREAD-grade hot-parameter check: at most `threshold` concurrent requests per value (`ParamFlowChecker.
 * passSingleValueCheck`, grade 0, Sentinel 1.8.9).
 *
 * THE MODEL. `threshold` is the value's hot item count, else `(long) rule.count`; the value's current count is
 * read from the thread map of the rule's argument index (a `get`: an LRU access), and
 *   pass  iff  threadCount + 1 <= threshold.
 * `acquire` plays no part. The checker never changes the count: StatisticSlot's callbacks do, +1 when an
 * admitted request is booked (after its wait) and −1 when it completes (parameter-metric.ts), so a request
 * blocked here changes nothing.
 *
 * WORKED EXAMPLE (count 2): u1 passes (0 + 1 <= 2), is booked → 1; u1 passes (1 + 1 <= 2) → 2; u1 is blocked
 * (2 + 1 > 2); one completes → 1; u1 passes again. A hot item with count 0 blocks every request of its value.
 *
 * HOW WE DIFFER FROM UPSTREAM. Nothing but the decision record.
 */
import type { ThreadStep } from './decision';
import type { JavaValue } from './java-value';
import type { ParameterMetric } from './parameter-metric';

export function passThreadCheck(
  metric: ParameterMetric,
  paramIdx: number,
  value: JavaValue,
  key: string,
  threshold: number,
  hotItemCount: number | null,
): ThreadStep {
  // the map's get(null) throws NullPointerException: the caller passes the whole request
  if (value === null)
    return { path: 'thread', value, hotItemCount, threadCount: 0, threshold, pass: true, outcome: 'null-element' };
  const threadCount = metric.getThreadCount(paramIdx, key);
  const pass = threadCount + 1 <= threshold;
  return { path: 'thread', value, hotItemCount, threadCount, threshold, pass, outcome: pass ? 'pass' : 'block' };
}
