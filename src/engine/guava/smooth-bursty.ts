/**
 * SmoothBursty: Guava's default `RateLimiter.create(permitsPerSecond)`.
 * Models `com.google.common.util.concurrent.SmoothRateLimiter.SmoothBursty` (Guava 31.1); the
 * shared machinery (next free ticket, resync, reservations) is in `smooth-rate-limiter.ts`.
 *
 * WHAT IT DOES. Permits are spaced `stableIntervalMicros = 1e6 / permitsPerSecond` apart. Idle
 * time is saved as stored permits, one per `stableIntervalMicros` (so `coolDownIntervalMicros`
 * = `stableIntervalMicros`), but only up to `maxPermits = maxBurstSeconds × permitsPerSecond`:
 * at most `maxBurstSeconds` of unused capacity (1 s for `RateLimiter.create`). Stored permits
 * are FREE: spending them adds nothing to the next free ticket, so after idle time a burst of
 * up to `maxPermits` passes without waiting, and then the stable spacing resumes.
 *
 * WHY. With a 1 qps limiter and callers at 0 s, 1.05 s, 2 s, 3 s, a limiter without memory
 * would make the 2 s caller wait until 2.05 s and every later caller inherit the 50 ms slip.
 * One second of saved permits absorbs such jitter.
 *
 *   interval per permit (µs)
 *        │
 *  stable┤· · · · · · · · · · · · · · · · · ·   fresh permits cost stableIntervalMicros each
 *        │
 *      0 ┼━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┥     stored permits cost nothing (the area is 0)
 *        0                               maxPermits ──▶ storedPermits
 *
 * RATE CHANGES. `setRate` resyncs at the old rate, then rescales stored permits with the new
 * capacity: `storedPermits × newMaxPermits / oldMaxPermits` (the same fraction of a full
 * bucket). On creation the old capacity is 0 and the limiter starts EMPTY (0 stored permits);
 * if the old capacity was infinite, it starts full. An outstanding debt (a next free ticket in
 * the future) is kept: only later permits use the new spacing.
 *
 * WORKED EXAMPLE (a unit test in test/engine/guava/smooth-bursty.test.ts), create(5) at 0 µs,
 * so stableIntervalMicros = 200 000 and maxPermits = 5:
 *   acquire(12) @ 0 µs        → wait 0 (first acquire never waits); nextFreeTicket = 2 400 000
 *   acquire(1)  @ 0 µs        → wait 2 400 000 (pays the 12 permits);  nextFreeTicket = 2 600 000
 *   acquire(1)  @ 10 000 000 µs → resync: idle 7.4 s = 37 permits, capped at 5; spends one → 4 left, wait 0
 *
 * HOW WE DIFFER FROM UPSTREAM. As in smooth-rate-limiter.ts (returns waits, time passed in).
 * `maxBurstSeconds` is a constructor argument (Guava's public factory fixes it at 1.0).
 */
import type { GuavaReservation } from './reservation';
import { SmoothRateLimiter } from './smooth-rate-limiter';

export class SmoothBursty extends SmoothRateLimiter {
  readonly kind = 'bursty';
  /** How many seconds of unused permits can be saved. */
  readonly maxBurstSeconds: number;

  /** `RateLimiter.create(permitsPerSecond)` with the stopwatch reading `nowMicros`. */
  constructor(permitsPerSecond: number, nowMicros: number, maxBurstSeconds = 1.0) {
    super(true);
    this.maxBurstSeconds = maxBurstSeconds;
    this.setRate(permitsPerSecond, nowMicros);
  }

  get coolDownIntervalMicros(): number {
    return this.stableIntervalMicros;
  }

  storedPermitIntervalMicros(_storedPermits: number): number {
    return 0;
  }

  protected applyRate(permitsPerSecond: number, _stableIntervalMicros: number): number {
    return this.maxBurstSeconds * permitsPerSecond;
  }

  protected rescaleStoredPermits(storedPermits: number, oldMaxPermits: number, newMaxPermits: number): number {
    if (oldMaxPermits === Infinity) return newMaxPermits; // would be NaN below
    return oldMaxPermits === 0 ? 0 : (storedPermits * newMaxPermits) / oldMaxPermits;
  }

  storedPermitsToWaitTime(_storedPermits: number, _permitsToTake: number): number {
    return 0;
  }

  priceStoredPermits(_storedPermits: number, _permitsToTake: number, out: GuavaReservation): number {
    out.warmPermitsSpent = 0;
    out.warmMicros = 0;
    out.stableStoredMicros = 0;
    return 0;
  }
}
