/**
 * Schema helpers for traffic fields: every message says what is allowed and what was given
 * (`must be an integer from 0 to 600000 ms, got 5.5`).
 */
import { z } from 'zod';
import { describeValue } from '../scenario/issues';

type ErrorFn = (iss: { input?: unknown }) => string;
/** A zod error function: `text`, then what was given (`must be …, got 5`). */
export const got =
  (text: string): ErrorFn =>
  (iss) =>
    `${text}, got ${describeValue(iss.input)}`;

/** An integer in [min, max]; `unit` is appended to the range (`ms`). */
export function intIn(min: number, max: number, description: string, unit = '') {
  const error = got(`must be an integer from ${min} to ${max}${unit ? ` ${unit}` : ''}`);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).describe(description);
}

/** A finite number in [min, max] (or (min, max] with `exclusiveMin`). */
export function numberIn(
  min: number,
  max: number,
  description: string,
  opts: { exclusiveMin?: boolean; unit?: string } = {},
) {
  const lo = opts.exclusiveMin ? `> ${min}` : `≥ ${min}`;
  const error = got(`must be a number ${lo} and ≤ ${max}${opts.unit ? ` ${opts.unit}` : ''}`);
  const base = z.number({ error });
  return (opts.exclusiveMin ? base.gt(min, { error }) : base.min(min, { error }))
    .max(max, { error })
    .describe(description);
}

/**
 * Error for a discriminated union on `type`: zod reports it at `….type` when the input is an
 * object, so the message names the `type` it got.
 */
export function unionError(what: string, types: readonly string[]): ErrorFn {
  const list = types.map((t) => `"${t}"`).join(', ');
  return (iss) => {
    const input = iss.input as { type?: unknown } | undefined;
    const gotText =
      typeof input === 'object' && input !== null && !Array.isArray(input)
        ? `type ${describeValue(input.type)}`
        : describeValue(input);
    return `must be ${what} with "type" one of ${list}, got ${gotText}`;
  };
}
