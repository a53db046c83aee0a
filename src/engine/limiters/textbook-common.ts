/**
 * What the five textbook modules share (descriptor side): they model no library, so their `upstream` says
 * "teaching algorithm, no upstream"; their picker group; and the `limit` / `windowMs` fields and controls of
 * the three window algorithms. The algorithms are src/engine/textbook/.
 */
import { z } from 'zod';
import type { Control } from './contract';

export const TEXTBOOK_LIBRARY = 'Textbook (teaching algorithm, no upstream)';
export const TEXTBOOK_GROUP = 'Textbook (teaching, no upstream)';

export const textbookUpstream = (className: string) =>
  ({ library: TEXTBOOK_LIBRARY, className, versions: '—' }) as const;

export const limitField = z
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .default(10)
  .describe('Permits admitted per window (any span of windowMs, for the sliding log).');
export const windowMsField = z.number().min(1).max(600_000).default(1000).describe('Window length, ms.');

export function windowControls(hintPrefix: string): Control[] {
  return [
    {
      name: 'limit',
      path: ['limit'],
      scope: 'config',
      hint: `${hintPrefix}.limit`,
      unit: 'permits',
      min: 0,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'windowMs',
      path: ['windowMs'],
      scope: 'config',
      hint: `${hintPrefix}.windowMs`,
      unit: 'ms',
      min: 10,
      max: 10_000,
      step: 10,
      fallback: 1000,
    },
  ];
}

export const WINDOW_EDITS = [
  { key: 'limit', scope: 'config', integer: true },
  { key: 'windowMs', scope: 'config', integer: false },
] as const;
