/** The zod schema of the `textbook-sliding-log` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookSlidingLogSchema = z.strictObject({
  type: z.literal('textbookSlidingLog'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookSlidingLogItem = z.output<typeof textbookSlidingLogSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default textbookSlidingLogSchema;
