/**
 * TEXTBOOK ALGORITHM — fixed-window counter. Written for teaching; it models no particular library
 * (no upstream, no conformance trace). Sentinel's and resilience4j's real limiters are its cousins.
 *
 * WHAT IT DOES. Cut time into windows of `windowMs` aligned to the clock's origin: window k is
 * [k·windowMs, (k+1)·windowMs). Count the permits granted in the current window; grant a request of n
 * permits iff `count + n ≤ limit`. When a request arrives in a later window the count starts again at 0.
 *
 * WHY IT IS THE FIRST LIMITER EVERYONE WRITES: one integer and one window index of state, O(1) per
 * request. ITS FLAW: the windows are blind to each other. `limit` requests at the end of one window and
 * `limit` more at the start of the next pass within a few ms: 2·limit in any span of windowMs is
 * possible (the "boundary burst"), and nothing less than 2·limit can be promised.
 *
 * STATE: `windowStartMs` (start of the window the count belongs to), `count` (permits granted in it).
 *
 * WORKED EXAMPLE (limit 3, windowMs 1000): at 990 ms three requests pass (count 3), a fourth is
 * refused; at 1000 ms the window is [1000, 2000) and three more pass: 6 passes in 10 ms.
 *
 * Invariants (property-tested): every aligned window grants ≤ limit; any span of windowMs grants
 * ≤ 2·limit; a refusal changes nothing; no starvation: the first request (n ≤ limit) of a window passes.
 * Times must not decrease (a simulator's clock).
 */

export interface FixedWindowConfig {
  /** Permits per window (an integer ≥ 0). */
  limit: number;
  /** Window length, ms (> 0). */
  windowMs: number;
}

export interface FixedWindowDecision {
  nowMs: number;
  permits: number;
  windowStartMs: number;
  /** Whether this request opened a new window (the count was reset to 0). */
  windowReset: boolean;
  countBefore: number;
  allowed: boolean;
  countAfter: number;
  /** ms until the window ends and the count resets. */
  resetInMs: number;
}

export class FixedWindowCounter {
  readonly limit: number;
  readonly windowMs: number;
  #windowStartMs = Number.NEGATIVE_INFINITY;
  #count = 0;

  constructor(config: FixedWindowConfig) {
    checkConfig(config.limit, config.windowMs);
    this.limit = config.limit;
    this.windowMs = config.windowMs;
  }

  get windowStartMs(): number {
    return this.#windowStartMs;
  }
  /** Permits granted in the window that starts at `windowStartMs`. */
  get count(): number {
    return this.#count;
  }

  /** The window containing `nowMs`. */
  windowStartAt(nowMs: number): number {
    return Math.floor(nowMs / this.windowMs) * this.windowMs;
  }

  tryAcquire(nowMs: number, permits = 1): FixedWindowDecision {
    const windowStartMs = this.windowStartAt(nowMs);
    const windowReset = windowStartMs !== this.#windowStartMs;
    const countBefore = windowReset ? 0 : this.#count;
    const allowed = countBefore + permits <= this.limit;
    const countAfter = allowed ? countBefore + permits : countBefore;
    if (allowed) {
      this.#windowStartMs = windowStartMs;
      this.#count = countAfter;
    }
    return {
      nowMs,
      permits,
      windowStartMs,
      windowReset,
      countBefore,
      allowed,
      countAfter,
      resetInMs: windowStartMs + this.windowMs - nowMs,
    };
  }
}

export function checkConfig(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be an integer ≥ 0: ${limit}`);
  if (!(windowMs > 0) || !Number.isFinite(windowMs)) throw new RangeError(`windowMs must be positive: ${windowMs}`);
}
