/** The zod `limit` / `windowMs` fields of the three textbook window algorithms' items (schema side: read by
 * their config.ts files, which their cores load lazily, so zod stays off the page). */
import { z } from 'zod';

export const limitField = z
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .default(10)
  .describe('Permits admitted per window (any span of windowMs, for the sliding log).');
export const windowMsField = z.number().min(1).max(600_000).default(1000).describe('Window length, ms.');
