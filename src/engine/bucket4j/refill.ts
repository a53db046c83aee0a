/**
 * Bucket4j's token bucket, one bandwidth at a time: the initial state and the lazy refill.
 * Models the per-bandwidth half of `io.github.bucket4j.BucketState64BitsInteger` (Bucket4j
 * 8.19.0), the state every local bucket (`ThreadUnsafeBucket`, `LockFreeBucket`, …) runs.
 *
 * THE MODEL. A bandwidth is a bucket of `capacity` tokens that refills at `refillTokens` per
 * `refillPeriodNanos`. Nothing runs in the background: every operation first calls
 * `refill(now)`, which adds what the time since `lastRefillTimeNanos` is worth, then consumes.
 * The state is three Java longs per bandwidth (`stateData`):
 *
 *   lastRefillTimeNanos   ns on the bucket's clock (epoch ns for a wall clock)
 *   currentSize           tokens; negative after a reservation, above capacity after forceAddTokens
 *   roundingError         token·ns: the part of a token earned but not yet whole (greedy only)
 *
 * GREEDY REFILL IS EXACT INTEGER MATH. Over Δ ns a bandwidth earns refillTokens·Δ/period
 * tokens; Bucket4j keeps the remainder of that division instead of dropping it:
 *
 *   divided          = refillTokens·Δ + roundingError          (token·ns)
 *   currentSize     += divided / refillPeriodNanos             (whole tokens, truncated)
 *   roundingError    = divided % refillPeriodNanos             (carried to the next refill)
 *
 * so many small refills add up to exactly one big one. When Δ exceeds a whole period, the whole
 * periods are added first (elapsedPeriods·refillTokens) and only Δ mod period goes through the
 * division. Reaching capacity resets the bandwidth (`currentSize = capacity`, `roundingError = 0`);
 * while currentSize ≥ capacity (after forceAddTokens) the refill moves lastRefill and adds nothing.
 *
 * Worked example (greedy 10 per 1000 ms, capacity 10, drained to 0 at t = 0):
 *   t = 50 ms:  divided = 10 · 50_000_000 + 0 = 5e8 < 1e9 → no token; roundingError = 5e8
 *   t = 100 ms: divided = 10 · 50_000_000 + 5e8 = 1e9 → 1 token;  roundingError = 0
 * and one refill at 100 ms gives the same: 10 · 1e8 = 1e9 → 1 token.
 *
 * INTERVALLY REFILL: WHOLE PERIODS ON A GRID. An intervally bandwidth first rounds `now` down to
 * lastRefill + k·period, so nothing is added until a whole period has passed, and then all
 * refillTokens at once; lastRefill moves by whole periods, so the grid keeps its phase. For
 * `refillIntervally` the grid is anchored where the bucket was created (lastRefill = creation);
 * for `refillIntervallyAligned` it is the absolute grid timeOfFirstRefill + k·period whatever the
 * creation time: lastRefill starts at timeOfFirstRefill − period, often before creation.
 *
 *   created at 0, period 1000 ms, timeOfFirstRefill 300 ms:
 *   intervally ........ refills at 1000, 2000, 3000 ms …
 *   aligned ........... refills at  300, 1300, 2300 ms … (lastRefill starts at −700 ms)
 *
 * ADAPTIVE INITIAL TOKENS (aligned only): a bucket created part-way through a period starts with
 * min(capacity, max(0, capacity − refillTokens) + nanosBeforeFirstRefill·refillTokens/period),
 * e.g. capacity 10, 10 per 1000 ms, first refill 300 ms after creation: 0 + 3e8·10/1e9 = 3 tokens.
 * A first refill not in the future gives `initialTokens` (= capacity).
 *
 * OVERFLOW GUARDS, as upstream: products go through `multiplyExactOrReturnMaxValue`; when the
 * token·ns product overflows the refill falls back to doubles (and drops the rounding error); a
 * sum that wraps below the old size counts as "full" and resets to capacity.
 *
 * HOW WE DIFFER: the time is passed in, and `refill` returns a record of what it read and did so
 * an explanation never recomputes it. Longs are BigInt (long-math.ts explains why).
 */
import { isIntervallyAligned, type Bandwidth } from './bandwidth';
import {
  doubleToLong,
  maxLong,
  minLong,
  multiplyExactOrReturnMaxValue,
  LONG_MAX_VALUE,
  toDouble,
  wrapLong,
} from './long-math';

/** One bandwidth's slice of `stateData`. */
export interface BandwidthState {
  lastRefillTimeNanos: bigint;
  currentSize: bigint;
  roundingError: bigint;
}

/**
 * notDue: `now` is not past lastRefill (for intervally: not a whole period past); nothing changed.
 * aboveCapacity: lastRefill moved, no tokens (currentSize was already ≥ capacity).
 * refilled: tokens (possibly 0) and roundingError updated below capacity.
 * toCapacity: reached (or wrapped past) capacity: currentSize = capacity, roundingError = 0.
 */
export type RefillOutcome = 'notDue' | 'aboveCapacity' | 'refilled' | 'toCapacity';

export interface RefillRecord {
  outcome: RefillOutcome;
  previousRefillNanos: bigint;
  /** The instant refilled up to: `now`, or for intervally refill the last grid point ≤ now. */
  refillTimeNanos: bigint;
  /** Whole periods added at once (Δ > period), else 0. */
  elapsedPeriods: bigint;
  sizeBefore: bigint;
  sizeAfter: bigint;
  roundingErrorBefore: bigint;
  roundingErrorAfter: bigint;
  /** The token·ns product overflowed a long and the refill was computed in doubles. */
  doubleFallback: boolean;
}

