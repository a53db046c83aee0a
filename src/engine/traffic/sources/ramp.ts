/**
 * Ramp: the rate climbs (or falls) in a straight line from `fromQps` at `startMs` to `toQps`
 * at `endMs`. A slow ramp is how a warm-up limiter is meant to be met; compare it with a step.
 */
import { z } from 'zod';
import { attributeFields, processField, qpsField, windowFields, windowUs, type SourceContext } from '../common';
import { emitArrivals, piecewiseLinear, type RateProfile } from '../rate-profile';
import { windowIssues, withChecks, type SourceKind } from './kind';

export const rampSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('ramp'),
      fromQps: qpsField('Rate at startMs.'),
      toQps: qpsField('Rate at endMs.'),
      ...windowFields,
      process: processField,
      ...attributeFields,
    })
    .describe('A rate that changes linearly.'),
  windowIssues,
);
export type RampSource = z.output<typeof rampSourceSchema>;

function profile(src: RampSource, ctx: SourceContext): RateProfile {
  // The line is defined by the unclamped window, then cut at the end of the run.
  const startUs = src.startMs * 1000;
  const endUs = src.endMs === null ? ctx.durationUs : src.endMs * 1000;
  const [, cutUs] = windowUs(src, ctx);
  const toQps =
    endUs > startUs && cutUs < endUs
      ? src.fromQps + ((src.toQps - src.fromQps) * (cutUs - startUs)) / (endUs - startUs)
      : src.toQps;
  return piecewiseLinear([{ startUs, endUs: cutUs, fromQps: src.fromQps, toQps }]);
}

export const rampSource: SourceKind<RampSource> = {
  type: 'ramp',
  schema: rampSourceSchema,
  expectedCount(src, ctx) {
    return profile(src, ctx).total;
  },
  arrivals(src, ctx, rng, out) {
    emitArrivals(profile(src, ctx), src.process, rng, windowUs(src, ctx)[1], out);
  },
};
