/** The zod schema of the `textbook-sliding-log` limiters item (read by config-schemas.ts, off the page: see there). */
import { z } from 'zod';
import { limitField, windowMsField } from '../textbook-fields';

export const textbookSlidingLogSchema = z.strictObject({
  type: z.literal('textbookSlidingLog'),
  limit: limitField,
  windowMs: windowMsField,
});
export type TextbookSlidingLogItem = z.output<typeof textbookSlidingLogSchema>;
