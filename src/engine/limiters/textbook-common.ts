/**
 * What the five textbook modules share (descriptor side): they model no library, so their `upstream` says
 * "teaching algorithm, no upstream"; their picker group; and the `limit` / `windowMs` controls of the three
 * window algorithms (their zod fields are in textbook-fields.ts, off the page). The algorithms are src/engine/textbook/.
 */
import type { Control } from './contract';

export const TEXTBOOK_LIBRARY = 'Textbook (teaching algorithm, no upstream)';
export const TEXTBOOK_GROUP = 'Textbook (teaching, no upstream)';

export const textbookUpstream = (className: string) =>
  ({ library: TEXTBOOK_LIBRARY, className, versions: '—' }) as const;

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
