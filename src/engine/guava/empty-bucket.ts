/**
 * The empty-bucket table: Guava's own arithmetic for the commonest reservation of a busy limiter, priced once per
 * rate and looked up by `SmoothRateLimiter`'s hot path (see EMPTY BUCKET in smooth-rate-limiter.ts).
 *
 * WHY. A limiter kept busy spends its stored permits as fast as idle time makes them, so grant after grant finds
 * the bucket EMPTY (`storedPermits` exactly 0), asks for one permit, and comes a whole number of µs after the next
 * free ticket. What that reservation costs then depends on nothing but that idle time `i` and the shape's
 * constants, which change only in `setRate`. Guava's arithmetic for it is one long dependency chain from one grant
 * to the next (a subtraction, a division, two minimums, a multiplication, a truncation, an addition) and bounds how
 * fast a busy limiter can decide; a lookup replaces most of that chain with a load.
 *
 * THE TABLE. Two numbers per idle time i = 0, 1, …, entries − 1 µs, priced with the general path's operations:
 *
 *   stored = i > 0 ? min(maxPermits, 0 + i / coolDownIntervalMicros) : 0      (the resync; 0 + x is x exactly)
 *   spent  = min(1, stored)
 *   [2i]     cost = storedPermitsToWaitTime(stored, spent) + (long)((1 − spent) × stableIntervalMicros)
 *   [2i + 1] left = stored − spent                                              (the stored permits after)
 *
 * The caller uses an entry when 0 <= cost < 2^51 and |nowMicros| < 2^51: then `nowMicros + cost` is the general
 * path's `saturatedAdd(momentAvailableMicros, cost)` (momentAvailableMicros is nowMicros, the wait is 0, nothing
 * saturates). Other entries hold cost −1 and the general path runs. SmoothBursty's stored permits cost 0, so its
 * cost is the fresh part alone, as in the general path.
 *
 * SIZE. Idle times up to EMPTY_COOL_DOWNS cool-down intervals (one stored permit each), at most EMPTY_ENTRIES_MAX:
 * longer idle is rare under load and takes the general path.
 *
 * WORKED EXAMPLE (test/engine/guava/empty-bucket.test.ts): create(1000): stable = cool-down = 1000 µs, 1000 max.
 *   idle 250 µs:  stored 0.25, spent 0.25, cost (long)(0.75 × 1000) = 750, left 0
 *   idle 1500 µs: stored 1.5,  spent 1,    cost 0,                         left 0.5
 */
import { longCast as longCast_EXPORT } from './long-math';

const longCast = longCast_EXPORT;
const EMPTY_COOL_DOWNS = 3;
const EMPTY_ENTRIES_MAX = 4096;

/** What pricing needs of a limiter, as of its last setRate. */
export interface EmptyBucketPricing {
  readonly maxPermits: number;
  readonly coolDownIntervalMicros: number;
  readonly stableIntervalMicros: number;
  storedPermitsToWaitTime(storedPermits: number, permitsToTake: number): number;
}

/** Prices the table for the limiter's current constants (see the header). */
export function emptyBucketTable(limiter: EmptyBucketPricing): Float64Array {
  const { maxPermits, coolDownIntervalMicros, stableIntervalMicros } = limiter;
  const wanted = Math.min(EMPTY_ENTRIES_MAX, Math.floor(EMPTY_COOL_DOWNS * coolDownIntervalMicros) + 1);
  const entries = wanted >= 1 ? wanted : 1; // NaN (a 0 µs warm-up) too
  const table = new Float64Array(2 * entries);
  for (let i = 0; i < entries; i++) {
    const stored = i > 0 ? Math.min(maxPermits, 0 + i / coolDownIntervalMicros) : 0;
    const spent = Math.min(1, stored);
    const costMicros = limiter.storedPermitsToWaitTime(stored, spent) + longCast((1 - spent) * stableIntervalMicros);
    table[2 * i] = costMicros >= 0 && costMicros < 2 ** 51 ? costMicros : -1;
    table[2 * i + 1] = stored - spent;
  }
  return table;
}
