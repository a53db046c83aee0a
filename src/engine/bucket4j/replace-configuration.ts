/**
 * Bucket4j's `replaceConfiguration` (`BucketState64BitsInteger.replaceConfiguration`, 8.19.0) —
 * FROM SOURCE, NOT TRACE-CHECKED: no recorded trace drives it. Swapping a bucket's bandwidths at
 * run time keeps its tokens according to a `TokensInheritanceStrategy`:
 *
 *   RESET           forget everything: a fresh state, as if the bucket were built now
 *   AS_IS           keep currentSize (capped at the new capacity) and lastRefill
 *   PROPORTIONALLY  scale (currentSize + roundingError/period) by newCapacity/oldCapacity, in doubles;
 *                   the fractional part becomes the new roundingError (greedy)
 *   ADDITIVE        AS_IS, plus (newCapacity − oldCapacity) when the capacity grows
 *
 * WHICH OLD BANDWIDTH A NEW ONE INHERITS FROM: the first old one with the same `id` — where "no id"
 * equals "no id" only if at most one bandwidth is without id on each side. So a bucket of two
 * bandwidths without ids starts both afresh (initial tokens at `now`) whatever the strategy.
 *
 * QUIRKS kept from the source: the new state starts zeroed, so a bandwidth capped at capacity has
 * roundingError 0; AS_IS and ADDITIVE carry the rounding error as `(long) scale * roundingError` —
 * the cast truncates the period ratio first, so halving the period drops the carried remainder
 * (0.5 → 0) and doubling it doubles it (then capped at period − 1); lastRefill is copied from the
 * old bandwidth even when the new one is aligned (its grid keeps the old phase).
 *
 * Worked examples (the enum's own Javadoc; greedy 10 per minute, 40 tokens, roundingError 0):
 * capacity 100 → 200: PROPORTIONALLY 80, AS_IS 40, ADDITIVE 140; 100 → 20: PROPORTIONALLY 8,
 * AS_IS 20, ADDITIVE 20.
 */
import type { Bandwidth } from './bandwidth';
import { doubleToLong, LONG_MIN_VALUE, toDouble, wrapLong } from './long-math';
import { initialBandwidthState, type BandwidthState } from './refill';

export type TokensInheritanceStrategy = 'PROPORTIONALLY' | 'AS_IS' | 'RESET' | 'ADDITIVE';

function zeroState(): BandwidthState {
  return { lastRefillTimeNanos: 0n, currentSize: 0n, roundingError: 0n };
}

function isGreedy(b: Bandwidth): boolean {
  return !b.refillIntervally;
}

/** `(long) roundingScale * roundingError`, capped at newPeriod − 1. */
function scaledRoundingError(next: Bandwidth, prev: Bandwidth, roundingError: bigint): bigint {
  const roundingScale = toDouble(next.refillPeriodNanos) / toDouble(prev.refillPeriodNanos);
  const newRoundingError = wrapLong(doubleToLong(roundingScale) * roundingError);
  return newRoundingError >= next.refillPeriodNanos ? next.refillPeriodNanos - 1n : newRoundingError;
}

function asIs(out: BandwidthState, next: Bandwidth, old: BandwidthState, prev: Bandwidth): void {
  out.lastRefillTimeNanos = old.lastRefillTimeNanos;
  if (old.currentSize >= next.capacity) {
    out.currentSize = next.capacity;
    return;
  }
  out.currentSize = old.currentSize;
  if (isGreedy(next) && isGreedy(prev)) out.roundingError = scaledRoundingError(next, prev, old.roundingError);
}

function proportionally(out: BandwidthState, next: Bandwidth, old: BandwidthState, prev: Bandwidth): void {
  out.lastRefillTimeNanos = old.lastRefillTimeNanos;
  if (old.currentSize >= prev.capacity) {
    out.currentSize = next.capacity; // can come here after forceAddTokens
    return;
  }
  const realRoundedError = toDouble(old.roundingError) / toDouble(prev.refillPeriodNanos);
  const scale = toDouble(next.capacity) / toDouble(prev.capacity);
  const realNewSize = (toDouble(old.currentSize) + realRoundedError) * scale;
  let newSize = doubleToLong(realNewSize);
  if (newSize >= next.capacity) {
    out.currentSize = next.capacity;
    return;
  }
  if (newSize === LONG_MIN_VALUE) {
    out.currentSize = LONG_MIN_VALUE;
    return;
  }
  let restOfDivision = realNewSize - toDouble(newSize);
  if (restOfDivision > 1.0 || restOfDivision < -1.0) restOfDivision = realNewSize % 1;
  if (restOfDivision === 0.0) {
    out.currentSize = newSize;
    return;
  }
  if (realNewSize < 0) {
    newSize -= 1n;
    restOfDivision += 1;
  }
  out.currentSize = newSize;
  if (isGreedy(next)) out.roundingError = doubleToLong(restOfDivision * toDouble(next.refillPeriodNanos));
}

function additive(out: BandwidthState, next: Bandwidth, old: BandwidthState, prev: Bandwidth): void {
  if (next.capacity <= prev.capacity) {
    asIs(out, next, old, prev);
    return;
  }
  out.lastRefillTimeNanos = old.lastRefillTimeNanos;
  if (old.currentSize >= prev.capacity) {
    out.currentSize = next.capacity;
    return;
  }
  const newSize = wrapLong(old.currentSize + (next.capacity - prev.capacity));
  out.currentSize = newSize;
  if (newSize < next.capacity && isGreedy(next) && isGreedy(prev)) {
    out.roundingError = scaledRoundingError(next, prev, old.roundingError);
  }
}

/** The new states, and for each new bandwidth the old index it inherited from (null = fresh). */
export function replaceState(
  previous: readonly Bandwidth[],
  previousStates: readonly BandwidthState[],
  next: readonly Bandwidth[],
  strategy: TokensInheritanceStrategy,
  currentTimeNanos: bigint,
): { states: BandwidthState[]; previousIndex: (number | null)[] } {
  if (strategy === 'RESET') {
    return { states: next.map((b) => initialBandwidthState(b, currentTimeNanos)), previousIndex: next.map(() => null) };
  }
  const withoutId = (bs: readonly Bandwidth[]): number => bs.filter((b) => b.id === null).length;
  const nullIdComparisonCanBeApplied = withoutId(previous) < 2 && withoutId(next) < 2;
  const states: BandwidthState[] = [];
  const previousIndex: (number | null)[] = [];
  for (const nb of next) {
    const j = nb.id !== null || nullIdComparisonCanBeApplied ? previous.findIndex((pb) => pb.id === nb.id) : -1;
    if (j < 0) {
      states.push(initialBandwidthState(nb, currentTimeNanos));
      previousIndex.push(null);
      continue;
    }
    const out = zeroState();
    if (strategy === 'AS_IS') asIs(out, nb, previousStates[j], previous[j]);
    else if (strategy === 'PROPORTIONALLY') proportionally(out, nb, previousStates[j], previous[j]);
    else additive(out, nb, previousStates[j], previous[j]);
    states.push(out);
    previousIndex.push(j);
  }
  return { states, previousIndex };
}
