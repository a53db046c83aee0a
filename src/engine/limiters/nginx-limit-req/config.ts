/** The zod schema of the `nginx-limit-req` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';

export const nginxLimitReqSchema = z.strictObject({
  type: z.literal('nginxLimitReq'),
  rate: z.number().int().min(1).max(1_000_000).default(10).describe('limit_req_zone rate= (requests per rateUnit).'),
  rateUnit: z.enum(['r/s', 'r/m']).default('r/s').describe('rate= unit: r/s or r/m.'),
  burst: z.number().int().min(0).max(1_000_000).default(0).describe('limit_req burst= (0: not given).'),
  nodelay: z.boolean().default(false).describe('limit_req nodelay: excess requests within burst pass at once.'),
  delay: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .describe('limit_req delay= (0: not given): the first delay excess requests pass at once, the rest wait.'),
});
export type NginxLimitReqItem = z.output<typeof nginxLimitReqSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default nginxLimitReqSchema;
