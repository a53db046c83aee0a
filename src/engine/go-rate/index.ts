/**
 * golang.org/x/time/rate v0.13.0 `rate.Limiter`, on an explicit clock (see limiter.ts).
 */
export { GoRateLimiter, Inf, every, delayFrom, durationFromTokens, tokensFromDuration } from './limiter';
export type { AdvanceStep, CancelRecord, GoReservation } from './records';
export { InfDuration, MAX_INT64, MIN_INT64, durationToJson, timeSub, type GoDuration, type GoInstant } from './go-time';
