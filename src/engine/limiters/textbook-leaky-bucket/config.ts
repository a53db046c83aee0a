/** The zod schema of the `textbook-leaky-bucket` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';

export const textbookLeakyBucketSchema = z.strictObject({
  type: z.literal('textbookLeakyBucketQueue'),
  capacity: z.number().int().min(0).max(100_000).default(10).describe('Requests that may wait in the bucket.'),
  intervalMs: z.number().min(0.001).max(600_000).default(100).describe('One request leaks every intervalMs.'),
});
export type TextbookLeakyBucketItem = z.output<typeof textbookLeakyBucketSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default textbookLeakyBucketSchema;
