/**
 * What a caller does with a `Reservation` afterwards (rate.go's `DelayFrom` and `CancelAt`), as pure functions of
 * the limiter's state; `GoRateLimiter.cancelAt` writes what `cancelFrom` computes.
 */
import { InfDuration, timeAdd, timeBefore, timeSub, type GoDuration, type GoInstant } from './go-time';
import {
  advanceFrom,
  durationFromTokens,
  Inf,
  tokensFromDuration,
  type CancelRecord,
  type GoRateState,
  type GoReservation,
} from './records';

/** `r.DelayFrom(t)`: InfDuration if not ok, else max(timeToAct − t, 0). */
export function delayFrom(r: GoReservation, tNs: number): GoDuration {
  if (!r.ok) return InfDuration;
  const delay = timeSub(r.timeToAct, tNs);
  return delay < 0 ? 0 : delay;
}

/**
 * `r.CancelAt(t)` on state `s` with `lim.lastEvent` = `lastEvent`: the record (when `outcome` is 'restored', the
 * limiter's `last` becomes t and its tokens `tokensAfter`) and where lastEvent moves back to (null: it stays).
 */
export function cancelFrom(
  s: GoRateState,
  lastEvent: GoInstant | null,
  r: GoReservation,
  tNs: number,
): { rec: CancelRecord; lastEventTo: GoInstant | null } {
  const rec: CancelRecord = {
    tNs,
    outcome: 'restored',
    laterReservedDuration: 0,
    restoreTokens: 0,
    advance: null,
    tokensAfter: s.tokens,
    lastEventMovedBack: false,
  };
  const unchanged = { rec, lastEventTo: null };
  if (!r.ok) rec.outcome = 'notOk';
  else if (s.limit === Inf) rec.outcome = 'limitInf';
  else if (r.tokens === 0) rec.outcome = 'noTokens';
  else if (timeBefore(r.timeToAct, tNs)) rec.outcome = 'alreadyActed';
  if (rec.outcome !== 'restored') return unchanged;
  const timeToAct = r.timeToAct as GoInstant; // ok ⇒ set
  rec.laterReservedDuration = timeSub(lastEvent, timeToAct);
  rec.restoreTokens = r.tokens - tokensFromDuration(r.limit, rec.laterReservedDuration);
  if (rec.restoreTokens <= 0) {
    rec.outcome = 'nothingToRestore';
    return unchanged;
  }
  const step = advanceFrom(s, tNs);
  let tokens = step.tokens + rec.restoreTokens;
  if (tokens > s.burst) tokens = s.burst;
  rec.advance = step;
  rec.tokensAfter = tokens;
  if (timeToAct === lastEvent) {
    const prevEvent = timeAdd(timeToAct, durationFromTokens(r.limit, -r.tokens));
    if (!timeBefore(prevEvent, tNs)) {
      rec.lastEventMovedBack = true;
      return { rec, lastEventTo: prevEvent };
    }
  }
  return unchanged;
}
