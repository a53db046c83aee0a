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
 * THE TABLE. One cost per idle time i = 0, 1, …, entries − 1 µs, priced with the general path's operations:
 *
 *   stored = i > 0 ? min(maxPermits, 0 + i / coolDownIntervalMicros) : 0      (the resync; 0 + x is x exactly)
 *   spent  = min(1, stored)
 *   cost   = storedPermitsToWaitTime(stored, spent) + (long)((1 − spent) × stableIntervalMicros)
 *
 * An entry holds the cost when 0 <= cost < 2^31 (a cost is at most one stable interval: every rate above one permit
 * per 35 minutes), and the caller uses it when |nowMicros| < 2^51: then `nowMicros + cost` is the general path's
 * `saturatedAdd(momentAvailableMicros, cost)` (momentAvailableMicros is nowMicros, the wait is 0, nothing
 * saturates). Other entries hold −1 and the general path runs. SmoothBursty's stored permits cost 0, so its cost
 * is the fresh part alone, as in the general path.
 *
 * WHY 32-BIT ENTRIES. The entries are whole µs, and an Int32Array hands the hot path an integer: when the caller's
 * clock is integer too (a millisecond stopwatch, floor(ms) × 1000), V8 keeps the whole grant in integer arithmetic,
 * with no conversion on the chain from one grant to the next. Measured on the peer workload with the stopwatch at
 * floor(arrival ms): 17.6 -> 13.6 ms CPU per million calls against a Float64Array of the same numbers.
 *
 * SIZE: IDLE UP TO ONE COOL-DOWN INTERVAL (at most EMPTY_ENTRIES_MAX µs). Then i <= coolDownIntervalMicros, so
 * stored <= 1 (division rounds monotonically and i / i is 1), spent = stored and the bucket is empty again:
 * stored − spent = 0, which the caller writes. Longer idle leaves a stored permit behind and takes the general
 * path. Measured: this table (create(1000): 8 KB as doubles, 4 KB now) decides SmoothBursty's peer workload faster
 * than one covering three intervals with the permits left (48 KB), which competes for the first-level cache.
 *
 * WORKED EXAMPLE (test/engine/guava/empty-bucket.test.ts): create(1000): stable = cool-down = 1000 µs, 1000 max.
 *   idle 250 µs:  stored 0.25, spent 0.25, cost (long)(0.75 × 1000) = 750
 *   idle 1000 µs: stored 1,    spent 1,    cost 0 (a whole stored permit, free)
 *   idle 0 µs:    nothing stored, a whole fresh permit: cost 1000
 */
import { longCast as longCast_EXPORT } from './long-math';

const longCast = longCast_EXPORT;
const EMPTY_ENTRIES_MAX = 4096;

/** What pricing needs of a limiter, as of its last setRate. */
export interface EmptyBucketPricing {
  readonly maxPermits: number;
  readonly coolDownIntervalMicros: number;
  readonly stableIntervalMicros: number;
  storedPermitsToWaitTime(storedPermits: number, permitsToTake: number): number;
}

/** Prices the table for the limiter's current constants (see the header). */
export function emptyBucketTable(limiter: EmptyBucketPricing): Int32Array {
  const { maxPermits, coolDownIntervalMicros, stableIntervalMicros } = limiter;
  const wanted = Math.min(EMPTY_ENTRIES_MAX, Math.floor(coolDownIntervalMicros) + 1);
  const table = new Int32Array(wanted >= 1 ? wanted : 1); // 1 for NaN too (a 0 µs warm-up)
  for (let i = 0; i < table.length; i++) {
    const stored = i > 0 ? Math.min(maxPermits, 0 + i / coolDownIntervalMicros) : 0;
    const spent = Math.min(1, stored);
    const costMicros = limiter.storedPermitsToWaitTime(stored, spent) + longCast((1 - spent) * stableIntervalMicros);
    table[i] = costMicros >= 0 && costMicros < 2 ** 31 ? costMicros : -1;
  }
  return table;
}
