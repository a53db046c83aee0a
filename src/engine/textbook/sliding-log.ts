/**
 * TEXTBOOK ALGORITHM — sliding log. Written for teaching; it models no particular library (no upstream,
 * no conformance trace).
 *
 * WHAT IT DOES. Remember the time (and size) of every request granted in the last `windowMs`. A request
 * of n permits at `nowMs` first forgets the entries that have left the window — those at or before
 * `nowMs − windowMs` — and is granted iff the permits still logged plus n fit `limit`.
 *
 * WHY: it is the exact answer to "at most `limit` in ANY span of windowMs", which the fixed window
 * cannot promise (its boundary burst lets 2·limit through). ITS COST: memory and work grow with the
 * traffic — up to `limit` entries per key — where a counter needs one integer.
 *
 * THE VARIANT TO AVOID. Some write-ups log REJECTED requests too. Then a client that keeps retrying faster
 * than limit/windowMs keeps its own log full and is refused forever (starvation). Here only granted
 * requests are logged, so a refusal changes nothing.
 *
 * STATE: the log of granted (timeMs, permits), oldest first, and `loggedPermits`, their sum.
 *
 * WORKED EXAMPLE (limit 3, windowMs 1000): grants at 0, 400, 800 ms; at 999 ms the log still holds all
 * three: refused. At 1000 ms the entry at 0 leaves (0 ≤ 1000 − 1000): granted. Unlike the fixed window,
 * the boundary burst cannot happen: 990 ms × 3 then 1000 ms × 3 lets only the first three through.
 *
 * Invariants (property-tested): any span (t − windowMs, t] holds ≤ limit granted permits; a refusal
 * changes nothing; no starvation: after windowMs with no grants, any n ≤ limit is granted. Times must
 * not decrease (a simulator's clock).
 */
import { checkConfig } from './fixed-window';

export interface SlidingLogConfig {
  limit: number;
  windowMs: number;
}

export interface SlidingLogDecision {
  nowMs: number;
  permits: number;
  /** Entries at or before this time left the log. */
  windowStartMs: number;
  /** Permits forgotten because they left the window. */
  evictedPermits: number;
  /** Permits in the log after eviction (what the request is compared with). */
  loggedPermits: number;
  allowed: boolean;
  /** When the oldest logged entry leaves (null if the log is empty): the earliest a refusal may change. */
  oldestLeavesAtMs: number | null;
}

export class SlidingLog {
  readonly limit: number;
  readonly windowMs: number;
  // A queue as two arrays and a head index: O(1) amortised eviction without shifting.
  #times: number[] = [];
  #permits: number[] = [];
  #head = 0;
  #logged = 0;

  constructor(config: SlidingLogConfig) {
    checkConfig(config.limit, config.windowMs);
    this.limit = config.limit;
    this.windowMs = config.windowMs;
  }

  /** Permits currently logged (as of the last call). */
  get loggedPermits(): number {
    return this.#logged;
  }
  /** Read-only: the permits a request at `nowMs` would see logged (entries after nowMs − windowMs). */
  loggedPermitsAt(nowMs: number): number {
    let sum = this.#logged;
    for (let i = this.#head; i < this.#times.length && this.#times[i] <= nowMs - this.windowMs; i++) {
      sum -= this.#permits[i];
    }
    return sum;
  }

  /** The log, oldest first (a copy). */
  entries(): { timeMs: number; permits: number }[] {
    const out = [];
    for (let i = this.#head; i < this.#times.length; i++)
      out.push({ timeMs: this.#times[i], permits: this.#permits[i] });
    return out;
  }

  tryAcquire(nowMs: number, permits = 1): SlidingLogDecision {
    const windowStartMs = nowMs - this.windowMs;
    let evictedPermits = 0;
    while (this.#head < this.#times.length && this.#times[this.#head] <= windowStartMs) {
      evictedPermits += this.#permits[this.#head];
      this.#head++;
    }
    this.#logged -= evictedPermits;
    if (this.#head > 1024 && this.#head * 2 > this.#times.length) this.#compact();
    const loggedPermits = this.#logged;
    const allowed = loggedPermits + permits <= this.limit;
    if (allowed && permits > 0) {
      this.#times.push(nowMs);
      this.#permits.push(permits);
      this.#logged += permits;
    }
    const oldest = this.#head < this.#times.length ? this.#times[this.#head] + this.windowMs : null;
    return { nowMs, permits, windowStartMs, evictedPermits, loggedPermits, allowed, oldestLeavesAtMs: oldest };
  }

  #compact(): void {
    this.#times = this.#times.slice(this.#head);
    this.#permits = this.#permits.slice(this.#head);
    this.#head = 0;
  }
}
