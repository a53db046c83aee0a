/** The zod schema of the `textbook-gcra` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';

export const textbookGcraSchema = z.strictObject({
  type: z.literal('textbookGcra'),
  emissionIntervalMs: z.number().min(0.001).max(600_000).default(100).describe('T: one permit per T at the rate.'),
  burst: z.number().int().min(1).max(100_000).default(10).describe('Permits that may pass at once; τ = (burst − 1)·T.'),
});
export type TextbookGcraItem = z.output<typeof textbookGcraSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default textbookGcraSchema;
