/**
 * Go's token bucket: `rate.Limiter` from golang.org/x/time/rate v0.13.0 (`rate/rate.go`).
 *
 * THE MODEL. A bucket of at most `burst` tokens refills continuously at `limit` tokens per second
 * (`rate.Limit`, a float64; `rate.Every(150ms)` = 6.666…/s). A request for n tokens takes them. Unlike
 * most buckets, x/time/rate lets the bucket go NEGATIVE: `ReserveN` always succeeds for n ≤ burst, takes
 * the tokens now, and tells the caller how long to wait until the debt is paid back (`DelayFrom`).
 * `AllowN` is the same reservation with a maximum wait of 0: it passes only if no wait is needed.
 *
 * STATE (all lazily advanced; nothing happens between calls):
 *   limit      tokens per second (float64; `Inf` = math.MaxFloat64 means "no limit")
 *   burst      bucket size (int)
 *   tokens     float64 tokens as of `last`; may be negative (reserved ahead) or, right after SetBurstAt
 *              lowers the burst, above it
 *   last       ns instant of the last state change (the zero Time = never, modelled as null)
 *   lastEvent  ns instant the latest reservation acts (`timeToAct`), used only by CancelAt
 *
 * FORMULAS (Go's float64 operations in Go's order; the rounding is part of the behaviour):
 *   advance(t):   elapsed = t.Sub(max-not-after-t(last))         saturating int64 ns
 *                 tokens' = min(tokens + elapsed.Seconds() × limit, burst)     (no refill if limit ≤ 0)
 *   reserveN(t, n, maxFutureReserve):
 *                 limit == Inf → OK at once, NOTHING changes (no advance, no token taken)
 *                 left = advance(t) − n
 *                 wait = left < 0 ? Duration((−left / limit) × 1e9) : 0      truncated toward zero;
 *                        InfDuration if limit ≤ 0 or the product exceeds 2^63
 *                 ok   = n ≤ burst && wait ≤ maxFutureReserve               (0 for Allow, InfDuration for Reserve)
 *                 if ok: last = t, tokens = left, lastEvent = t + wait      (a refusal changes nothing)
 *   SetLimitAt / SetBurstAt(t, x): tokens = advance(t) with the OLD parameters, last = t, then set x.
 *   CancelAt(t):  gives back r.tokens − r.limit × (lastEvent − r.timeToAct) (the part later reservations
 *                 have not already "covered"), capped at burst, unless r acted before t.
 *
 * WORKED EXAMPLE (NewLimiter(2, 3), all at t = 0 unless said):
 *   the bucket starts FULL: the zero `last` makes elapsed = MaxInt64, so advance caps at burst = 3
 *   ReserveN(3)  → tokens 0, wait 0
 *   ReserveN(1)  → tokens −1, wait (1/2)×1e9 = 500 ms
 *   ReserveN(1)  → tokens −2, wait 1 s;  ReserveN(1) → tokens −3, wait 1.5 s
 *   AllowN(1) at 100 ms → advance = −3 + 0.1×2 = −2.8 → needs a wait → false, nothing changes
 *   ReserveN(4) → 4 > burst: never OK, whatever the tokens
 *
 * SURPRISES THE TRACES SHOW:
 *   - Starts full (Guava's RateLimiter starts empty) and goes negative on reservations.
 *   - `AllowN(t, 0)` FAILS while tokens are negative (the zero-token wait is still > 0), unless the debt
 *     refills in under 1 ns (the wait truncates to 0: see Rounding below).
 *   - `SetLimitAt(Inf)` freezes the state: reservations skip the bucket, so tokens stay at e.g. −4.1.
 *     Setting a finite limit again advances with limit = MaxFloat64: elapsed × MaxFloat64 overflows past
 *     burst and the bucket is FULL again; `TokensAt` any moment after the switch to Inf already says burst.
 *   - `SetBurstAt(2)` with 5 stored tokens leaves tokens = 5 until the next advance caps them.
 *   - Limit 0: ReserveN is OK with an infinite delay and lastEvent ≈ 292 years ahead; no refill.
 *   - Rounding: at limit 3 a debt of 1 token waits Duration(1e9/3) = 333 333 333 ns, which refills only
 *     0.999999999 tokens; the truncation toward zero is why a caller acting exactly at `timeToAct` can
 *     still find the bucket a hair below zero.
 *
 * DECISIONS WITHOUT RECORDS. Like Go, `allow` / `decide` only decide: the same arithmetic and state change as
 * `reserveN`, with nothing allocated (Go's AllowN allocates nothing either). V8 boxes a double, one allocation, when
 * it is written to a field that may hold something else (null, a bigint, or undefined before a constructor sets
 * it) or meets such a value on the way; so `last` and `lastEvent` are number fields with a flag for the zero Time
 * (and a bigint field for a lastEvent beyond 2^53 ns), every number field starts as a number, and `decide` keeps
 * the common case (t a safe number of ns after `last`, a wait below 2^53 ns) in numbers, leaving the rest to the
 * general functions. With `recording` on, a decision also keeps the state it found, and `lastReservation`
 * rebuilds its full record from that on read (records.ts). `allowN`, `reserveN` and `waitN` still return their
 * record: what explanations, `cancelAt` and the conformance replay read. Measured on the peer workload (AllowN,
 * 1 M requests): the records and boxed doubles were about 32 young GCs per run; now none.
 *
 * HOW WE DIFFER FROM UPSTREAM. Time is passed in (the `…At(t)` API only; `Allow()`, `Wait(ctx)` and the
 * wall-clock forms are not modelled), as integer ns on the caller's own axis. There is no mutex.
 * `Reservation.CancelAt` is `limiter.cancelAt(reservation, t)`. Every call returns a plain record of
 * what it read and computed (records.ts). Go's int64 nanoseconds are `number`s while they are safe
 * integers and `bigint`s beyond (go-time.ts), so saturation and `InfDuration` are exact.
 */
