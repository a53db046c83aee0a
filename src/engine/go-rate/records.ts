/**
 * The plain records the x/time/rate limiter returns: each says what the call read and what it computed,
 * in `rate.go`'s own names, so an explanation can show the arithmetic without recomputing it.
 *
 * Each record is a pure function of the state the call found (`advanceFrom`, `reservationFrom` below): the
 * limiter's record-returning calls build them from its state, and `lastReservation` rebuilds one from what a
 * recorded decision kept, with the same functions, so both show the same numbers.
 */
import {
  durationSeconds,
  InfDuration,
  SECOND,
  timeAdd,
  timeBefore,
  timeSub,
  durationFromFloat,
  type GoDuration,
  type GoInstant,
} from './go-time';

/** `lim.advance(t)`: the tokens the limiter would hold at t (pure). */
export interface AdvanceStep {
  /** `lim.last` as read (null = the zero Time: never advanced). */
  last: GoInstant | null;
  /** The `last` actually used: t itself when t is before `lim.last` (time never runs backwards). */
  lastUsed: GoInstant | null;
  /** `t.Sub(lastUsed)`, saturated (MaxInt64 from the zero Time). */
  elapsed: GoDuration;
  /** `limit.tokensFromDuration(elapsed)` = `elapsed.Seconds() × limit` (0 when limit ≤ 0). */
  delta: number;
  /** `lim.tokens` as read. */
  tokensBefore: number;
  /** `tokensBefore + delta`, before the cap. */
  uncapped: number;
  /** The result: `min(uncapped, float64(burst))`. */
  tokens: number;
}

/**
 * Go's `Reservation` (`ok`, `tokens`, `timeToAct`, `limit`) plus the story of `reserveN(t, n, maxFutureReserve)`.
 * `AllowN` is `reserveN(t, n, 0).ok`; `ReserveN` is `reserveN(t, n, InfDuration)`.
 */
export interface GoReservation {
  ok: boolean;
  /** Tokens held by the reservation: n when ok, else 0. */
  tokens: number;
  /** When the caller may act: t + waitDuration (null = the zero Time, when not ok). */
  timeToAct: GoInstant | null;
  /** The limit at reservation time; 0 for a reservation granted while the limit was Inf (Go leaves it unset). */
  limit: number;

  tNs: number;
  n: number;
  maxFutureReserve: GoDuration;
  /** `lim.limit == Inf`: granted at once, nothing read or written beyond this. */
  infLimit: boolean;
  /** `lim.burst` as read. */
  burst: number;
  /** The advance at t (null on the Inf shortcut). */
  advance: AdvanceStep | null;
  /** `advance.tokens − n`: the tokens left (negative = debt), written to the limiter only when ok. */
  tokensAfter: number;
  /** `limit.durationFromTokens(−tokensAfter)` when tokensAfter < 0, else 0. */
  waitDuration: GoDuration;
  /** Refused because `n > burst`. */
  overBurst: boolean;
  /** Refused because `waitDuration > maxFutureReserve`. */
  overMaxFutureReserve: boolean;
}

/** What `r.CancelAt(t)` did. `outcome` names the first rule that stopped it, or `'restored'`. */
export interface CancelRecord {
  tNs: number;
  outcome: 'notOk' | 'limitInf' | 'noTokens' | 'alreadyActed' | 'nothingToRestore' | 'restored';
  /** `lim.lastEvent.Sub(r.timeToAct)`: how much later the newest reservation acts (0 when not reached). */
  laterReservedDuration: GoDuration;
  /** `r.tokens − r.limit.tokensFromDuration(laterReservedDuration)` (0 when not reached). */
  restoreTokens: number;
  /** The advance at t (null when nothing was restored). */
  advance: AdvanceStep | null;
  /** Tokens written: `min(advance.tokens + restoreTokens, burst)` (the unchanged tokens otherwise). */
  tokensAfter: number;
  /** Whether `lastEvent` moved back to `r.timeToAct + durationFromTokens(−r.tokens)`. */
  lastEventMovedBack: boolean;
}

/** 2^53: a double below it in magnitude truncates to a safe integer. */
const SAFE_BOUND = 2 ** 53;

/** `rate.Inf` = math.MaxFloat64. */
export const Inf = Number.MAX_VALUE;

/** `limit.durationFromTokens(tokens)`. */
export function durationFromTokens(limit: number, tokens: number): GoDuration {
  if (limit <= 0) return InfDuration;
  const duration = (tokens / limit) * SECOND;
  if (duration > 2 ** 63) return InfDuration;
  // the common case inline, as durationFromFloat has it: a call would box the fractional duration on every refusal
  if (duration < SAFE_BOUND && duration > -SAFE_BOUND) return Math.trunc(duration) + 0; // + 0: no -0
  return durationFromFloat(duration);
}

/** `limit.tokensFromDuration(d)`. */
export function tokensFromDuration(limit: number, d: GoDuration): number {
  if (limit <= 0) return 0;
  return durationSeconds(d) * limit;
}

/** The limiter's state a call reads: `lim.limit`, `lim.burst`, `lim.tokens`, `lim.last` (null = the zero Time). */
export interface GoRateState {
  limit: number;
  burst: number;
  tokens: number;
  last: GoInstant | null;
}

/** `lim.advance(t)` on state `s`, with its intermediate values. */
export function advanceFrom(s: GoRateState, tNs: number): AdvanceStep {
  const last = s.last;
  const lastUsed = timeBefore(tNs, last) ? tNs : last;
  const elapsed = timeSub(tNs, lastUsed);
  const delta = tokensFromDuration(s.limit, elapsed);
  const uncapped = s.tokens + delta;
  const tokens = uncapped > s.burst ? s.burst : uncapped;
  return { last, lastUsed, elapsed, delta, tokensBefore: s.tokens, uncapped, tokens };
}

/** `lim.reserveN(t, n, maxFutureReserve)` on state `s`: what it decides and computes (the caller writes the state). */
export function reservationFrom(s: GoRateState, tNs: number, n: number, maxFutureReserve: GoDuration): GoReservation {
  const burst = s.burst;
  if (s.limit === Inf) {
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
      tokensAfter: s.tokens,
      waitDuration: 0,
      overBurst: false,
      overMaxFutureReserve: false,
    };
  }
  const step = advanceFrom(s, tNs);
  const left = step.tokens - n;
  const waitDuration = left < 0 ? durationFromTokens(s.limit, -left) : 0;
  const overBurst = n > burst;
  const overMaxFutureReserve = waitDuration > maxFutureReserve;
  const ok = !overBurst && !overMaxFutureReserve;
  return {
    ok,
    tokens: ok ? n : 0,
    timeToAct: ok ? timeAdd(tNs, waitDuration) : null,
    limit: s.limit,
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
