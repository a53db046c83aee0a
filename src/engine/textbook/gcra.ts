/**
 * TEXTBOOK ALGORITHM (no upstream implementation; written for teaching, not trace-checked):
 * the Generic Cell Rate Algorithm, GCRA (ITU-T I.371 / ATM Forum TM 4.0, "virtual scheduling").
 *
 * WHY. A token bucket needs two numbers of state (tokens, last refill) and a refill step on every
 * call. GCRA keeps ONE: the theoretical arrival time `tat`, when the next request would be due if
 * requests came exactly at the rate. It is the leaky bucket "as a meter" (leaky-bucket-queue.ts
 * holds the queue itself), and it is what limiters such as redis-cell (CL.THROTTLE) and Go's throttled
 * package compute.
 *
 * THE MODEL, with emission interval T = 1000 / ratePerSec (ms per request) and tolerance τ
 * (`delayVariationToleranceMs`, how early a request may come; τ = (burst − 1)·T lets `burst`
 * requests through back to back):
 *
 *   a request of cost n at t:   newTat = max(tat, t) + n·T
 *                               allowAt = newTat − τ − T
 *   conforming ⇔ allowAt ≤ t    → tat = newTat
 *   otherwise rejected           → tat unchanged; it could pass at allowAt (retryAfter = allowAt − t)
 *
 * For n = 1 the test is the textbook "tat − τ ≤ t". The bucket is empty when tat ≤ t (full
 * capacity again: resetAfter = tat − t is how long until then).
 *
 *   tat ─┬──────────── T ─────────────┬─ …         a request is early by tat − t;
 *        │◀── τ: how early it may be ─▶│           more than τ early → rejected
 *
 * Worked example (5 per second → T = 200 ms, burst 3 → τ = 400 ms), four requests at t = 0:
 * tat 0 → 200 (allowAt −400), → 400 (allowAt −200), → 600 (allowAt 0), and the fourth would need
 * allowAt 200 > 0: rejected, retryAfter 200 ms. At t = 200 one passes again (tat 800).
 *
 * BOUND. Over any span [t1, t2] GCRA admits at most 1 + (t2 − t1 + τ) / T unit requests; this is
 * the property the tests check. Times are ms as doubles; a fractional T (e.g. 1000/3) is exact
 * enough for teaching, not for bit-for-bit comparisons.
 */

export interface GcraConfig {
  /** Requests per second (> 0): T = 1000 / ratePerSec. */
  ratePerSec: number;
  /** Requests allowed back to back (≥ 1): τ = (burst − 1)·T. */
  burst: number;
}

export interface GcraDecision {
  nowMs: number;
  cost: number;
  conforming: boolean;
  tatBeforeMs: number;
  /** max(tat, now) + cost·T, stored only when conforming. */
  newTatMs: number;
  allowAtMs: number;
  /** 0 when conforming; else how long until it would conform. */
  retryAfterMs: number;
  /** After this call: how long until the bucket is empty (tat ≤ now). */
  resetAfterMs: number;
}

export function gcraIssues(config: GcraConfig): string[] {
  const issues: string[] = [];
  if (!(config.ratePerSec > 0) || !Number.isFinite(config.ratePerSec))
    issues.push('ratePerSec must be a positive number');
  if (!(config.burst >= 1) || !Number.isFinite(config.burst)) issues.push('burst must be at least 1');
  return issues;
}

export class Gcra {
  readonly emissionIntervalMs: number;
  readonly delayVariationToleranceMs: number;
  /** Theoretical arrival time; −∞ = never used (an empty bucket). */
  #tatMs = -Infinity;

  constructor(config: GcraConfig) {
    const issues = gcraIssues(config);
    if (issues.length > 0) throw new RangeError(issues.join('; '));
    this.emissionIntervalMs = 1000 / config.ratePerSec;
    this.delayVariationToleranceMs = (config.burst - 1) * this.emissionIntervalMs;
  }

  get tatMs(): number {
    return this.#tatMs;
  }

  /** A request of `cost` (≥ 0) units at `nowMs`. */
  request(nowMs: number, cost = 1): GcraDecision {
    if (!(cost >= 0)) throw new RangeError(`cost must be ≥ 0: ${cost}`);
    const T = this.emissionIntervalMs;
    const tatBeforeMs = this.#tatMs;
    const newTatMs = Math.max(tatBeforeMs, nowMs) + cost * T;
    const allowAtMs = newTatMs - this.delayVariationToleranceMs - T;
    const conforming = allowAtMs <= nowMs;
    if (conforming) this.#tatMs = newTatMs;
    return {
      nowMs,
      cost,
      conforming,
      tatBeforeMs,
      newTatMs,
      allowAtMs,
      retryAfterMs: conforming ? 0 : allowAtMs - nowMs,
      resetAfterMs: Math.max(0, this.#tatMs - nowMs),
    };
  }
}
