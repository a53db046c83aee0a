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
 * EMPTY BUCKET (same numbers, faster). The commonest reservation of a busy limiter takes one
 * permit from an empty bucket (storedPermits exactly 0) a whole number i of µs after the next free
 * ticket; its cost depends only on i and the constants of the last setRate, and for i up to one
 * cool-down interval it leaves the bucket empty again. setRate prices those costs once per i
 * (empty-bucket.ts, with the operations above), and the hot path looks them up instead of running
 * the resync-and-price chain; every other call, and any entry the lookup cannot reproduce
 * exactly, runs the formulas above.
 *
 * RECORDING IS OPT-IN. Like Guava, a limiter only decides. With `recording` on (explanations,
 * which re-run the limiter up to the request, and the simulation's log rows), each call keeps
 * its arguments, verdict and the two numbers of state it found, and `lastReservation` re-runs
 * the resync and pricing from those when read (reservation.ts). Off, calls keep nothing, at
 * ~8 % of SmoothBursty's time on the peer workload, and `lastReservation` throws.
 *
 * HOW WE DIFFER FROM UPSTREAM. We return the wait instead of sleeping, and the time is passed
 * in (`nowMicros`) instead of read from a stopwatch; `tryAcquire` returns whether it granted and
 * leaves the wait in `lastWaitMicros`. There is no mutex: one limiter, one caller at
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
import { emptyBucketTable } from './empty-bucket';
import {
  checkPermits as checkPermits_EXPORT,
  longCast as longCast_EXPORT,
  saturatedAdd as saturatedAdd_EXPORT,
} from './long-math';
import { KeptCall, newReservation, rebuildReservation, type GuavaReservation } from './reservation';

// Module-local copies: an imported binding can be read through a getter on every use (transpiled modules),
// which the hottest loop measurably pays for.
const saturatedAdd = saturatedAdd_EXPORT;
const checkPermits = checkPermits_EXPORT;
const longCast = longCast_EXPORT;
const NO_ENTRIES: Int32Array = new Int32Array(0);

export abstract class SmoothRateLimiter {
  #storedPermits = 0;
  #maxPermits = 0;
  #stableIntervalMicros = 0;
  #nextFreeTicketMicros = 0;
  /** `coolDownIntervalMicros` as of the last setRate (the shape's constants change only there): a field read on the hot path. */
  #coolDownIntervalMicros = 0;
  /**
   * True when every stored permit is free (SmoothBursty: `storedPermitsToWaitTime` is 0 whatever it is asked), so
   * the hot path skips the call: the one call site would otherwise see both shapes and be compiled for both, and
   * whichever shape ran second paid for it.
   */
  readonly #storedPermitsFree: boolean;
  readonly #reservation: GuavaReservation = newReservation();
  /** The empty-bucket table (empty-bucket.ts), priced by setRate, and how many idle times it covers. */
  #emptyBucket = NO_ENTRIES;
  #emptyEntries = 0;
  /** What the last recorded call kept (reservation.ts); `#recorded` is false until its record is rebuilt. */
  readonly #kept = new KeptCall();
  #lastWaitMicros = 0;
  #recorded = true;
  #recording = false;

  /** `storedPermitsFree`: see the field of that name. */
  constructor(storedPermitsFree: boolean) {
    this.#storedPermitsFree = storedPermitsFree;
  }

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
    if (!this.#recording) throw new Error('lastReservation needs recording on before the call');
    if (!this.#recorded) this.#record();
    return this.#reservation;
  }

  /** Whether calls keep what `lastReservation` is rebuilt from (see RECORDING IS OPT-IN); off when created. */
  get recording(): boolean {
    return this.#recording;
  }
  /** Turning it on starts from an empty record (`op` 'none') until the next call. */
  set recording(on: boolean) {
    if (on && !this.#recording) {
      Object.assign(this.#reservation, newReservation());
      this.#recorded = true;
    }
    this.#recording = on;
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
  abstract priceStoredPermits(storedPermits: number, permitsToTake: number, out: GuavaReservation): number;

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
    this.#emptyBucket = emptyBucketTable(this);
    this.#emptyEntries = this.#emptyBucket.length;
  }

  /** `acquire(permits)`: reserves and returns the µs the caller must wait (Guava sleeps this long). */
  acquire(permits: number, nowMicros: number): number {
    checkPermits(permits);
    if (this.#recording) this.#keep('acquire', permits, nowMicros, 0, true);
    this.#reserve(permits, nowMicros);
    return this.#lastWaitMicros;
  }

  /** `tryAcquire(permits, timeout, MICROSECONDS)`: true if granted; the wait is `lastWaitMicros`. */
  tryAcquire(permits: number, timeoutMicros: number, nowMicros: number): boolean {
    const clampedTimeoutMicros = Math.max(timeoutMicros, 0);
    if ((permits | 0) !== permits || permits <= 0) checkPermits(permits); // inline: the call's guard is not free
    const granted = this.#nextFreeTicketMicros - clampedTimeoutMicros <= nowMicros;
    if (this.#recording) this.#keep('tryAcquire', permits, nowMicros, clampedTimeoutMicros, granted);
    // each path writes the wait itself, so the common ones store the constant 0 (see #reserve)
    if (granted) this.#reserve(permits, nowMicros);
    else this.#lastWaitMicros = 0;
    return granted;
  }

  /** Keeps a call's arguments, its verdict and the state it found, for #record. */
  #keep(op: GuavaReservation['op'], permits: number, nowMicros: number, timeoutMicros: number, granted: boolean): void {
    const k = this.#kept;
    k.op = op;
    k.permits = permits;
    k.nowMicros = nowMicros;
    k.timeoutMicros = timeoutMicros;
    k.granted = granted;
    k.nextFreeBefore = this.#nextFreeTicketMicros;
    k.storedBefore = this.#storedPermits;
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
   * `reserveEarliestAvailable` (with the resync): moves the next free ticket and spends stored permits, and
   * writes the wait (µs) to `#lastWaitMicros`: the lookup path stores the constant 0, which costs less than
   * storing a returned number (measured: 2 ms per million calls on the peer workload). One permit on an empty
   * bucket at a whole number of µs of idle time is looked up in the empty-bucket table (see EMPTY BUCKET in the
   * header); everything else runs Guava's arithmetic.
   */
  #reserve(permits: number, nowMicros: number): void {
    if (permits === 1 && this.#storedPermits === 0) {
      const idleMicros = nowMicros - this.#nextFreeTicketMicros;
      const i = idleMicros | 0;
      // 2^51 written out (EXACT_PART): a module constant is re-read and re-checked on every call
      if (i === idleMicros && i >= 0 && i < this.#emptyEntries && Math.abs(nowMicros) < 2251799813685248) {
        const costMicros = this.#emptyBucket[i];
        if (costMicros >= 0) {
          // the general path's numbers: momentAvailableMicros is nowMicros (no wait), the bucket empty again
          this.#nextFreeTicketMicros = nowMicros + costMicros;
          this.#storedPermits = 0;
          this.#lastWaitMicros = 0;
          return;
        }
      }
    }
    this.#lastWaitMicros = this.#reserveGeneral(permits, nowMicros);
  }

  /**
   * Guava's arithmetic for any reservation. The state is read into locals once and written back once: this is
   * the hottest code in Guava's half of the engine.
   */
  #reserveGeneral(permits: number, nowMicros: number): number {
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
    const freshPermitsMicros = longCast((permits - storedPermitsToSpend) * this.#stableIntervalMicros);
    // free stored permits add 0, and 0 + fresh is fresh; skipping the sum also keeps it out of small-int code
    const costMicros =
      this.#storedPermitsFree === true
        ? freshPermitsMicros
        : this.storedPermitsToWaitTime(storedPermits, storedPermitsToSpend) + freshPermitsMicros;
    this.#nextFreeTicketMicros = saturatedAdd(momentAvailableMicros, costMicros);
    this.#storedPermits = storedPermits - storedPermitsToSpend;
    return Math.max(momentAvailableMicros - nowMicros, 0);
  }

  /**
   * Builds the reservation record of the last call from what it kept: the same resync and pricing #reserve ran,
   * on the state the call found (the shape's constants are those of the call: setRate records first).
   */
  #record(): void {
    this.#recorded = true;
    rebuildReservation(this.#reservation, this, this.#kept);
  }
}
