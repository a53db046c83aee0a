/**
 * The plain records the x/time/rate limiter returns: each says what the call read and what it computed,
 * in `rate.go`'s own names, so an explanation can show the arithmetic without recomputing it.
 */
import type { GoDuration, GoInstant } from './go-time';

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
