/**
 * Guava's rate limiter core: the "next free ticket" clock and stored permits.
 * Models `com.google.common.util.concurrent.SmoothRateLimiter` and the parts of `RateLimiter`
 * that drive it (Guava 31.1); the two concrete shapes live in `smooth-bursty.ts` and
 * `smooth-warming-up.ts`.
 *
 * THE NAIVE LIMITER AND ITS FLAW. To hold a rate of R permits per second you could remember
 * when the last permit was granted and make each caller wait until 1/R seconds have passed
 * since then. That limiter only remembers one moment, so it forgets everything else: a
 * limiter left idle for a minute treats the next caller exactly like a busy one. Sometimes
 * idleness means spare capacity (an empty network buffer: go faster for a while), sometimes
 * it means a cold backend (stale caches: go slower for a while). Either way it is information.
 *
 * STORED PERMITS ARE UNUSED TIME. Guava keeps that information as `storedPermits`: while the
 * limiter sits idle, the idle time is converted into permits, one per `coolDownIntervalMicros`,
 * up to `maxPermits`. A request of k permits is served first from stored permits, then from
 * fresh ones. A fresh permit always costs `stableIntervalMicros = 1e6 / permitsPerSecond`. What
 * a stored permit costs is the subclass's choice, described as a curve of "interval per
 * permit" over the stored-permit axis; taking s stored permits costs the AREA under that curve
 * between `storedPermits − s` and `storedPermits` (`storedPermitsToWaitTime`). Areas add up, so
 * in exact arithmetic acquire(3) costs the same as acquire(1) three times (Guava's `(long)`
 * truncations break this by up to a microsecond per piece; see the tests).
 *
 *   SmoothBursty:     the curve is 0: stored permits are free, a burst after idle passes at once.
 *   SmoothWarmingUp:  the curve is above the stable interval: after idle, permits get dearer.
 *
 * PAY IN ADVANCE: THE NEXT CALLER PAYS. Instead of the last grant, Guava remembers
 * `nextFreeTicketMicros`, the moment the next request may proceed. A request waits until that
 * moment (not for its own permits) and then pushes the moment forward by the cost of its own
 * permits. So the first acquire never waits, even acquire(100): the next caller does.
 *
 *   time ──────┬───────────────┬────────────────────────┬──────────▶
 *            nowMicros   nextFreeTicketMicros   nextFreeTicketMicros'
 *              │◀── waitMicros ─▶│◀──── cost of my permits ──▶│
 *
 * RESYNC (lazy, on every acquire/tryAcquire grant and setRate). If `nowMicros >
 * nextFreeTicketMicros` the limiter was idle: `storedPermits = min(maxPermits, storedPermits +
 * (nowMicros − nextFreeTicketMicros) / coolDownIntervalMicros)` and `nextFreeTicketMicros =
 * nowMicros`. Then a reservation of k permits at nowMicros:
 *
 *   s = min(k, storedPermits);  fresh = k − s
 *   costMicros = storedPermitsToWaitTime(storedPermits, s) + (long)(fresh × stableIntervalMicros)
 *   waitMicros = max(nextFreeTicketMicros − nowMicros, 0)           (read before the push)
 *   nextFreeTicketMicros = saturatedAdd(nextFreeTicketMicros, costMicros);  storedPermits −= s
 *
 * `tryAcquire(k, timeout)` first clamps a negative timeout to 0, then grants iff
 * `nextFreeTicketMicros − timeout <= nowMicros` (no resync for a refusal), and reserves as above.
 *
 * HOW WE DIFFER FROM UPSTREAM. We return the wait instead of sleeping, and the time is passed
 * in (`nowMicros`) instead of read from a stopwatch; `tryAcquire` returns whether it granted and
 * leaves the wait in `lastReservation.waitMicros`. There is no mutex: one limiter, one caller at
 * a time. Java `long`s are JS numbers, exact below 2^53 µs (285 years); a saturated
 * `nextFreeTicketMicros` reads as 2^63. Everything a chart or an explanation needs is readable
 * without changing state (getters, `storedPermitsAt`, `storedPermitsToWaitTime`,
 * `lastReservation`).
 *
 * Invariants: 0 <= storedPermits <= maxPermits, given a positive warm-up period (see
 * smooth-warming-up.ts) and up to one ulp: rescaling a full bucket, storedPermits × new / old, can
 * land one ulp above the new maxPermits, in Java too; nextFreeTicketMicros never decreases; waits
 * are never negative.
 */
