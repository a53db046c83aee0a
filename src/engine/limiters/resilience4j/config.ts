/**
 * The scenario item of a resilience4j rate limiter, in `RateLimiterConfig`'s own terms (limitForPeriod,
 * limitRefreshPeriod, timeoutDuration, here in ms), how each request calls it (`acquirePermission(permits)`,
 * which parks, or `reservePermission(permits)`, which returns the wait), and the runtime calls
 * `changeLimitForPeriod`, `changeTimeoutDuration` and `drainPermissions` at given times. Upstream's defaults
 * are 50 permissions per 500 ns with a 5 s timeout; a playground starts at 10 per second, timeout 0.
 */
import { z } from 'zod';

export const resilience4jSchema = z.strictObject({
  type: z.literal('resilience4j'),
  limitForPeriod: z.number().int().min(1).max(1_000_000).default(10).describe('Permissions granted per cycle.'),
  limitRefreshPeriodMs: z
    .number()
    .min(0.001)
    .max(600_000)
    .default(1000)
    .describe('The cycle length, ms (Duration; fractions down to 1 µs).'),
  timeoutDurationMs: z
    .number()
    .min(0)
    .max(600_000)
    .default(0)
    .describe('How long a caller waits for a permission, ms; a refused acquirePermission parks all of it.'),
  call: z
    .enum(['acquirePermission', 'reservePermission'])
    .default('acquirePermission')
    .describe('acquirePermission(permits) parks the wait; reservePermission(permits) returns it.'),
  changes: z
    .array(
      z.strictObject({
        atMs: z.number().int().min(0).describe('When the call is made, ms since the start.'),
        limitForPeriod: z.number().int().min(1).max(1_000_000).optional().describe('changeLimitForPeriod(n).'),
        timeoutDurationMs: z.number().min(0).max(600_000).optional().describe('changeTimeoutDuration(d).'),
        drain: z.boolean().optional().describe('drainPermissions().'),
      }),
    )
    .max(100)
    .default([])
    .describe('Runtime calls, applied in time order.'),
});
export type Resilience4jConfig = z.output<typeof resilience4jSchema>;

/** ms (fractions to 1 ns) as integer ns. */
export function msToNs(ms: number): number {
  return Math.round(ms * 1e6);
}

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default resilience4jSchema;
