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
 * HOW WE DIFFER FROM UPSTREAM. Time is passed in (the `…At(t)` API only; `Allow()`, `Wait(ctx)` and the
 * wall-clock forms are not modelled), as integer ns on the caller's own axis. There is no mutex.
 * `Reservation.CancelAt` is `limiter.cancelAt(reservation, t)`. Every call returns a plain record of
 * what it read and computed (records.ts). Go's int64 nanoseconds are `number`s while they are safe
 * integers and `bigint`s beyond (go-time.ts), so saturation and `InfDuration` are exact.
 */
import {
  durationFromFloat,
  durationSeconds,
  InfDuration,
  SECOND,
  timeAdd,
  timeBefore,
  timeSub,
  type GoDuration,
  type GoInstant,
} from './go-time';
import type { AdvanceStep, CancelRecord, GoReservation } from './records';

/** `rate.Inf` = math.MaxFloat64. */
export const Inf = Number.MAX_VALUE;

/** `rate.Every(interval)`: 1 / interval.Seconds(), or Inf for a non-positive interval. */
export function every(intervalNs: GoDuration): number {
  if (intervalNs <= 0) return Inf;
  return 1 / durationSeconds(intervalNs);
}

/** `limit.durationFromTokens(tokens)`. */
export function durationFromTokens(limit: number, tokens: number): GoDuration {
  if (limit <= 0) return InfDuration;
  const duration = (tokens / limit) * SECOND;
  if (duration > 2 ** 63) return InfDuration;
  return durationFromFloat(duration);
}

/** `limit.tokensFromDuration(d)`. */
export function tokensFromDuration(limit: number, d: GoDuration): number {
  if (limit <= 0) return 0;
  return durationSeconds(d) * limit;
}

export class GoRateLimiter {
  #limit: number;
  #burst: number;
  #tokens: number;
  #last: GoInstant | null = null;
  #lastEvent: GoInstant | null = null;

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
    return this.#last;
  }
  /** null while still the zero Time. */
  get lastEvent(): GoInstant | null {
    return this.#lastEvent;
  }

  /** `advance(t)` with its intermediate values; pure. */
  advance(tNs: number): AdvanceStep {
    const last = this.#last;
    const lastUsed = timeBefore(tNs, last) ? tNs : last;
    const elapsed = timeSub(tNs, lastUsed);
    const delta = tokensFromDuration(this.#limit, elapsed);
    const uncapped = this.#tokens + delta;
    const tokens = uncapped > this.#burst ? this.#burst : uncapped;
    return { last, lastUsed, elapsed, delta, tokensBefore: this.#tokens, uncapped, tokens };
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

  /** `SetLimitAt(t, newLimit)`: advance with the old limit, then switch. */
  setLimitAt(tNs: number, newLimit: number): AdvanceStep {
    const step = this.advance(tNs);
    this.#last = tNs;
    this.#tokens = step.tokens;
    this.#limit = newLimit;
    return step;
  }

  /** `SetBurstAt(t, newBurst)`: advance with the old burst, then switch (tokens are not re-capped). */
  setBurstAt(tNs: number, newBurst: number): AdvanceStep {
    checkInt('burst', newBurst);
    const step = this.advance(tNs);
    this.#last = tNs;
    this.#tokens = step.tokens;
    this.#burst = newBurst;
    return step;
  }

  /** `r.CancelAt(t)` for a reservation this limiter returned. */
  cancelAt(r: GoReservation, tNs: number): CancelRecord {
    const rec: CancelRecord = {
      tNs,
      outcome: 'restored',
      laterReservedDuration: 0,
      restoreTokens: 0,
      advance: null,
      tokensAfter: this.#tokens,
      lastEventMovedBack: false,
    };
    if (!r.ok) rec.outcome = 'notOk';
    else if (this.#limit === Inf) rec.outcome = 'limitInf';
    else if (r.tokens === 0) rec.outcome = 'noTokens';
    else if (timeBefore(r.timeToAct, tNs)) rec.outcome = 'alreadyActed';
    if (rec.outcome !== 'restored') return rec;
    const timeToAct = r.timeToAct as GoInstant; // ok ⇒ set
    rec.laterReservedDuration = timeSub(this.#lastEvent, timeToAct);
    rec.restoreTokens = r.tokens - tokensFromDuration(r.limit, rec.laterReservedDuration);
    if (rec.restoreTokens <= 0) {
      rec.outcome = 'nothingToRestore';
      return rec;
    }
    const step = this.advance(tNs);
    let tokens = step.tokens + rec.restoreTokens;
    if (tokens > this.#burst) tokens = this.#burst;
    rec.advance = step;
    rec.tokensAfter = tokens;
    this.#last = tNs;
    this.#tokens = tokens;
    if (timeToAct === this.#lastEvent) {
      const prevEvent = timeAdd(timeToAct, durationFromTokens(r.limit, -r.tokens));
      if (!timeBefore(prevEvent, tNs)) {
        this.#lastEvent = prevEvent;
        rec.lastEventMovedBack = true;
      }
    }
    return rec;
  }

  #reserveN(tNs: number, n: number, maxFutureReserve: GoDuration): GoReservation {
    checkInt('n', n);
    const burst = this.#burst;
    if (this.#limit === Inf) {
      return {
        ok: true,
        tokens: n,
        timeToAct: tNs,
        limit: 0,
        tNs,
        n,
        maxFutureReserve,
        infLimit: true,
        burst,
        advance: null,
        tokensAfter: this.#tokens,
        waitDuration: 0,
        overBurst: false,
        overMaxFutureReserve: false,
      };
    }
    const step = this.advance(tNs);
    const left = step.tokens - n;
    const waitDuration = left < 0 ? durationFromTokens(this.#limit, -left) : 0;
    const overBurst = n > burst;
    const overMaxFutureReserve = waitDuration > maxFutureReserve;
    const ok = !overBurst && !overMaxFutureReserve;
    const timeToAct = ok ? timeAdd(tNs, waitDuration) : null;
    if (ok) {
      this.#last = tNs;
      this.#tokens = left;
      this.#lastEvent = timeToAct;
    }
    return {
      ok,
      tokens: ok ? n : 0,
      timeToAct,
      limit: this.#limit,
      tNs,
      n,
      maxFutureReserve,
      infLimit: false,
      burst,
      advance: step,
      tokensAfter: left,
      waitDuration,
      overBurst,
      overMaxFutureReserve,
    };
  }
}

/** `r.DelayFrom(t)`: InfDuration if not ok, else max(timeToAct − t, 0). */
export function delayFrom(r: GoReservation, tNs: number): GoDuration {
  if (!r.ok) return InfDuration;
  const delay = timeSub(r.timeToAct, tNs);
  return delay < 0 ? 0 : delay;
}

/** Go's `int` on amd64 is int64; the model takes safe integers (the only ones a simulation produces). */
function checkInt(name: string, v: number): void {
  if (!Number.isSafeInteger(v)) throw new RangeError(`${name} must be an integer: ${v}`);
}
