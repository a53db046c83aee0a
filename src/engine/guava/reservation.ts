/**
 * What a Guava limiter did on its last `acquire`/`tryAcquire`, with the engine's own numbers,
 * so an "explain this decision" view can replay the arithmetic instead of recomputing it.
 *
 * One record per limiter, overwritten in place by every call (the hot path allocates
 * nothing). Copy it (`{ ...limiter.lastReservation }`) to keep it past the next call.
 *
 * The story of one reservation of `permits` at `nowMicros`, in the order Guava runs it:
 *
 *   1. resync: if the limiter was idle (`nowMicros > nextFreeTicketMicrosBeforeResync`), the
 *      idle time becomes stored permits: `storedPermitsBeforeResync → storedPermitsBefore`
 *      (capped at maxPermits), and the next free ticket moves up to `nowMicros`.
 *   2. the caller is served at `momentAvailableMicros` (the next free ticket after resync), so
 *      it waits `waitMicros = max(momentAvailableMicros − nowMicros, 0)`: the debt left by the
 *      previous caller, not the cost of its own permits.
 *   3. its own permits are paid by pushing the next free ticket forward by `costMicros`:
 *      `storedPermitsSpent` stored permits cost `storedPermitsMicros` (the area under the
 *      curve: `warmMicros` for the `warmPermitsSpent` above the threshold plus
 *      `stableStoredMicros` for the rest; all 0 for SmoothBursty), and `freshPermits` cost
 *      `freshPermitsMicros` = (long)(freshPermits × stableIntervalMicros).
 */
import { longCast, saturatedAdd } from './long-math';

export interface GuavaReservation {
  /** `'none'` until the first call. */
  op: 'none' | 'acquire' | 'tryAcquire';
  nowMicros: number;
  permits: number;
  /** tryAcquire's timeout after Guava's clamp at 0 (0 for acquire). */
  timeoutMicros: number;
  /** false only for a refused tryAcquire: then nothing below step 1 happened and the state is unchanged. */
  granted: boolean;
  nextFreeTicketMicrosBeforeResync: number;
  storedPermitsBeforeResync: number;
  /** Stored permits after the resync, i.e. what the request could draw from. */
  storedPermitsBefore: number;
  /** When the caller gets its permits (the next free ticket after resync). */
  momentAvailableMicros: number;
  storedPermitsSpent: number;
  freshPermits: number;
  /** Stored permits taken from above thresholdPermits (SmoothWarmingUp), priced on the slope. */
  warmPermitsSpent: number;
  /** (long) trapezoid area for `warmPermitsSpent`. */
  warmMicros: number;
  /** (long) stableIntervalMicros × (stored permits taken below the threshold). */
  stableStoredMicros: number;
  /** `warmMicros + stableStoredMicros`: Guava's `storedPermitsToWaitTime`. */
  storedPermitsMicros: number;
  freshPermitsMicros: number;
  /** `storedPermitsMicros + freshPermitsMicros`: how far the next free ticket moves (before saturation). */
  costMicros: number;
  nextFreeTicketMicrosAfter: number;
  storedPermitsAfter: number;
  /** What the caller waits (Guava would sleep this long); 0 when refused. */
  waitMicros: number;
}

export function newReservation(): GuavaReservation {
  return {
    op: 'none',
    nowMicros: 0,
    permits: 0,
    timeoutMicros: 0,
    granted: false,
    nextFreeTicketMicrosBeforeResync: 0,
    storedPermitsBeforeResync: 0,
    storedPermitsBefore: 0,
    momentAvailableMicros: 0,
    storedPermitsSpent: 0,
    freshPermits: 0,
    warmPermitsSpent: 0,
    warmMicros: 0,
    stableStoredMicros: 0,
    storedPermitsMicros: 0,
    freshPermitsMicros: 0,
    costMicros: 0,
    nextFreeTicketMicrosAfter: 0,
    storedPermitsAfter: 0,
    waitMicros: 0,
  };
}

/** What rebuilding a record needs of a limiter: its constants and pricing as of the call (see SmoothRateLimiter). */
export interface ReservationPricing {
  readonly maxPermits: number;
  readonly coolDownIntervalMicros: number;
  readonly stableIntervalMicros: number;
  /** `storedPermitsToWaitTime`, with the warm/stable split written into `out`. */
  priceStoredPermits(storedPermits: number, permitsToTake: number, out: GuavaReservation): number;
}

/** What one recorded call keeps (see SmoothRateLimiter): its arguments, its verdict and the state it found. */
export class KeptCall {
  op: GuavaReservation['op'] = 'none';
  nowMicros = 0;
  permits = 0;
  timeoutMicros = 0;
  granted = false;
  nextFreeBefore = 0;
  storedBefore = 0;
}

/**
 * Fills `r` for one call from what the call kept, re-running the resync and pricing the limiter ran (the same
 * operations, so the same numbers).
 */
export function rebuildReservation(r: GuavaReservation, pricing: ReservationPricing, call: KeptCall): void {
  const { nowMicros, permits, granted, nextFreeBefore, storedBefore } = call;
  r.op = call.op;
  r.nowMicros = nowMicros;
  r.permits = permits;
  r.timeoutMicros = call.timeoutMicros;
  r.granted = granted;
  r.nextFreeTicketMicrosBeforeResync = nextFreeBefore;
  r.storedPermitsBeforeResync = storedBefore;
  if (!granted) {
    // a refusal: nothing below the resync happened and the state is unchanged
    r.momentAvailableMicros = r.nextFreeTicketMicrosAfter = nextFreeBefore;
    r.storedPermitsBefore = r.storedPermitsAfter = storedBefore;
    r.storedPermitsSpent = r.freshPermits = r.warmPermitsSpent = 0;
    r.warmMicros = r.stableStoredMicros = r.storedPermitsMicros = r.freshPermitsMicros = r.costMicros = 0;
    r.waitMicros = 0;
    return;
  }
  let momentAvailableMicros = nextFreeBefore;
  let storedPermits = storedBefore;
  if (nowMicros > nextFreeBefore) {
    storedPermits = Math.min(
      pricing.maxPermits,
      storedBefore + (nowMicros - nextFreeBefore) / pricing.coolDownIntervalMicros,
    );
    momentAvailableMicros = nowMicros;
  }
  const storedPermitsToSpend = Math.min(permits, storedPermits);
  const freshPermits = permits - storedPermitsToSpend;
  const storedPermitsMicros = pricing.priceStoredPermits(storedPermits, storedPermitsToSpend, r);
  const freshPermitsMicros = longCast(freshPermits * pricing.stableIntervalMicros);
  const costMicros = storedPermitsMicros + freshPermitsMicros;
  r.storedPermitsBefore = storedPermits;
  r.momentAvailableMicros = momentAvailableMicros;
  r.storedPermitsSpent = storedPermitsToSpend;
  r.freshPermits = freshPermits;
  r.storedPermitsMicros = storedPermitsMicros;
  r.freshPermitsMicros = freshPermitsMicros;
  r.costMicros = costMicros;
  r.nextFreeTicketMicrosAfter = saturatedAdd(momentAvailableMicros, costMicros);
  r.storedPermitsAfter = storedPermits - storedPermitsToSpend;
  r.waitMicros = Math.max(momentAvailableMicros - nowMicros, 0);
}