import {
  durationSeconds as durationSeconds_EXPORT,
  InfDuration,
  SECOND,
  timeAdd as timeAdd_EXPORT,
  type GoDuration,
  type GoInstant,
} from './go-time';
import {
  advanceFrom,
  durationFromTokens as durationFromTokens_EXPORT,
  Inf as Inf_EXPORT,
  reservationFrom,
  type AdvanceStep,
  type CancelRecord,
  type GoRateState,
  type GoReservation,
} from './records';
import { cancelFrom } from './reservation';

// Module-local copies of what the decision path calls: an imported binding can be read through a getter on every
// use (transpiled modules), which was a quarter of this limiter's time on the peer workload.
const durationSeconds = durationSeconds_EXPORT;
const durationFromTokens = durationFromTokens_EXPORT;
const timeAdd = timeAdd_EXPORT;
const INF = Inf_EXPORT;
/** 2^53: a non-negative double below it truncates to a safe integer (durationFromFloat's number case). */
const SAFE_NS = 2 ** 53;

export { durationFromTokens, Inf, tokensFromDuration } from './records';
export { delayFrom } from './reservation';

/** `rate.Every(interval)`: 1 / interval.Seconds(), or Inf for a non-positive interval. */
export function every(intervalNs: GoDuration): number {
  if (intervalNs <= 0) return INF;
  return 1 / durationSeconds(intervalNs);
}

/** What a recorded decision found (see DECISIONS WITHOUT RECORDS): lastReservation is rebuilt from it. */
class KeptDecision implements GoRateState {
  limit = 0;
  burst = 0;
  tokens = 0;
  last: GoInstant | null = null;
  tNs = 0;
  n = 0;
  maxFutureReserve: GoDuration = 0;
}

export class GoRateLimiter {
  // Every number field starts as a number (0), set for real in the constructor: a field declared without one
  // starts as undefined, and V8 then keeps it as a pointer to a boxed double, so each fractional write (tokens, on
  // every decision) allocates one; a field that started as a number is updated in place.
  #limit = 0;
  #burst = 0;
  #tokens = 0;
  /** `last` in ns once #lastSet; the zero Time before (see DECISIONS WITHOUT RECORDS for the split). */
  #lastNs = 0;
  #lastSet = false;
  /** `lastEvent`: #lastEventBig when not null, else #lastEventNs once #lastEventSet; the zero Time before. */
  #lastEventNs = 0;
  #lastEventBig: bigint | null = null;
  #lastEventSet = false;
  /** The last decision's wait: #waitBig when not null, else #waitNs. */
  #waitNs = 0;
  #waitBig: bigint | null = null;
  #recording = false;
  readonly #kept = new KeptDecision();
  /** The record rebuilt from #kept, until the next decision (null = not built yet, or nothing recorded). */
  #lastRecord: GoReservation | null = null;
  #hasKept = false;

  /** `rate.NewLimiter(r, b)`: tokens = b, last and lastEvent the zero Time. */
  constructor(limit: number, burst: number) {
    checkInt('burst', burst);
    this.#limit = limit;
    this.#burst = burst;
    this.#tokens = burst;
  }

