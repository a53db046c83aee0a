/** The zod schema of the `textbook-fixed-window` limiters item (loaded by its core, off the page: see limiters-schema.ts). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookFixedWindowSchema = z.strictObject({
  type: z.literal('textbookFixedWindow'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookFixedWindowItem = z.output<typeof textbookFixedWindowSchema>;

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default textbookFixedWindowSchema;
