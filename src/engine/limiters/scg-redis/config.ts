/** The zod schema of the `scg-redis` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';

export const scgRedisSchema = z.strictObject({
  type: z.literal('scgRedisRateLimiter'),
  replenishRate: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(10)
    .describe('redis-rate-limiter.replenishRate: tokens added per second (whole seconds of Redis TIME).'),
  burstCapacity: z
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(20)
    .describe('redis-rate-limiter.burstCapacity: the bucket size; 0 denies every request.'),
  requestedTokens: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(1)
    .describe('redis-rate-limiter.requestedTokens: tokens one request costs.'),
});
export type ScgRedisItem = z.output<typeof scgRedisSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default scgRedisSchema;
