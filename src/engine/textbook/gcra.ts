/**
 * TEXTBOOK ALGORITHM — GCRA, the Generic Cell Rate Algorithm (ITU-T I.371 "virtual scheduling"), a.k.a.
 * the leaky bucket as a METER. Written for teaching; it models no particular library (no upstream, no
 * conformance trace). redis-cell, the `throttled` Go package and many API gateways use this form.
 *
 * WHAT IT DOES. Instead of counting tokens, remember ONE time: the theoretical arrival time `tatMs` — when
 * the next request would arrive if traffic ran exactly at the rate, one request per `emissionIntervalMs`
 * (T). A request may arrive early by at most the tolerance τ = (burst − 1)·T. For n permits at nowMs:
 *
 *   start   = max(tatMs, nowMs)
 *   newTat  = start + n·T
 *   allowed ⇔ newTat − nowMs ≤ τ + T          (for n = 1: nowMs ≥ tatMs − τ, the textbook test)
 *   if allowed: tatMs = newTat; else retry after (newTat − nowMs) − (τ + T)   (never if n > burst)
 *
 * WHY: the same behaviour as a token bucket of `burst` tokens refilled every T (tokens = (τ + T −
 * (tatMs − nowMs)) / T), but one number of state, no refill step, and an exact "retry after".
 *
 * STATE: `tatMs` (−∞ before the first request: the bucket starts full).
 *
 * WORKED EXAMPLE (T = 100 ms, burst 3, so τ = 200 ms): at 0 ms three requests pass (tat 100, 200, 300);
 * the fourth would make tat 400, 400 − 0 > 300: refused, retry after 100 ms. At 100 ms one passes
 * (tat 400), and from then on one every 100 ms.
 *
 * Invariants (property-tested): in any span [t1, t2] at most burst + (t2 − t1)/T permits pass; a refusal
 * changes nothing; retrying after `retryAfterMs` passes; no starvation: after burst·T idle, any
 * n ≤ burst passes. Times must not decrease (a simulator's clock).
 */

export interface GcraConfig {
  /** T: one permit per emissionIntervalMs at the sustained rate (> 0). */
  emissionIntervalMs: number;
  /** Permits that may pass at once (an integer ≥ 1); τ = (burst − 1)·T. */
  burst: number;
}

export interface GcraDecision {
  nowMs: number;
  permits: number;
  tatBeforeMs: number;
  newTatMs: number;
  allowed: boolean;
  /** How long to wait before the same request would pass (0 when allowed; ∞ for permits > burst). */
  retryAfterMs: number;
}

export class Gcra {
  readonly emissionIntervalMs: number;
  readonly burst: number;
  /** τ + T: how far ahead of now the theoretical arrival time may run. */
  readonly #horizonMs: number;
  #tatMs = Number.NEGATIVE_INFINITY;

  constructor(config: GcraConfig) {
    if (!(config.emissionIntervalMs > 0) || !Number.isFinite(config.emissionIntervalMs)) {
      throw new RangeError(`emissionIntervalMs must be positive: ${config.emissionIntervalMs}`);
    }
    if (!Number.isInteger(config.burst) || config.burst < 1) throw new RangeError(`burst must be ≥ 1: ${config.burst}`);
    this.emissionIntervalMs = config.emissionIntervalMs;
    this.burst = config.burst;
    this.#horizonMs = config.burst * config.emissionIntervalMs;
  }

  /** The delay variation tolerance τ = (burst − 1)·T. */
  get toleranceMs(): number {
    return this.#horizonMs - this.emissionIntervalMs;
  }
  get tatMs(): number {
    return this.#tatMs;
  }

  tryAcquire(nowMs: number, permits = 1): GcraDecision {
    const tatBeforeMs = this.#tatMs;
    const newTatMs = Math.max(tatBeforeMs, nowMs) + permits * this.emissionIntervalMs;
    const ahead = newTatMs - nowMs;
    const allowed = ahead <= this.#horizonMs;
    if (allowed) this.#tatMs = newTatMs;
    // More than `burst` permits never fit: no retry time exists.
    const retryAfterMs = allowed ? 0 : permits > this.burst ? Number.POSITIVE_INFINITY : ahead - this.#horizonMs;
    return { nowMs, permits, tatBeforeMs, newTatMs, allowed, retryAfterMs };
  }
}
