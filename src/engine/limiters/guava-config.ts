/**
 * The scenario items of Guava's two limiters (RateLimiter.create and the package-private SmoothBursty /
 * SmoothWarmingUp), as zod schemas: the `guava` list of a scenario holds these, told apart by `type`.
 */
import { z } from 'zod';
import { intIn, msTime, numberIn } from '../traffic/common';

export const MAX_GUAVA_RATE = 1_000_000;
export const MAX_GUAVA_WARMUP_MS = 3_600_000;

const permitsPerSecond = numberIn(
  0,
  MAX_GUAVA_RATE,
  'Stable rate in permits per second (Guava requires > 0 and not NaN: "rate must be positive").',
  { exclusiveMin: true },
);
const tryAcquireTimeoutMs = msTime(
  'null: every request calls acquire(permits) and waits as long as needed; a number: tryAcquire(permits, timeout, MILLISECONDS), which gives up when the wait would be longer.',
)
  .nullable()
  .default(null);

export const guavaBurstySchema = z
  .strictObject({
    type: z.literal('bursty'),
    permitsPerSecond,
    maxBurstSeconds: numberIn(0, 3600, 'Seconds of unused permits it may store (RateLimiter.create uses 1.0).', {
      unit: 's',
    }).default(1),
    tryAcquireTimeoutMs,
  })
  .describe('Guava SmoothBursty: RateLimiter.create(permitsPerSecond).');

export const guavaWarmingUpSchema = z
  .strictObject({
    type: z.literal('warmingUp'),
    permitsPerSecond,
    warmupPeriodMs: intIn(
      0,
      MAX_GUAVA_WARMUP_MS,
      'Warm-up period in ms (Guava requires ≥ 0: "warmupPeriod must not be negative").',
      'ms',
    ),
    coldFactor: numberIn(
      1,
      100,
      'Cold interval = stable interval × coldFactor (the public API always uses 3.0).',
    ).default(3),
    tryAcquireTimeoutMs,
  })
  .describe('Guava SmoothWarmingUp: RateLimiter.create(permitsPerSecond, warmupPeriod, MILLISECONDS).');
