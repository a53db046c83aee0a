/** The zod schema of the `textbook-sliding-window-counter` limiters item (read by config-schemas.ts, off the page: see there). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookSlidingWindowCounterSchema = z.strictObject({
  type: z.literal('textbookSlidingWindowCounter'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookSlidingWindowCounterItem = z.output<typeof textbookSlidingWindowCounterSchema>;
