/**
 * TEXTBOOK ALGORITHM (no upstream implementation; written for teaching, not trace-checked):
 * the leaky bucket AS A QUEUE (Tanenbaum, "Computer Networks": the bucket with a hole).
 *
 * THE MODEL. Requests pour into a bucket that leaks at a constant rate: one request leaves
 * every `leakIntervalMs` (= 1000 / leakRatePerSec). The bucket holds at most `capacity` waiting
 * requests; an arrival that finds it full overflows and is rejected. Unlike a token bucket the
 * OUTPUT is perfectly smooth — there are never two departures closer than one interval — and
 * bursts are absorbed as waiting time, not let through.
 *
 * STATE: the departure times (ms) of the requests still waiting, oldest first; `lastDepartureMs`,
 * when the latest accepted request leaves (−∞ before any).
 *
 *   waiting(now)   = departures > now                  (a request leaving exactly now is not waiting)
 *   accept         ⇔ waiting(now) < capacity
 *   departureMs    = max(now, lastDepartureMs + leakIntervalMs);   waitMs = departureMs − now
 *
 * Worked example (capacity 2, 5 per second → 200 ms): four arrivals at t = 0. The first leaves at
 * once (departure 0, nothing waits), the second is queued to 200 ms, the third to 400 ms, and the
 * fourth finds 2 waiting and is rejected. An arrival at 250 ms sees one waiting (the 400 ms one) and
 * is queued to 600 ms.
 *
 * CONTRAST. A token bucket with the same rate lets a burst of `capacity` through at once and idles
 * afterwards; the leaky bucket delays the same burst into a train spaced one interval apart. GCRA
 * (gcra.ts) is the same leaky bucket "as a meter": it keeps only the next departure time and
 * answers pass/reject, without holding the queue. nginx's limit_req (nginx-limit-req.ts) is a leaky
 * bucket whose burst waits (or, with nodelay, passes at once while still filling the bucket).
 *
 * Capacity 0 means strict spacing: a request passes only if it can leave at once.
 */

export interface LeakyBucketQueueConfig {
  /** Waiting requests the bucket holds (a non-negative integer). */
  capacity: number;
  /** Departures per second (> 0). */
  leakRatePerSec: number;
}

export interface LeakyBucketDecision {
  nowMs: number;
  accepted: boolean;
  /** Requests waiting when it arrived (after the ones due by now had left). */
  waitingBefore: number;
  /** When it leaves the bucket (accepted only; else null). */
  departureMs: number | null;
  waitMs: number;
}

export function leakyBucketQueueIssues(config: LeakyBucketQueueConfig): string[] {
  const issues: string[] = [];
  if (!Number.isInteger(config.capacity) || config.capacity < 0) issues.push('capacity must be an integer ≥ 0');
  if (!(config.leakRatePerSec > 0) || !Number.isFinite(config.leakRatePerSec)) {
    issues.push('leakRatePerSec must be a positive number');
  }
  return issues;
}

export class LeakyBucketQueue {
  readonly capacity: number;
  readonly leakIntervalMs: number;
  /** Departure times still ahead, oldest first (a ring would avoid the shift; queues here are short). */
  readonly #departures: number[] = [];
  #lastDepartureMs = -Infinity;

  constructor(config: LeakyBucketQueueConfig) {
    const issues = leakyBucketQueueIssues(config);
    if (issues.length > 0) throw new RangeError(issues.join('; '));
    this.capacity = config.capacity;
    this.leakIntervalMs = 1000 / config.leakRatePerSec;
  }

  get lastDepartureMs(): number {
    return this.#lastDepartureMs;
  }

  /** Pure: requests still waiting at `nowMs`. */
  waitingAt(nowMs: number): number {
    return this.#departures.filter((d) => d > nowMs).length;
  }

  /** A request arrives at `nowMs` (non-decreasing between calls). */
  offer(nowMs: number): LeakyBucketDecision {
    while (this.#departures.length > 0 && this.#departures[0] <= nowMs) this.#departures.shift();
    const waitingBefore = this.#departures.length;
    if (waitingBefore >= this.capacity && !(this.#lastDepartureMs + this.leakIntervalMs <= nowMs)) {
      return { nowMs, accepted: false, waitingBefore, departureMs: null, waitMs: 0 };
    }
    const departureMs = Math.max(nowMs, this.#lastDepartureMs + this.leakIntervalMs);
    this.#lastDepartureMs = departureMs;
    if (departureMs > nowMs) this.#departures.push(departureMs);
    return { nowMs, accepted: true, waitingBefore, departureMs, waitMs: departureMs - nowMs };
  }
}
