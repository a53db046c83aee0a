/**
 * Sine (diurnal) load: the rate swings between `meanQps − amplitudeQps` and
 * `meanQps + amplitudeQps` with period `periodMs` — a day's traffic compressed into seconds.
 * Watch a warm-up limiter cool down in every trough and throttle the next rise.
 */
import { z } from 'zod';
import { issue } from '../../scenario/issues';
import {
  attributeFields,
  intIn,
  MAX_DURATION_MS,
  msTime,
  processField,
  qpsField,
  windowFields,
  windowUs,
  type SourceContext,
} from '../common';
import { emitArrivals, sinePieces, type RateProfile } from '../rate-profile';
import { windowIssues, withChecks, type SourceKind } from './kind';

export const sineSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('sine'),
      meanQps: qpsField('Average rate.'),
      amplitudeQps: qpsField('Swing above and below the mean; at most meanQps.'),
      periodMs: intIn(1, MAX_DURATION_MS, 'Length of one full cycle.', 'ms'),
      phaseMs: msTime('Shift of the wave: at startMs the rate is as it would be phaseMs into a cycle.').default(0),
      ...windowFields,
      process: processField,
      ...attributeFields,
    })
    .describe('A rate that swings like a sine wave.'),
  (src) => [
    ...windowIssues(src),
    ...(src.amplitudeQps > src.meanQps
      ? [
          issue(
            ['amplitudeQps'],
            `must be ≤ meanQps ${src.meanQps} (a rate cannot go below 0), got ${src.amplitudeQps}`,
          ),
        ]
      : []),
  ],
);
export type SineSource = z.output<typeof sineSourceSchema>;

function profile(src: SineSource, ctx: SourceContext): RateProfile {
  const [startUs, endUs] = windowUs(src, ctx);
  return sinePieces(startUs, endUs, src.meanQps, src.amplitudeQps, src.periodMs * 1000, src.phaseMs * 1000);
}

export const sineSource: SourceKind<SineSource> = {
  type: 'sine',
  schema: sineSourceSchema,
  expectedCount(src, ctx) {
    return profile(src, ctx).total;
  },
  arrivals(src, ctx, rng, out) {
    emitArrivals(profile(src, ctx), src.process, rng, windowUs(src, ctx)[1], out);
  },
};
