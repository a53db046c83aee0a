/** The zod schema of the `textbook-fixed-window` limiters item (read by config-schemas.ts, off the page: see there). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookFixedWindowSchema = z.strictObject({
  type: z.literal('textbookFixedWindow'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookFixedWindowItem = z.output<typeof textbookFixedWindowSchema>;
