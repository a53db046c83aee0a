/**
 * Envoy's HTTP local rate limit filter, written from source and NOT trace-checked (see local-rate-limit.ts and
 * atomic-token-bucket.ts).
 */
export { AtomicTokenBucket, K_MIN_FILL_RATE, type BucketConsume } from './atomic-token-bucket';
export {
  DENOMINATORS,
  EnvoyLocalRateLimit,
  type Denominator,
  type EnvoyLocalRateLimitConfig,
  type FractionalPercent,
  type FractionDraw,
  type LocalRateLimitDecision,
  type LocalRateLimitStatus,
} from './local-rate-limit';
export { durationMs } from './duration';
