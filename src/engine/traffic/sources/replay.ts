/**
 * Replay: requests at exactly the listed times (ms after the simulation start, fractions
 * allowed down to 1 µs), e.g. from an access log pasted as CSV or JSON (see
 * `traffic/times-text.ts`). The list need not be sorted; times at or after the end of the run
 * are dropped.
 */
import { z } from 'zod';
import { attributeFields, MAX_DURATION_MS, msTime, numberIn } from '../common';
import type { SourceKind } from './kind';

export const MAX_REPLAY_TIMES = 100_000;

export const replaySourceSchema = z
  .strictObject({
    type: z.literal('replay'),
    timesMs: z
      .array(
        numberIn(0, MAX_DURATION_MS, 'An arrival time, ms after the simulation start (+ offsetMs).', { unit: 'ms' }),
      )
      .max(MAX_REPLAY_TIMES, { error: `must list at most ${MAX_REPLAY_TIMES} times` })
      .describe('Arrival times in ms after the simulation start.'),
    offsetMs: msTime('Added to every time.').default(0),
    ...attributeFields,
  })
  .describe('Replay of recorded arrival times.');
export type ReplaySource = z.output<typeof replaySourceSchema>;

/** A listed time on the simulated clock: whole µs, rounded (so 29999.9995 ms is 30,000,000 µs, the end). */
const timeUs = (ms: number, src: ReplaySource): number => Math.round((ms + src.offsetMs) * 1000);

export const replaySource: SourceKind<ReplaySource> = {
  type: 'replay',
  schema: replaySourceSchema,
  expectedCount(src, ctx) {
    let n = 0;
    // the same rounding as arrivals(): a time that rounds onto the end is dropped, and not counted
    for (const ms of src.timesMs) if (timeUs(ms, src) < ctx.durationUs) n++;
    return n;
  },
  arrivals(src, ctx, _rng, out) {
    const times = new Float64Array(src.timesMs.length);
    let n = 0;
    for (const ms of src.timesMs) {
      const t = timeUs(ms, src);
      if (t < ctx.durationUs) times[n++] = t;
    }
    const sorted = times.subarray(0, n).sort();
    out.reserve(n);
    for (let i = 0; i < n; i++) out.push(sorted[i]);
  },
};
