/**
 * `tryConsume(n)` in doubles, for callers that only want the verdict (`Bucket4jBucket.decide`): the same refill
 * (refill.ts) and consumption (bucket.ts), step for step, on a copy of the state held as numbers.
 *
 * WHY. The BigInt path costs a BigInt per operand and result and a record per refill and call: about 6 M calls
 * per second on the peer workload (bench/cases/peer.ts), where Bucket4j itself decides in a few nanoseconds
 * with plain longs. Bucket4j's arithmetic is integer arithmetic on longs; doubles hold every integer below 2^53
 * exactly, and +, −, ×, % and a division of an exact multiple give the exact integer result whenever that
 * result is below 2^53 too. So while the state, the constants and every intermediate stay below the bounds
 * below, the numbers here ARE the longs upstream computes, and no Java overflow (at 2^63) can happen.
 *
 * THE BOUNDS. Constants (capacity, refillTokens, refillPeriodNanos) and state values (lastRefillTimeNanos,
 * currentSize, roundingError) below 2^52 in magnitude, so a difference of two is below 2^53; the products
 * `elapsedPeriods × refillTokens` and `refillTokens × Δ`, and `divided`, are checked below 2^52 as computed (a
 * rounded product at or above the bound means the exact one is too: rounding is monotonic). A call that would
 * leave the bounds returns UNDECIDED before changing anything and the bucket runs the BigInt path instead,
 * which also owns the overflow guards and the double fallback (refill.ts): epoch-ns clocks (1.7e18) always go
 * that way, so this path serves clocks counted from a nearby origin.
 *
 *   refill, per bandwidth (refill.ts's names):
 *     now ≤ last → nothing;  intervally: now −= (now − last) % period, and again now ≤ last → nothing
 *     last = now;  size ≥ capacity → nothing more
 *     Δ = now − last₀;  Δ > period → size += (Δ div period) × tokens, > capacity → full;  Δ %= period
 *     divided = tokens × Δ + roundingError;  refill = divided div period
 *     refill 0 → roundingError = divided,  else size += refill, roundingError = divided % period
 *     size ≥ capacity → full (size = capacity, roundingError = 0)
 *   then consume n from every bandwidth iff n ≤ min(size).
 *
 * Layout: `consts` holds [capacity, refillPeriodNanos, refillTokens, intervally 0/1] per bandwidth; `state`
 * and `scratch` hold [lastRefillTimeNanos, currentSize, roundingError] per bandwidth.
 */

/** Every |value| below 2^52: differences and sums of two stay below 2^53, so exact. */
export const NUMERIC_BOUND = 2 ** 52;
export const CONSUMED = 1;
export const REFUSED = 0;
export const UNDECIDED = -1;

/**
 * Refills every bandwidth to `now` and consumes `tokens` if all hold them, in place in `state`; CONSUMED or
 * REFUSED, or UNDECIDED (nothing changed) when a value would leave the bounds. `tokens` is a positive integer.
 */
export function numericTryConsume(
  consts: Float64Array,
  state: Float64Array,
  scratch: Float64Array,
  bandwidths: number,
  tokens: number,
  now: number,
): number {
  if (!(now < NUMERIC_BOUND && now > -NUMERIC_BOUND)) return UNDECIDED;
  let available = Infinity;
  for (let b = 0; b < bandwidths; b++) {
    const c = b * 4;
    const s = b * 3;
    const capacity = consts[c];
    const period = consts[c + 1];
    const refillTokens = consts[c + 2];
    const previous = state[s];
    let size = state[s + 1];
    let roundingError = state[s + 2];
    let last = previous;
    // intervally: down to the grid (refill.ts runs this only for a time after the last refill, as here)
    const refillTo = now > previous && consts[c + 3] === 1 ? now - ((now - previous) % period) : now;
    if (refillTo > previous) {
      last = refillTo;
      if (size < capacity) {
        let duration = refillTo - previous;
        let newSize = size;
        let full = false;
        if (duration > period) {
          const rest = duration % period;
          const added = ((duration - rest) / period) * refillTokens;
          if (!(added < NUMERIC_BOUND)) return UNDECIDED;
          newSize += added;
          if (newSize > capacity) full = true;
          duration = rest;
        }
        if (!full) {
          const divided = refillTokens * duration + roundingError;
          if (!(divided >= 0 && divided < NUMERIC_BOUND)) return UNDECIDED; // < 0: refill.ts's double fallback
          const remainder = divided % period;
          const refilled = (divided - remainder) / period;
          if (refilled === 0) roundingError = divided;
          else {
            newSize += refilled;
            roundingError = remainder;
          }
          if (newSize >= capacity) full = true;
        }
        if (full) {
          size = capacity;
          roundingError = 0;
        } else size = newSize;
      }
    }
    scratch[s] = last;
    scratch[s + 1] = size;
    scratch[s + 2] = roundingError;
    if (size < available) available = size;
  }
  const consumed = tokens <= available;
  for (let b = 0; b < bandwidths; b++) {
    const s = b * 3;
    state[s] = scratch[s];
    state[s + 1] = consumed ? scratch[s + 1] - tokens : scratch[s + 1];
    state[s + 2] = scratch[s + 2];
  }
  return consumed ? CONSUMED : REFUSED;
}
