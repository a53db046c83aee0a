/**
 * Periodic spikes: every `periodMs`, starting `phaseMs` after `startMs`, `count` requests
 * arrive at once (or spread evenly over `widthMs`). Think of a cron job or a client retry
 * storm; shows how a sliding window and a token bucket absorb the same spike differently.
 */
import { z } from 'zod';
import { issue } from '../../scenario/issues';
import {
  attributeFields,
  countSpreadBefore,
  intIn,
  MAX_DURATION_MS,
  msTime,
  windowFields,
  windowUs,
  type SourceContext,
} from '../common';
import { windowIssues, withChecks, type SourceKind } from './kind';

export const spikesSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('spikes'),
      periodMs: intIn(1, MAX_DURATION_MS, 'Time between spike starts.', 'ms'),
      count: intIn(1, 1_000_000, 'Requests per spike.'),
      widthMs: msTime('Spread each spike evenly over this many ms (0: all at once).').default(0),
      phaseMs: msTime('Delay of the first spike after startMs.').default(0),
      ...windowFields,
      ...attributeFields,
    })
    .describe('Bursts repeating at a fixed period.'),
  (src) => [
    ...windowIssues(src),
    ...(src.widthMs > src.periodMs
      ? [issue(['widthMs'], `must be ≤ periodMs ${src.periodMs}, got ${src.widthMs}`)]
      : []),
  ],
);
export type SpikesSource = z.output<typeof spikesSourceSchema>;

/** Calls `each(t)` for every arrival (µs) in time order; returns how many there were. */
function forEachArrival(src: SpikesSource, ctx: SourceContext, each: ((t: number) => void) | null): number {
  const [startUs, endUs] = windowUs(src, ctx);
  let n = 0;
  for (let spike = startUs + src.phaseMs * 1000; spike < endUs; spike += src.periodMs * 1000) {
    if (each === null) {
      n += countSpreadBefore(spike, src.widthMs * 1000, src.count, endUs); // count without visiting
      continue;
    }
    for (let i = 0; i < src.count; i++) {
      const t = Math.round(spike + (src.widthMs * 1000 * i) / src.count);
      if (t >= endUs) break;
      each(t);
      n++;
    }
  }
  return n;
}

export const spikesSource: SourceKind<SpikesSource> = {
  type: 'spikes',
  schema: spikesSourceSchema,
  expectedCount(src, ctx) {
    return forEachArrival(src, ctx, null);
  },
  arrivals(src, ctx, _rng, out) {
    forEachArrival(src, ctx, (t) => out.push(t));
  },
};