  get limit(): number {
    return this.#limit;
  }
  get burst(): number {
    return this.#burst;
  }
  /** The stored tokens as of `last` (not advanced; see `tokensAt`). */
  get tokens(): number {
    return this.#tokens;
  }
  /** null while still the zero Time. */
  get last(): GoInstant | null {
    return this.#lastSet ? this.#lastNs : null;
  }
  /** null while still the zero Time. */
  get lastEvent(): GoInstant | null {
    if (this.#lastEventBig !== null) return this.#lastEventBig;
    return this.#lastEventSet ? this.#lastEventNs : null;
  }

  #setLast(tNs: number): void {
    this.#lastNs = tNs;
    this.#lastSet = true;
  }

  #setLastEvent(t: GoInstant): void {
    if (typeof t === 'number') {
      this.#lastEventNs = t;
      this.#lastEventBig = null;
    } else this.#lastEventBig = t;
    this.#lastEventSet = true;
  }

  /** The state a call reads, as a record (for the record-returning calls). */
  #state(): GoRateState {
    return { limit: this.#limit, burst: this.#burst, tokens: this.#tokens, last: this.last };
  }

  /** Whether decisions keep what `lastReservation` is rebuilt from; off when created. */
  get recording(): boolean {
    return this.#recording;
  }
  /** Turning it on starts with nothing kept until the next decision. */
  set recording(on: boolean) {
    if (on && !this.#recording) {
      this.#hasKept = false;
      this.#lastRecord = null;
    }
    this.#recording = on;
  }

  /**
   * The record of the last `decide` / `allow` (recording on), rebuilt on first read from the state it found, with
   * the functions the record-returning calls use (records.ts). Read it before the next decision.
   */
  get lastReservation(): GoReservation {
    if (!this.#recording) throw new Error('lastReservation needs recording on before the call');
    if (!this.#hasKept) throw new Error('lastReservation: no decision recorded yet');
    const k = this.#kept;
    return (this.#lastRecord ??= reservationFrom(k, k.tNs, k.n, k.maxFutureReserve));
  }

  /** What the last `decide` / `allow` waits (ns; 0 for the Inf shortcut): the reservation's `waitDuration`. */
  get lastWaitDuration(): GoDuration {
    return this.#waitBig === null ? this.#waitNs : this.#waitBig;
  }

  /** `advance(t)` with its intermediate values; pure. */
  advance(tNs: number): AdvanceStep {
    return advanceFrom(this.#state(), tNs);
  }

  /** `TokensAt(t)`: read-only. */
  tokensAt(tNs: number): number {
    return this.advance(tNs).tokens;
  }

  /** `AllowN(t, n)` = `reserveN(t, n, 0).ok`; the record tells why. */
  allowN(tNs: number, n: number): GoReservation {
    return this.#reserveN(tNs, n, 0);
  }

  /** `ReserveN(t, n)` = `reserveN(t, n, InfDuration)`; keep the record to `cancelAt` it later. */
  reserveN(tNs: number, n: number): GoReservation {
    return this.#reserveN(tNs, n, InfDuration);
  }

  /**
   * The reservation `WaitN(ctx, n)` makes: `reserveN(t, n, waitLimit)` with waitLimit = deadline − t
   * (InfDuration without a deadline); the caller then sleeps `DelayFrom(t)`. WaitN's own "n exceeds the
   * limiter's burst" error is the same refusal as reserveN's `overBurst` (nothing changes either way).
   */
  waitN(tNs: number, n: number, waitLimit: GoDuration): GoReservation {
    return this.#reserveN(tNs, n, waitLimit);
  }

  /** Go's `AllowN(t, n)`: the bool alone, no record (see DECISIONS WITHOUT RECORDS). */
  allow(tNs: number, n: number): boolean {
    return this.decide(tNs, n, 0);
  }

  /**
   * `reserveN(t, n, maxFutureReserve).ok` with the same state change and no record: the wait is `lastWaitDuration`,
   * the record `lastReservation` (recording on). AllowN's maxFutureReserve is 0, ReserveN's InfDuration.
   */
  decide(tNs: number, n: number, maxFutureReserve: GoDuration): boolean {
    checkInt('n', n);
    if (this.#recording) this.#keep(tNs, n, maxFutureReserve);
    const limit = this.#limit;
    if (limit === INF) {
      this.#waitNs = 0;
      this.#waitBig = null;
      return true; // nothing read or written: see reservationFrom
    }
    const burst = this.#burst;
    // advance(t): here its common case, t a safe number of ns from `last` (timeSub's number path; t before last
    // advances by 0); the zero Time and the rest take advanceFrom. Kept apart so no value on this path is "a
    // number or a bigint": V8 boxes a double that meets one, an allocation per call.
    const elapsedNs = tNs - this.#lastNs;
    let tokens: number;
    if (this.#lastSet && Number.isSafeInteger(elapsedNs)) {
      const delta = limit <= 0 ? 0 : durationSeconds(elapsedNs < 0 ? 0 : elapsedNs) * limit;
      const uncapped = this.#tokens + delta;
      tokens = uncapped > burst ? burst : uncapped;
    } else tokens = advanceFrom(this.#state(), tNs).tokens;
    const left = tokens - n;
    let waitNs = 0;
    if (left < 0) {
      // durationFromTokens(limit, −left) where it is a safe number of ns; InfDuration and beyond in #decideWait
      const duration = (-left / limit) * SECOND;
      if (!(limit > 0 && duration < SAFE_NS)) return this.#decideWait(tNs, n, maxFutureReserve, left);
      waitNs = Math.trunc(duration) + 0; // + 0: no -0
    }
    this.#waitNs = waitNs;
    this.#waitBig = null;
    if (n > burst || waitNs > maxFutureReserve) return false;
    this.#lastNs = tNs;
    this.#lastSet = true;
    this.#tokens = left;
    const timeToAct = tNs + waitNs; // timeAdd's number path
    if (Number.isSafeInteger(timeToAct)) {
      this.#lastEventNs = timeToAct;
      this.#lastEventBig = null;
      this.#lastEventSet = true;
    } else this.#setLastEvent(timeAdd(tNs, waitNs));
    return true;
  }

  /** The end of `decide` for a wait durationFromTokens gives as InfDuration or beyond 2^53 ns. */
  #decideWait(tNs: number, n: number, maxFutureReserve: GoDuration, left: number): boolean {
    const wait = durationFromTokens(this.#limit, -left);
    if (typeof wait === 'number') {
      this.#waitNs = wait;
      this.#waitBig = null;
    } else this.#waitBig = wait;
    if (n > this.#burst || wait > maxFutureReserve) return false;
    this.#setLast(tNs);
    this.#tokens = left;
    this.#setLastEvent(timeAdd(tNs, wait));
    return true;
  }

  /** Keeps the state a recorded decision finds, for lastReservation. */
  #keep(tNs: number, n: number, maxFutureReserve: GoDuration): void {
    const k = this.#kept;
    k.limit = this.#limit;
    k.burst = this.#burst;
    k.tokens = this.#tokens;
    k.last = this.last;
    k.tNs = tNs;
    k.n = n;
    k.maxFutureReserve = maxFutureReserve;
    this.#hasKept = true;
    this.#lastRecord = null;
  }

  /** `SetLimitAt(t, newLimit)`: advance with the old limit, then switch. */
  setLimitAt(tNs: number, newLimit: number): AdvanceStep {
    const step = this.advance(tNs);
    this.#setLast(tNs);
    this.#tokens = step.tokens;
    this.#limit = newLimit;
    return step;
  }

  /** `SetBurstAt(t, newBurst)`: advance with the old burst, then switch (tokens are not re-capped). */
  setBurstAt(tNs: number, newBurst: number): AdvanceStep {
    checkInt('burst', newBurst);
    const step = this.advance(tNs);
    this.#setLast(tNs);
    this.#tokens = step.tokens;
    this.#burst = newBurst;
    return step;
  }

  /** `r.CancelAt(t)` for a reservation this limiter returned (reservation.ts computes it). */
  cancelAt(r: GoReservation, tNs: number): CancelRecord {
    const { rec, lastEventTo } = cancelFrom(this.#state(), this.lastEvent, r, tNs);
    if (rec.outcome === 'restored') {
      this.#setLast(tNs);
      this.#tokens = rec.tokensAfter;
    }
    if (lastEventTo !== null) this.#setLastEvent(lastEventTo);
    return rec;
  }

  /** The record-returning reserveN: builds the record from the state (records.ts), then writes it if ok. */
  #reserveN(tNs: number, n: number, maxFutureReserve: GoDuration): GoReservation {
    checkInt('n', n);
    if (this.#recording) this.#keep(tNs, n, maxFutureReserve);
    const r = reservationFrom(this.#state(), tNs, n, maxFutureReserve);
    if (r.ok && !r.infLimit) {
      this.#setLast(tNs);
      this.#tokens = r.tokensAfter;
      this.#setLastEvent(r.timeToAct as GoInstant);
    }
    this.#lastRecord = this.#recording ? r : null;
    return r;
  }
}

/** Go's `int` on amd64 is int64; the model takes safe integers (the only ones a simulation produces). */
function checkInt(name: string, v: number): void {
  if (!Number.isSafeInteger(v)) throw new RangeError(`${name} must be an integer: ${v}`);
}
