/** The zod schema of the `textbook-sliding-window-counter` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookSlidingWindowCounterSchema = z.strictObject({
  type: z.literal('textbookSlidingWindowCounter'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookSlidingWindowCounterItem = z.output<typeof textbookSlidingWindowCounterSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default textbookSlidingWindowCounterSchema;
