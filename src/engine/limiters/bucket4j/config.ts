/**
 * The scenario item of a Bucket4j bucket, in the builder's own terms: one or more bandwidths
 * (`Bandwidth.builder().capacity(c).refillGreedy / refillIntervally / refillIntervallyAligned(…)
 * .initialTokens(n)`), and how each request calls the bucket (`tryConsume(n)`, or
 * `asBlocking().tryConsume(n, maxWait)`, which reserves into negative tokens and parks). The bucket's clock is
 * the wall clock: it is created at the scenario's `startMs`, and an aligned refill's `timeOfFirstRefill` is an
 * absolute epoch instant in ms (`Instant.toEpochMilli()`), so the aligned grid need not start at the bucket.
 */
import { z } from 'zod';
import { configurationIssues, type BandwidthSpec } from '../../bucket4j';

const bandwidthSchema = z.strictObject({
  capacity: z.number().int().min(1).max(1e12).default(10).describe('capacity(c): the most tokens it holds.'),
  refill: z
    .enum(['greedy', 'intervally', 'intervallyAligned', 'intervallyAlignedWithAdaptiveInitialTokens'])
    .default('greedy')
    .describe('refillGreedy, refillIntervally, refillIntervallyAligned(…WithAdaptiveInitialTokens).'),
  refillTokens: z.number().int().min(1).max(1e12).default(10).describe('Tokens added per period.'),
  refillPeriodMs: z.number().min(0.001).max(86_400_000).default(1000).describe('The refill period, ms.'),
  initialTokens: z.number().int().min(0).max(1e12).optional().describe('initialTokens(n); default: capacity.'),
  timeOfFirstRefillMs: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Aligned refills: the first refill instant, epoch ms (Instant).'),
  id: z.string().max(64).optional().describe('id(…)'),
});

export const bucket4jSchema = z
  .strictObject({
    type: z.literal('bucket4j'),
    bandwidths: z
      .array(bandwidthSchema)
      .min(1)
      .max(8)
      .default([{ capacity: 10, refill: 'greedy', refillTokens: 10, refillPeriodMs: 1000 }])
      .describe('The bucket’s limits: every consumption takes from all of them.'),
    call: z
      .enum(['tryConsume', 'blockingTryConsume'])
      .default('tryConsume')
      .describe('tryConsume(n), or asBlocking().tryConsume(n, maxWait) (reserve and park).'),
    maxWaitMs: z.number().min(0.000001).max(600_000).default(1000).describe('blockingTryConsume: maxWait, ms.'),
  })
  .superRefine((c, ctx) => {
    for (const message of configurationIssues(bandwidthSpecs(c))) ctx.addIssue({ code: 'custom', message });
  });
export type Bucket4jConfig = z.output<typeof bucket4jSchema>;

/** ms (fractions to 1 ns) as bigint ns. */
export function msToNanos(ms: number): bigint {
  return BigInt(Math.round(ms * 1e6));
}

/** The builder's input for each bandwidth. */
export function bandwidthSpecs(c: Pick<Bucket4jConfig, 'bandwidths'>): BandwidthSpec[] {
  return c.bandwidths.map((b) => {
    const spec: BandwidthSpec = {
      capacity: BigInt(b.capacity),
      refill: b.refill,
      refillTokens: BigInt(b.refillTokens),
      refillPeriodNanos: msToNanos(b.refillPeriodMs),
    };
    if (b.initialTokens !== undefined) spec.initialTokens = BigInt(b.initialTokens);
    if (b.timeOfFirstRefillMs !== undefined) spec.timeOfFirstRefillMillis = BigInt(b.timeOfFirstRefillMs);
    if (b.id !== undefined) spec.id = b.id;
    return spec;
  });
}

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default bucket4jSchema;
