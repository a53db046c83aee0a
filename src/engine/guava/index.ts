/**
 * Guava's `RateLimiter` family: the two shapes, a plain-data config, and the factory from one
 * to the other (what `RateLimiter.create(...)` does, at a simulated `nowMicros`).
 */
import { SmoothBursty } from './smooth-bursty';
import { SmoothWarmingUp } from './smooth-warming-up';

export { SmoothRateLimiter } from './smooth-rate-limiter';
export { SmoothBursty } from './smooth-bursty';
export { SmoothWarmingUp } from './smooth-warming-up';
export { newReservation, type GuavaReservation } from './reservation';

/** `RateLimiter.create(permitsPerSecond)`; `maxBurstSeconds` defaults to Guava's 1.0. */
export interface SmoothBurstyConfig {
  type: 'bursty';
  permitsPerSecond: number;
  maxBurstSeconds?: number;
}

/** `RateLimiter.create(permitsPerSecond, warmupPeriod, unit)`; `coldFactor` defaults to Guava's 3.0. */
export interface SmoothWarmingUpConfig {
  type: 'warmingUp';
  permitsPerSecond: number;
  warmupPeriodMicros: number;
  coldFactor?: number;
}

export type GuavaLimiterConfig = SmoothBurstyConfig | SmoothWarmingUpConfig;
export type GuavaLimiter = SmoothBursty | SmoothWarmingUp;

/** Builds the limiter as Guava's factories do: construct, then `setRate` at `nowMicros`. */
export function createGuavaLimiter(config: GuavaLimiterConfig, nowMicros: number): GuavaLimiter {
  if (config.type === 'bursty') {
    return new SmoothBursty(config.permitsPerSecond, nowMicros, config.maxBurstSeconds ?? 1.0);
  }
  return new SmoothWarmingUp(config.permitsPerSecond, config.warmupPeriodMicros, nowMicros, config.coldFactor ?? 3.0);
}
