/**
 * The busiest one-second span of a run: the most permits that passed in any window [t, t + 1000 ms),
 * wherever it starts — not only in the whole seconds a chart's x axis suggests.
 *
 * WHY. "count 20" reads as "at most 20 per second", and every per-second chart invites that reading. But
 * Sentinel's DefaultController compares the passes of its sliding window — two 500 ms buckets aligned to the
 * epoch — so 20 can pass at 999 ms (bucket [500, 1000)) and 20 more at 1500 ms (the [1000, 1500) bucket's
 * window no longer holds them): 40 passes in [999, 1999). Per-second counts on fixed ticks hide this; the
 * busiest span shows it. Guava and pacing limiters space permits, so their busiest span stays near the rate.
 *
 * THE SWEEP. Sort the pass times (they usually are sorted already: arrival order, and waits only grow with
 * a queue). A busiest window can always start at a pass time (slide any window right until its left edge
 * meets a pass: nothing leaves, something may enter), so two pointers over the sorted times suffice:
 * for each start i, extend j while t[j] < t[i] + window, keep the running sum of permits. O(n log n) for the
 * sort, O(n) for the sweep. Times are integer µs, so `<` at the window's end is exact.
 *
 *   pass µs:  0   999 000   1 500 000   1 998 000        (acquire 20 each, window 1 000 000 µs)
 *   start 0:          [0, 1 000 000) → 40 permits (0 and 999 000)
 *   start 999 000:    [999 000, 1 999 000) → 60 permits   ← busiest (the earliest start wins ties)
 *
 * WHERE THE PASS TIME COMES FROM. The request log: arrival + wait. Sentinel books a deferred pass at the
 * whole ms `tMs + floor(waitMs)` (as its statistics count it; `passed` in the series does the same); Guava
 * passes at the exact µs. A capped log holds the first requests only: the span is then the busiest among
 * them (`complete: false`).
 */
import { Outcome, type RequestLog } from './result';

/** The busiest span, as the result reports it. */
export interface BusiestSpan {
  /** permits (acquire counts) passed in the span */
  permits: number;
  /** requests passed in the span */
  requests: number;
  /** start of the span, ms since the run's start: the first pass in it */
  startMs: number;
  /** false when the request log was capped: the span is the busiest of the logged requests */
  complete: boolean;
}

export const ONE_SECOND_US = 1_000_000;

/**
 * The most weight in any window [t, t + windowUs) over `count` points at integer µs `timesUs` (any order),
 * with the earliest such start; null when there are none. Does not modify its inputs.
 */
export function busiestSpan(
  timesUs: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number,
  windowUs: number,
): { weight: number; points: number; startUs: number } | null {
  if (count <= 0) return null;
  // the sweep reads the points in time order: as given when already sorted (the common case), else a sorted copy
  if (isSorted(timesUs, count)) return sweepSorted(timesUs, weights, count, windowUs);
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  order.sort((a, b) => timesUs[a] - timesUs[b] || a - b); // stable: equal times keep their order
  const t = new Float64Array(count);
  const w = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    t[k] = timesUs[order[k]];
    w[k] = weights[order[k]];
  }
  return sweepSorted(t, w, count, windowUs);
}

function isSorted(timesUs: ArrayLike<number>, count: number): boolean {
  for (let k = 1; k < count; k++) if (timesUs[k] < timesUs[k - 1]) return false;
  return true;
}

/** The two-pointer sweep of the header over points already in time order. */
function sweepSorted(
  t: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number,
  windowUs: number,
): { weight: number; points: number; startUs: number } {
  let best = -Infinity;
  let bestPoints = 0;
  let bestStart = 0;
  let sum = 0;
  let j = 0;
  for (let i = 0; i < count; i++) {
    // window [t[i], t[i] + windowUs): bring in every later point that fits
    const end = t[i] + windowUs;
    while (j < count && t[j] < end) sum += weights[j++];
    // only the first point of equal times starts a window holding all of them
    if ((i === 0 || t[i] !== t[i - 1]) && sum > best) {
      best = sum;
      bestPoints = j - i;
      bestStart = t[i];
    }
    sum -= weights[i];
  }
  return { weight: best, points: bestPoints, startUs: bestStart };
}

/**
 * The busiest one-second span of the passes in a request log. `wholeMs`: Sentinel (a deferred pass lands
 * on the whole ms `tMs + floor(waitMs)`); otherwise Guava (exact µs). Undefined when nothing passed.
 */
export function busiestSecondOfLog(log: RequestLog, wholeMs: boolean): BusiestSpan | undefined {
  const n = log.count;
  const times = new Float64Array(n);
  const weights = new Float64Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (log.outcome[i] === Outcome.Blocked) continue;
    times[m] = wholeMs
      ? (log.tMs[i] + Math.floor(log.waitMs[i])) * 1000
      : Math.round(log.tMs[i] * 1000) + Math.round(log.waitMs[i] * 1000);
    weights[m] = log.acquire[i];
    m++;
  }
  const span = busiestSpan(times, weights, m, ONE_SECOND_US);
  if (span === null) return undefined;
  return { permits: span.weight, requests: span.points, startMs: span.startUs / 1000, complete: !log.truncated };
}