import { saturatedAdd as saturatedAdd_EXPORT, toLong as toLong_EXPORT } from '../java';
import { newReservation, type GuavaReservation } from './reservation';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const saturatedAdd = saturatedAdd_EXPORT;
const toLong = toLong_EXPORT;

export abstract class SmoothRateLimiter {
  #storedPermits = 0;
  #maxPermits = 0;
  #stableIntervalMicros = 0;
  #nextFreeTicketMicros = 0;
  /** `coolDownIntervalMicros` as of the last setRate (the shape's constants change only there): a field read on the hot path. */
  #coolDownIntervalMicros = 0;
  readonly #reservation: GuavaReservation = newReservation();
  /**
   * The last call, as the few numbers its reservation record is built from (see lastReservation): which call
   * (0 none, 1 acquire, 2 tryAcquire), its arguments, whether it was granted, the state it found and its wait.
   * `#recorded` is false until the record has been rebuilt for this call.
   */
  #lastOp = 0;
  #lastNowMicros = 0;
  #lastPermits = 0;
  #lastTimeoutMicros = 0;
  #lastGranted = false;
  #lastNextFreeBefore = 0;
  #lastStoredBefore = 0;
  #lastWaitMicros = 0;
  #recorded = true;

  /** Stored permits, as of the last operation (see `storedPermitsAt` for a later time). */
  get storedPermits(): number {
    return this.#storedPermits;
  }
  get maxPermits(): number {
    return this.#maxPermits;
  }
  get stableIntervalMicros(): number {
    return this.#stableIntervalMicros;
  }
  /** When the next request may proceed (Guava's `queryEarliestAvailable`). */
  get nextFreeTicketMicros(): number {
    return this.#nextFreeTicketMicros;
  }
  /** `getRate()`: derived back from the interval, so it can differ from the rate set in the last bit. */
  get rate(): number {
    return 1_000_000 / this.#stableIntervalMicros;
  }
  /**
   * The last acquire/tryAcquire, overwritten in place by the next one. Built on first read from what the call
   * kept, with the same arithmetic the call ran (a rate change builds it first, while the old constants hold).
   */
  get lastReservation(): Readonly<GuavaReservation> {
    if (!this.#recorded) this.#record();
    return this.#reservation;
  }

  /** What the last call waits (µs; 0 when refused): `lastReservation.waitMicros` without building the record. */
  get lastWaitMicros(): number {
    return this.#lastWaitMicros;
  }

  /** µs of idle time that add one stored permit. */
  abstract get coolDownIntervalMicros(): number;

  /** The curve's height at `storedPermits`: what the stored permit at that level costs (µs). */
  abstract storedPermitIntervalMicros(storedPermits: number): number;

  /** Computes the shape's constants for a new rate; returns the new maxPermits. */
  protected abstract applyRate(permitsPerSecond: number, stableIntervalMicros: number): number;

  /** Stored permits after a rate change, from the resynced value and the old and new maxPermits. */
  protected abstract rescaleStoredPermits(storedPermits: number, oldMaxPermits: number, newMaxPermits: number): number;

  /**
   * Prices taking `permitsToTake` of `storedPermits` (0 <= permitsToTake <= storedPermits), writing the
   * warm/stable split into `out` (`warmPermitsSpent`, `warmMicros`, `stableStoredMicros`); returns the sum,
   * which is exactly `storedPermitsToWaitTime` of the same arguments (the record is built with this one).
   */
  protected abstract priceStoredPermits(storedPermits: number, permitsToTake: number, out: GuavaReservation): number;

  /**
   * Pure: the µs that taking `permitsToTake` from `storedPermits` adds to the next free ticket (Guava's
   * `storedPermitsToWaitTime`). The hot path calls this one: it writes nothing.
   */
  abstract storedPermitsToWaitTime(storedPermits: number, permitsToTake: number): number;

  /** Pure: the stored permits a resync at `nowMicros` would produce. */
  storedPermitsAt(nowMicros: number): number {
    if (nowMicros <= this.#nextFreeTicketMicros) return this.#storedPermits;
    const idlePermits = (nowMicros - this.#nextFreeTicketMicros) / this.#coolDownIntervalMicros;
    return Math.min(this.#maxPermits, this.#storedPermits + idlePermits);
  }

  /** Pure: would `tryAcquire(_, timeoutMicros, nowMicros)` grant? */
  canAcquire(nowMicros: number, timeoutMicros: number): boolean {
    return this.#nextFreeTicketMicros - Math.max(timeoutMicros, 0) <= nowMicros;
  }

  /** `setRate`: resync at the old rate, then let the shape recompute its constants and rescale. */
  setRate(permitsPerSecond: number, nowMicros: number): void {
    if (!(permitsPerSecond > 0)) throw new RangeError(`rate must be positive: ${permitsPerSecond}`);
    if (!this.#recorded) this.#record();
    this.#resync(nowMicros);
    const stableIntervalMicros = 1_000_000 / permitsPerSecond;
    this.#stableIntervalMicros = stableIntervalMicros;
    const oldMaxPermits = this.#maxPermits;
    this.#maxPermits = this.applyRate(permitsPerSecond, stableIntervalMicros);
    this.#coolDownIntervalMicros = this.coolDownIntervalMicros;
    this.#storedPermits = this.rescaleStoredPermits(this.#storedPermits, oldMaxPermits, this.#maxPermits);
  }

  /** `acquire(permits)`: reserves and returns the µs the caller must wait (Guava sleeps this long). */
  acquire(permits: number, nowMicros: number): number {
    checkPermits(permits);
    this.#keep(1, permits, nowMicros, 0);
    return (this.#lastWaitMicros = this.#reserve(permits, nowMicros));
  }

  /** `tryAcquire(permits, timeout, MICROSECONDS)`: true if granted; the wait is `lastWaitMicros`. */
  tryAcquire(permits: number, timeoutMicros: number, nowMicros: number): boolean {
    const clampedTimeoutMicros = Math.max(timeoutMicros, 0);
    checkPermits(permits);
    this.#keep(2, permits, nowMicros, clampedTimeoutMicros);
    if (this.#nextFreeTicketMicros - clampedTimeoutMicros <= nowMicros) {
      this.#lastWaitMicros = this.#reserve(permits, nowMicros);
      return true;
    }
    this.#lastGranted = false;
    this.#lastWaitMicros = 0;
    return false;
  }

  /** Keeps a call's arguments and the state it found, for #record (granted until tryAcquire says otherwise). */
  #keep(op: number, permits: number, nowMicros: number, timeoutMicros: number): void {
    this.#lastOp = op;
    this.#lastPermits = permits;
    this.#lastNowMicros = nowMicros;
    this.#lastTimeoutMicros = timeoutMicros;
    this.#lastGranted = true;
    this.#lastNextFreeBefore = this.#nextFreeTicketMicros;
    this.#lastStoredBefore = this.#storedPermits;
    this.#recorded = false;
  }

  #resync(nowMicros: number): void {
    if (nowMicros > this.#nextFreeTicketMicros) {
      const newPermits = (nowMicros - this.#nextFreeTicketMicros) / this.#coolDownIntervalMicros;
      this.#storedPermits = Math.min(this.#maxPermits, this.#storedPermits + newPermits);
      this.#nextFreeTicketMicros = nowMicros;
    }
  }

  /**
   * `reserveEarliestAvailable` (with the resync): moves the next free ticket and spends stored permits; returns
   * the wait (µs). The state is read into locals once and written back once: this is the hottest code in Guava's
   * half of the engine.
   */
  #reserve(permits: number, nowMicros: number): number {
    let momentAvailableMicros = this.#nextFreeTicketMicros;
    let storedPermits = this.#storedPermits;
    if (nowMicros > momentAvailableMicros) {
      storedPermits = Math.min(
        this.#maxPermits,
        storedPermits + (nowMicros - momentAvailableMicros) / this.#coolDownIntervalMicros,
      );
      momentAvailableMicros = nowMicros;
    }
    const storedPermitsToSpend = Math.min(permits, storedPermits);
    const storedPermitsMicros = this.storedPermitsToWaitTime(storedPermits, storedPermitsToSpend);
    const freshPermitsMicros = toLong((permits - storedPermitsToSpend) * this.#stableIntervalMicros);
    this.#nextFreeTicketMicros = advance(momentAvailableMicros, storedPermitsMicros, freshPermitsMicros);
    this.#storedPermits = storedPermits - storedPermitsToSpend;
    return Math.max(momentAvailableMicros - nowMicros, 0);
  }

  /**
   * Builds the reservation record of the last call from what it kept: the same resync and pricing #reserve ran,
   * on the state the call found (the shape's constants are those of the call: setRate records first).
   */
  #record(): void {
    this.#recorded = true;
    const r = this.#reservation;
    const nowMicros = this.#lastNowMicros;
    const permits = this.#lastPermits;
    const nextFreeBefore = this.#lastNextFreeBefore;
    const storedBefore = this.#lastStoredBefore;
    r.op = this.#lastOp === 1 ? 'acquire' : this.#lastOp === 2 ? 'tryAcquire' : 'none';
    r.nowMicros = nowMicros;
    r.permits = permits;
    r.timeoutMicros = this.#lastTimeoutMicros;
    r.granted = this.#lastGranted;
    r.nextFreeTicketMicrosBeforeResync = nextFreeBefore;
    r.storedPermitsBeforeResync = storedBefore;
    if (!this.#lastGranted) {
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
        this.#maxPermits,
        storedBefore + (nowMicros - nextFreeBefore) / this.#coolDownIntervalMicros,
      );
      momentAvailableMicros = nowMicros;
    }
    const storedPermitsToSpend = Math.min(permits, storedPermits);
    const freshPermits = permits - storedPermitsToSpend;
    const storedPermitsMicros = this.priceStoredPermits(storedPermits, storedPermitsToSpend, r);
    const freshPermitsMicros = toLong(freshPermits * this.#stableIntervalMicros);
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
}

/** Every |value| below 2^51: the sum of three such integers is below 2^53, so exact in any order. */
const EXACT_PART = 2 ** 51;

/**
 * Guava's `saturatedAdd(momentAvailableMicros, storedPermitsMicros + freshPermitsMicros)`. When all three are
 * integers small enough for every partial sum to be exact (always, short of centuries of µs), the same number is
 * summed left to right: `freshPermitsMicros` depends on the previous call's state, and adding it last keeps one
 * addition, not two, on the chain from one call to the next (measurably faster on the peer workload). Otherwise
 * Guava's order, saturated, exactly as before.
 */
function advance(momentAvailableMicros: number, storedPermitsMicros: number, freshPermitsMicros: number): number {
  if (
    Math.abs(momentAvailableMicros) < EXACT_PART &&
    Math.abs(storedPermitsMicros) < EXACT_PART &&
    Math.abs(freshPermitsMicros) < EXACT_PART &&
    Math.trunc(momentAvailableMicros) === momentAvailableMicros
  ) {
    return momentAvailableMicros + storedPermitsMicros + freshPermitsMicros;
  }
  return saturatedAdd(momentAvailableMicros, storedPermitsMicros + freshPermitsMicros);
}

/** Guava's `checkPermits`: a positive Java int. */
function checkPermits(permits: number): void {
  if (!(permits > 0 && permits <= 2147483647 && Math.floor(permits) === permits)) {
    throw new RangeError(`requested permits (${permits}) must be a positive int`);
  }
}
