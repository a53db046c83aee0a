/**
 * The scenario item of an x/time/rate limiter, in Go's own terms: `rate.NewLimiter(limit, burst)` and how each
 * request calls it (`AllowN`, `ReserveN` then sleeping `DelayFrom`, or `WaitN` with an optional context
 * deadline), plus `SetLimitAt` / `SetBurstAt` calls at given times.
 */
import { z } from 'zod';

/** `rate.Limit`: events per second, or `"Inf"` (`rate.Inf`, no limit). */
const limitSchema = z.union([z.number().min(0).max(1_000_000), z.literal('Inf')]);

export const goRateSchema = z.strictObject({
  type: z.literal('goRate'),
  limit: limitSchema.default(10).describe('rate.Limit: tokens added per second (events/s), or "Inf".'),
  burst: z.number().int().min(0).max(1_000_000).default(10).describe('The bucket size: NewLimiter(limit, burst).'),
  call: z
    .enum(['AllowN', 'ReserveN', 'WaitN'])
    .default('AllowN')
    .describe(
      'How each request calls the limiter: AllowN (pass or refuse), ReserveN (take now, sleep DelayFrom), WaitN.',
    ),
  waitTimeoutMs: z
    .number()
    .int()
    .min(0)
    .max(600_000)
    .nullable()
    .default(null)
    .describe('WaitN only: the context deadline, ms after the call (null: context.Background(), no deadline).'),
  changes: z
    .array(
      z.strictObject({
        atMs: z.number().int().min(0).describe('When the call is made, ms since the start.'),
        setLimit: limitSchema.optional().describe('SetLimitAt(t, newLimit).'),
        setBurst: z.number().int().min(0).max(1_000_000).optional().describe('SetBurstAt(t, newBurst).'),
      }),
    )
    .max(100)
    .default([])
    .describe('SetLimitAt / SetBurstAt calls, applied in time order.'),
});
export type GoRateConfig = z.output<typeof goRateSchema>;

/** A `rate.Limit` value of the config as the engine's number (`"Inf"` is math.MaxFloat64). */
export function goLimitOf(limit: number | 'Inf'): number {
  return limit === 'Inf' ? Number.MAX_VALUE : limit;
}

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default goRateSchema;
