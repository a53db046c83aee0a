/**
 * SmoothWarmingUp: `RateLimiter.create(permitsPerSecond, warmupPeriod, unit)`.
 * Models `com.google.common.util.concurrent.SmoothRateLimiter.SmoothWarmingUp` (Guava 31.1); the
 * shared machinery (next free ticket, resync, reservations) is in `smooth-rate-limiter.ts`.
 *
 * WHAT IT DOES. For a backend that needs warming up (cold caches, a fresh JVM), idle time should
 * make the limiter SLOWER, not faster. So stored permits cost more than fresh ones: the curve of
 * "µs per permit" over the stored-permit axis is flat at `stableIntervalMicros` up to
 * `thresholdPermits`, then climbs in a straight line to `coldIntervalMicros = coldFactor ×
 * stableIntervalMicros` at `maxPermits`. Taking permits moves left along the axis and costs the
 * area under the curve; idling moves right at one permit per `coolDownIntervalMicros =
 * warmupPeriodMicros / maxPermits`, so a full cool-down from 0 to maxPermits takes exactly
 * `warmupPeriodMicros`. The limiter is created COLD: `storedPermits = maxPermits`.
 *
 *   µs per permit
 *        │                              ╱ coldIntervalMicros (= coldFactor × stable)
 *        │                            ╱ │
 *        │                          ╱   │   area of this trapezoid = warmupPeriodMicros
 *        │                        ╱     │   (time to warm up from full to the threshold
 *  stable├──────────────────────╱       │    under saturated demand)
 *        │  area = warmup / 2   │       │
 *      0 ┼──────────────────────┼───────┼──▶ storedPermits
 *        0              thresholdPermits maxPermits
 *
 * THE FORMULAS. Guava fixes two areas (keeping the behaviour of its first version, which had
 * coldFactor 3): from the threshold down to 0 takes half the warm-up period, and from maxPermits
 * down to the threshold takes the whole warm-up period. The rectangle gives
 *   thresholdPermits = 0.5 × warmupPeriodMicros / stableIntervalMicros
 * and the trapezoid, 0.5 × (stable + cold) × (maxPermits − thresholdPermits) = warmupPeriodMicros, gives
 *   maxPermits = thresholdPermits + 2 × warmupPeriodMicros / (stableIntervalMicros + coldIntervalMicros)
 *   slope = (coldIntervalMicros − stableIntervalMicros) / (maxPermits − thresholdPermits)   (µs per permit²)
 * `permitsToTime(p) = stableIntervalMicros + p × slope` is the curve's height p permits above the
 * threshold. Taking k of s stored permits: with a = s − thresholdPermits, if a > 0 then
 * x = min(a, k) permits come off the slope for (long)(x × (permitsToTime(a) + permitsToTime(a − x)) / 2)
 * (a trapezoid), and the remaining k − x cost (long)(stableIntervalMicros × (k − x)). The two
 * parts are truncated separately, as Guava does.
 *
 * RATE CHANGES. `setRate` resyncs at the old rate, recomputes the constants above (the warm-up
 * period stays), and rescales stored permits by newMaxPermits / oldMaxPermits. The first rate
 * (old maxPermits 0) starts full, i.e. cold; an infinite old maxPermits gives 0.
 *
 * WORKED EXAMPLE (a unit test in test/engine/guava/smooth-warming-up.test.ts): create(10, 2 s, 3)
 * at 0 µs: stable 100 000, cold 300 000, threshold 10, maxPermits 20, slope 20 000, cool-down
 * 100 000, 20 stored permits. Back-to-back acquire(1) at 0 µs:
 *   1st: wait 0;        takes the permit from 20 to 19: (300 000 + 280 000) / 2 = 290 000 → next free 290 000
 *   2nd: wait 290 000;  19 → 18 costs 270 000 → next free 560 000
 *   3rd: wait 560 000;  250 000 → 810 000 … down to 110 000 for 11 → 10, then 100 000 per permit.
 *
 * QUIRK (reproduced, not fixed): a warm-up period of 0 µs makes maxPermits 0 and the cool-down
 * interval 0/0 = NaN. After the first idle moment stored permits become NaN, every cost
 * truncates to 0 and the limiter never throttles again (Guava issues #2730, #6475).
 *
 * HOW WE DIFFER FROM UPSTREAM. As in smooth-rate-limiter.ts; the warm-up period is given in µs.
 */
import { longCast as longCast_EXPORT } from './long-math';
import type { GuavaReservation } from './reservation';
import { SmoothRateLimiter } from './smooth-rate-limiter';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const longCast = longCast_EXPORT;