export function initialLastRefillTimeNanos(bandwidth: Bandwidth, currentTimeNanos: bigint): bigint {
  if (!isIntervallyAligned(bandwidth)) return currentTimeNanos;
  return wrapLong((bandwidth.timeOfFirstRefillMillis as bigint) * 1_000_000n - bandwidth.refillPeriodNanos);
}

export function initialTokens(bandwidth: Bandwidth, currentTimeNanos: bigint): bigint {
  if (!bandwidth.useAdaptiveInitialTokens) return bandwidth.initialTokens;
  const timeOfFirstRefillNanos = wrapLong((bandwidth.timeOfFirstRefillMillis as bigint) * 1_000_000n);
  if (currentTimeNanos >= timeOfFirstRefillNanos) return bandwidth.initialTokens;
  const { capacity, refillTokens, refillPeriodNanos } = bandwidth;
  const guaranteedBase = maxLong(0n, capacity - refillTokens);
  const nanosBeforeFirstRefill = timeOfFirstRefillNanos - currentTimeNanos;
  if (multiplyExactOrReturnMaxValue(nanosBeforeFirstRefill, refillTokens) !== LONG_MAX_VALUE) {
    return minLong(capacity, wrapLong(guaranteedBase + (nanosBeforeFirstRefill * refillTokens) / refillPeriodNanos));
  }
  const share = doubleToLong((toDouble(nanosBeforeFirstRefill) * toDouble(refillTokens)) / toDouble(refillPeriodNanos));
  return minLong(capacity, wrapLong(guaranteedBase + share));
}

export function initialBandwidthState(bandwidth: Bandwidth, currentTimeNanos: bigint): BandwidthState {
  return {
    lastRefillTimeNanos: initialLastRefillTimeNanos(bandwidth, currentTimeNanos),
    currentSize: initialTokens(bandwidth, currentTimeNanos),
    roundingError: 0n,
  };
}

/** `resetBandwidth`: full, no carried remainder. */
export function resetBandwidth(state: BandwidthState, capacity: bigint): void {
  state.currentSize = capacity;
  state.roundingError = 0n;
}

function finish(record: RefillRecord, state: BandwidthState, capacity: bigint, outcome: RefillOutcome): RefillRecord {
  if (outcome === 'toCapacity') resetBandwidth(state, capacity);
  record.outcome = outcome;
  record.sizeAfter = state.currentSize;
  record.roundingErrorAfter = state.roundingError;
  return record;
}

/** `refill(bandwidthIndex, bandwidth, currentTimeNanos)`: mutates `state`, returns what happened. */
export function refill(bandwidth: Bandwidth, state: BandwidthState, currentTimeNanos: bigint): RefillRecord {
  const previousRefillNanos = state.lastRefillTimeNanos;
  const record: RefillRecord = {
    outcome: 'notDue',
    previousRefillNanos,
    refillTimeNanos: previousRefillNanos,
    elapsedPeriods: 0n,
    sizeBefore: state.currentSize,
    sizeAfter: state.currentSize,
    roundingErrorBefore: state.roundingError,
    roundingErrorAfter: state.roundingError,
    doubleFallback: false,
  };
  if (currentTimeNanos <= previousRefillNanos) return record;
  const { capacity, refillPeriodNanos, refillTokens } = bandwidth;
  let now = currentTimeNanos;
  if (bandwidth.refillIntervally) now -= wrapLong(now - previousRefillNanos) % refillPeriodNanos;
  if (now <= previousRefillNanos) return record;
  state.lastRefillTimeNanos = now;
  record.refillTimeNanos = now;

  const currentSize = state.currentSize;
  if (currentSize >= capacity) return finish(record, state, capacity, 'aboveCapacity');

  let durationSinceLastRefillNanos = wrapLong(now - previousRefillNanos);
  let newSize = currentSize;
  if (durationSinceLastRefillNanos > refillPeriodNanos) {
    const elapsedPeriods = durationSinceLastRefillNanos / refillPeriodNanos;
    record.elapsedPeriods = elapsedPeriods;
    newSize = wrapLong(newSize + wrapLong(elapsedPeriods * refillTokens));
    // Above capacity, or wrapped around (more than Long.MAX_VALUE tokens): full.
    if (newSize > capacity || newSize < currentSize) return finish(record, state, capacity, 'toCapacity');
    durationSinceLastRefillNanos %= refillPeriodNanos;
  }

  let roundingError = state.roundingError;
  const dividedWithoutError = multiplyExactOrReturnMaxValue(refillTokens, durationSinceLastRefillNanos);
  const divided = wrapLong(dividedWithoutError + roundingError);
  if (divided < 0n || dividedWithoutError === LONG_MAX_VALUE) {
    // No point staying in integers with numbers this big: upstream switches to doubles.
    record.doubleFallback = true;
    const calculatedRefill = doubleToLong(
      (toDouble(durationSinceLastRefillNanos) / toDouble(refillPeriodNanos)) * toDouble(refillTokens),
    );
    newSize = wrapLong(newSize + calculatedRefill);
    roundingError = 0n;
  } else {
    const calculatedRefill = divided / refillPeriodNanos;
    if (calculatedRefill === 0n) {
      roundingError = divided;
    } else {
      newSize = wrapLong(newSize + calculatedRefill);
      roundingError = divided % refillPeriodNanos;
    }
  }
  if (newSize >= capacity || newSize < currentSize) return finish(record, state, capacity, 'toCapacity');
  state.currentSize = newSize;
  state.roundingError = roundingError;
  return finish(record, state, capacity, 'refilled');
}
