/**
 * A burst: `count` requests at once at `atMs` (or spread evenly over `spreadMs`). Manual
 * injections ("send N requests at t") are bursts too; they have no `type` key in the
 * scenario's `injections` list.
 */
import { z } from 'zod';
import { attributeFields, countSpreadBefore, intIn, msTime } from '../common';
import type { SourceKind } from './kind';

const burstFields = {
  atMs: msTime('When the burst arrives, ms after the simulation start.'),
  count: intIn(1, 1_000_000, 'How many requests.'),
  spreadMs: msTime('Spread the requests evenly over this many ms (0: all at the same instant).').default(0),
  ...attributeFields,
};

export const burstSourceSchema = z
  .strictObject({ type: z.literal('burst'), ...burstFields })
  .describe('A burst of requests at one moment.');
export type BurstSource = z.output<typeof burstSourceSchema>;

/** A manual injection: a burst, listed in `injections`. */
export const injectionSchema = z.strictObject(burstFields).describe('Send `count` requests at `atMs`.');
export type Injection = z.output<typeof injectionSchema>;

export function injectionToBurst(inj: Injection): BurstSource {
  return { type: 'burst', ...inj };
}

export const burstSource: SourceKind<BurstSource> = {
  type: 'burst',
  schema: burstSourceSchema,
  expectedCount(src, ctx) {
    return countSpreadBefore(src.atMs * 1000, src.spreadMs * 1000, src.count, ctx.durationUs);
  },
  arrivals(src, ctx, _rng, out) {
    const at = src.atMs * 1000;
    const spread = src.spreadMs * 1000;
    out.reserve(src.count);
    for (let i = 0; i < src.count; i++) {
      const t = Math.round(at + (spread * i) / src.count);
      if (t >= ctx.durationUs) break;
      out.push(t);
    }
  },
};