export class SmoothWarmingUp extends SmoothRateLimiter {
  readonly kind = 'warmingUp';
  readonly warmupPeriodMicros: number;
  readonly coldFactor: number;
  #thresholdPermits = 0;
  #slope = 0;

  /** `RateLimiter.create(permitsPerSecond, warmupPeriod, MICROSECONDS)` (coldFactor 3) at `nowMicros`. */
  constructor(permitsPerSecond: number, warmupPeriodMicros: number, nowMicros: number, coldFactor = 3.0) {
    super(false);
    if (!(warmupPeriodMicros >= 0)) throw new RangeError(`warmupPeriod must not be negative: ${warmupPeriodMicros}`);
    this.warmupPeriodMicros = warmupPeriodMicros;
    this.coldFactor = coldFactor;
    this.setRate(permitsPerSecond, nowMicros);
  }

  get thresholdPermits(): number {
    return this.#thresholdPermits;
  }
  /** µs per permit² on the climbing part of the curve. */
  get slope(): number {
    return this.#slope;
  }
  get coldIntervalMicros(): number {
    return this.stableIntervalMicros * this.coldFactor;
  }
  get coolDownIntervalMicros(): number {
    return this.warmupPeriodMicros / this.maxPermits;
  }

  /** Guava's `permitsToTime`: the curve's height `permitsAboveThreshold` permits above the threshold. */
  permitsToTime(permitsAboveThreshold: number): number {
    return this.stableIntervalMicros + permitsAboveThreshold * this.#slope;
  }

  storedPermitIntervalMicros(storedPermits: number): number {
    const above = storedPermits - this.#thresholdPermits;
    return above > 0 ? this.permitsToTime(above) : this.stableIntervalMicros;
  }

  protected applyRate(_permitsPerSecond: number, stableIntervalMicros: number): number {
    const coldIntervalMicros = stableIntervalMicros * this.coldFactor;
    const thresholdPermits = (0.5 * this.warmupPeriodMicros) / stableIntervalMicros;
    const maxPermits = thresholdPermits + (2.0 * this.warmupPeriodMicros) / (stableIntervalMicros + coldIntervalMicros);
    this.#thresholdPermits = thresholdPermits;
    this.#slope = (coldIntervalMicros - stableIntervalMicros) / (maxPermits - thresholdPermits);
    return maxPermits;
  }

  protected rescaleStoredPermits(storedPermits: number, oldMaxPermits: number, newMaxPermits: number): number {
    if (oldMaxPermits === Infinity) return 0; // would be NaN below
    return oldMaxPermits === 0 ? newMaxPermits : (storedPermits * newMaxPermits) / oldMaxPermits;
  }

  storedPermitsToWaitTime(storedPermits: number, permitsToTake: number): number {
    const permitsAboveThreshold = storedPermits - this.#thresholdPermits;
    if (!(permitsAboveThreshold > 0)) return longCast(this.stableIntervalMicros * permitsToTake);
    const warmPermits = Math.min(permitsAboveThreshold, permitsToTake);
    return (
      this.#warmMicros(permitsAboveThreshold, warmPermits) +
      longCast(this.stableIntervalMicros * (permitsToTake - warmPermits))
    );
  }

  priceStoredPermits(storedPermits: number, permitsToTake: number, out: GuavaReservation): number {
    const permitsAboveThreshold = storedPermits - this.#thresholdPermits;
    let warmPermits = 0;
    let warmMicros = 0;
    let stablePermits = permitsToTake;
    if (permitsAboveThreshold > 0) {
      warmPermits = Math.min(permitsAboveThreshold, permitsToTake);
      warmMicros = this.#warmMicros(permitsAboveThreshold, warmPermits);
      stablePermits -= warmPermits;
    }
    const stableStoredMicros = longCast(this.stableIntervalMicros * stablePermits);
    out.warmPermitsSpent = warmPermits;
    out.warmMicros = warmMicros;
    out.stableStoredMicros = stableStoredMicros;
    return warmMicros + stableStoredMicros;
  }

  /** (long) area of the trapezoid under the slope for `warmPermits` taken from `permitsAboveThreshold`. */
  #warmMicros(permitsAboveThreshold: number, warmPermits: number): number {
    const parallelSidesMicros =
      this.permitsToTime(permitsAboveThreshold) + this.permitsToTime(permitsAboveThreshold - warmPermits);
    return longCast((warmPermits * parallelSidesMicros) / 2.0);
  }
}
