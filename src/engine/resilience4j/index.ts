/**
 * resilience4j-ratelimiter 2.4.0 `AtomicRateLimiter`, on an explicit clock (see atomic-rate-limiter.ts).
 */
export { AtomicRateLimiter, calculateNextState } from './atomic-rate-limiter';
export type {
  AcquireRecord,
  AtomicRateLimiterState,
  NextStateRecord,
  RateLimiterConfig,
  ReserveRecord,
} from './records';
export { LONG_MAX_VALUE, longToJson, normLong, type JLong } from './java-long';
