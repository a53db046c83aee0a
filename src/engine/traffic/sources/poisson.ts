/**
 * Poisson arrivals: random, independent requests at a mean rate of `qps` per second. The gaps
 * between arrivals are exponential (mean `1000 / qps` ms), so requests bunch up and leave
 * holes; a limiter set exactly at the mean rate will still reject some of them.
 */
import { z } from 'zod';
import { attributeFields, qpsField, windowFields, windowUs } from '../common';
import { emitArrivals, piecewiseLinear } from '../rate-profile';
import { windowIssues, withChecks, type SourceKind } from './kind';

export const poissonSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('poisson'),
      qps: qpsField('Mean requests per second (random arrivals).'),
      ...windowFields,
      ...attributeFields,
    })
    .describe('Poisson (random) arrivals at a mean rate.'),
  windowIssues,
);
export type PoissonSource = z.output<typeof poissonSourceSchema>;

export const poissonSource: SourceKind<PoissonSource> = {
  type: 'poisson',
  schema: poissonSourceSchema,
  expectedCount(src, ctx) {
    const [start, end] = windowUs(src, ctx);
    return (src.qps * (end - start)) / 1e6;
  },
  arrivals(src, ctx, rng, out) {
    const [startUs, endUs] = windowUs(src, ctx);
    emitArrivals(piecewiseLinear([{ startUs, endUs, fromQps: src.qps, toQps: src.qps }]), 'poisson', rng, endUs, out);
  },
};
