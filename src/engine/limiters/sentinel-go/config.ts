/** The zod schema of the `sentinel-go` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';

const uint32 = (def: number, what: string) => z.number().int().min(0).max(4294967295).default(def).describe(what);

export const sentinelGoSchema = z.strictObject({
  type: z.literal('sentinelGoFlowRule'),
  resource: z.string().min(1).max(200).default('sim-resource').describe('Rule.Resource'),
  tokenCalculateStrategy: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('Rule.TokenCalculateStrategy: 0 Direct, 1 WarmUp'),
  controlBehavior: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('Rule.ControlBehavior: 0 Reject, 1 Throttling'),
  threshold: z.number().min(0).max(1_000_000).default(10).describe('Rule.Threshold: passes per StatIntervalInMs'),
  maxQueueingTimeMs: uint32(0, 'Rule.MaxQueueingTimeMs: the longest a Throttling entry may wait'),
  warmUpPeriodSec: uint32(10, 'Rule.WarmUpPeriodSec (WarmUp)'),
  warmUpColdFactor: uint32(3, 'Rule.WarmUpColdFactor (WarmUp; ≤ 1 means the default 3)'),
  statIntervalInMs: uint32(1000, 'Rule.StatIntervalInMs: 0 or 1000 reads the resource’s default 1 s window'),
});
export type SentinelGoItem = z.output<typeof sentinelGoSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default sentinelGoSchema;
