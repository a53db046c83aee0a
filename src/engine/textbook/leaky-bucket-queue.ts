/**
 * TEXTBOOK ALGORITHM — leaky bucket as a queue. Written for teaching; it models no particular library
 * (no upstream, no conformance trace). Sentinel's RateLimiterController and nginx's `limit_req` without
 * `nodelay` behave like it.
 *
 * WHAT IT DOES. Requests pour into a bucket that holds at most `capacity` WAITING requests and leaks one
 * request every `intervalMs`, no faster. An arriving request is served at
 *
 *   departureMs = max(nowMs, lastDepartureMs + intervalMs)
 *
 * and waits `departureMs − nowMs`; it is dropped if `capacity` requests are already waiting (scheduled
 * after nowMs). The output is perfectly smooth — never two departures closer than `intervalMs` — at the
 * price of delay: a burst is not let through, it is queued and spread out.
 *
 * (The other "leaky bucket", the METER, drops instead of queueing; it is the same as GCRA, see gcra.ts.)
 *
 * STATE: `lastDepartureMs` (−∞ when nothing was ever admitted) and the departure times still in the
 * future (the queue).
 *
 * WORKED EXAMPLE (intervalMs 100, capacity 2): three requests at 0 ms depart at 0, 100 and 200 ms (waits
 * 0, 100, 200; the first is served at once, two wait); a fourth at 0 ms is dropped. At 150 ms one request
 * is still waiting (the 200 ms one), so a request is queued to depart at 300 ms (wait 150).
 *
 * Invariants (property-tested): departures are at least `intervalMs` apart and in arrival order; never
 * more than `capacity` wait; a wait is at most capacity · intervalMs; a drop changes nothing; no
 * starvation: after (capacity + 1) · intervalMs with no arrivals, a request is served at once. Times
 * must not decrease (a simulator's clock).
 */

export interface LeakyBucketQueueConfig {
  /** Requests that may wait (an integer ≥ 0; 0 = no queue: pass only when on schedule). */
  capacity: number;
  /** One request leaks every intervalMs (> 0). */
  intervalMs: number;
}

export interface LeakyBucketQueueDecision {
  nowMs: number;
  /** Requests waiting before this one (scheduled after nowMs). */
  queuedBefore: number;
  admitted: boolean;
  /** When it is served (admitted only; else NaN). */
  departureMs: number;
  /** max(nowMs, lastDepartureMs + intervalMs): the slot it was offered, admitted or not. */
  scheduledMs: number;
  /** departureMs − nowMs (0 when dropped). */
  waitMs: number;
}

export class LeakyBucketQueue {
  readonly capacity: number;
  readonly intervalMs: number;
  #lastDepartureMs = Number.NEGATIVE_INFINITY;
  // Future departures, oldest first: a queue as an array and a head index.
  #departures: number[] = [];
  #head = 0;

  constructor(config: LeakyBucketQueueConfig) {
    if (!Number.isInteger(config.capacity) || config.capacity < 0) {
      throw new RangeError(`capacity must be an integer ≥ 0: ${config.capacity}`);
    }
    if (!(config.intervalMs > 0) || !Number.isFinite(config.intervalMs)) {
      throw new RangeError(`intervalMs must be positive: ${config.intervalMs}`);
    }
    this.capacity = config.capacity;
    this.intervalMs = config.intervalMs;
  }

  get lastDepartureMs(): number {
    return this.#lastDepartureMs;
  }

  /** Requests still waiting at `nowMs` (read-only). */
  queuedAt(nowMs: number): number {
    let i = this.#head;
    while (i < this.#departures.length && this.#departures[i] <= nowMs) i++;
    return this.#departures.length - i;
  }

  offer(nowMs: number): LeakyBucketQueueDecision {
    while (this.#head < this.#departures.length && this.#departures[this.#head] <= nowMs) this.#head++;
    if (this.#head > 1024 && this.#head * 2 > this.#departures.length) {
      this.#departures = this.#departures.slice(this.#head);
      this.#head = 0;
    }
    const queuedBefore = this.#departures.length - this.#head;
    const departureMs = Math.max(nowMs, this.#lastDepartureMs + this.intervalMs);
    // Served at once (departureMs == nowMs) needs no room in the queue; waiting needs a free place.
    const admitted = departureMs === nowMs || queuedBefore < this.capacity;
    if (!admitted) return { nowMs, queuedBefore, admitted, departureMs: NaN, scheduledMs: departureMs, waitMs: 0 };
    this.#lastDepartureMs = departureMs;
    if (departureMs > nowMs) this.#departures.push(departureMs);
    return { nowMs, queuedBefore, admitted, departureMs, scheduledMs: departureMs, waitMs: departureMs - nowMs };
  }
}
