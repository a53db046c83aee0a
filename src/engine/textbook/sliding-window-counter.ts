/**
 * TEXTBOOK ALGORITHM — sliding-window counter (the "approximate sliding window" popularised by
 * Cloudflare's write-up). Written for teaching; it models no particular library (no upstream, no
 * conformance trace).
 *
 * WHAT IT DOES. Keep two fixed-window counts: the current window's and the previous one's. Estimate the
 * permits in the sliding span (nowMs − windowMs, nowMs] by assuming the previous window's grants were
 * spread evenly over it, so the part of it still inside the span is weighted by the overlap:
 *
 *   elapsed   = nowMs − currentWindowStartMs                     (0 ≤ elapsed < windowMs)
 *   weight    = (windowMs − elapsed) / windowMs                  (1 at the window start, → 0 at its end)
 *   estimate  = previousCount · weight + currentCount
 *   granted  ⇔ estimate + n ≤ limit                              (then currentCount += n)
 *
 * WHY: two integers of state like the fixed window, but no boundary burst of 2·limit in practice: right
 * after an edge the previous window still weighs almost fully. THE CATCH: it is an estimate. If the
 * previous window's grants all came at its very end, a span of windowMs can still see more than limit
 * (at most previousCount·(elapsed/windowMs) more — so always below 2·limit).
 *
 * STATE: `currentWindowStartMs`, `currentCount`, `previousCount` (0 when the previous window was idle
 * or lies further back).
 *
 * WORKED EXAMPLE (limit 10, windowMs 1000): 10 granted in [0, 1000). At 1250 ms: weight 0.75, estimate
 * 10·0.75 + 0 = 7.5, so 2 more pass (9.5) and the third is refused (10.5 > 10). At 1900 ms: weight 0.1,
 * estimate 1 + 2 = 3: 7 pass.
 *
 * Invariants (property-tested): every aligned window grants ≤ limit; any span of windowMs grants
 * < 2·limit; a refusal changes no later decision; no starvation: after two idle windows any n ≤ limit
 * passes. Times must not decrease (a simulator's clock).
 */
import { checkConfig } from './fixed-window';

export interface SlidingWindowCounterConfig {
  limit: number;
  windowMs: number;
}

export interface SlidingWindowCounterDecision {
  nowMs: number;
  permits: number;
  currentWindowStartMs: number;
  /** How many windows the counts moved forward (0: same window; 1: current → previous; ≥ 2: both reset). */
  windowsAdvanced: number;
  previousCount: number;
  currentCount: number;
  /** (windowMs − elapsed) / windowMs. */
  previousWeight: number;
  estimate: number;
  allowed: boolean;
  currentCountAfter: number;
}

export class SlidingWindowCounter {
  readonly limit: number;
  readonly windowMs: number;
  #currentWindowStartMs = 0;
  #currentCount = 0;
  #previousCount = 0;

  constructor(config: SlidingWindowCounterConfig) {
    checkConfig(config.limit, config.windowMs);
    this.limit = config.limit;
    this.windowMs = config.windowMs;
  }

  get currentWindowStartMs(): number {
    return this.#currentWindowStartMs;
  }
  get currentCount(): number {
    return this.#currentCount;
  }
  get previousCount(): number {
    return this.#previousCount;
  }

  tryAcquire(nowMs: number, permits = 1): SlidingWindowCounterDecision {
    const start = Math.floor(nowMs / this.windowMs) * this.windowMs;
    const windowsAdvanced = Math.max(0, Math.round((start - this.#currentWindowStartMs) / this.windowMs));
    let previousCount = this.#previousCount;
    let currentCount = this.#currentCount;
    if (windowsAdvanced === 1) {
      previousCount = currentCount;
      currentCount = 0;
    } else if (windowsAdvanced >= 2) {
      previousCount = 0;
      currentCount = 0;
    }
    // Rolling the windows forward is not a decision, so it is kept even when the request is refused.
    if (windowsAdvanced > 0) this.#currentWindowStartMs = start;
    this.#previousCount = previousCount;
    this.#currentCount = currentCount;

    const previousWeight = (this.windowMs - (nowMs - start)) / this.windowMs;
    const estimate = previousCount * previousWeight + currentCount;
    const allowed = estimate + permits <= this.limit;
    if (allowed) this.#currentCount += permits;
    return {
      nowMs,
      permits,
      currentWindowStartMs: this.#currentWindowStartMs,
      windowsAdvanced,
      previousCount,
      currentCount,
      previousWeight,
      estimate,
      allowed,
      currentCountAfter: this.#currentCount,
    };
  }
}
