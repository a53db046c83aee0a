/**
 * Constant rate, evenly spaced: `qps` requests per second from `startMs` to `endMs`, one every
 * `1000 / qps` ms, the first exactly at `startMs`. The simplest load, and the easiest to
 * reason about: 20 QPS is one request every 50 ms.
 */
import { z } from 'zod';
import { attributeFields, qpsField, windowFields, windowUs } from '../common';
import { emitArrivals, piecewiseLinear } from '../rate-profile';
import { windowIssues, withChecks, type SourceKind } from './kind';

export const constantSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('constant'),
      qps: qpsField('Requests per second, evenly spaced.'),
      ...windowFields,
      ...attributeFields,
    })
    .describe('Constant rate, evenly spaced arrivals.'),
  windowIssues,
);
export type ConstantSource = z.output<typeof constantSourceSchema>;

export const constantSource: SourceKind<ConstantSource> = {
  type: 'constant',
  schema: constantSourceSchema,
  expectedCount(src, ctx) {
    const [start, end] = windowUs(src, ctx);
    return (src.qps * (end - start)) / 1e6;
  },
  arrivals(src, ctx, rng, out) {
    const [startUs, endUs] = windowUs(src, ctx);
    emitArrivals(piecewiseLinear([{ startUs, endUs, fromQps: src.qps, toQps: src.qps }]), 'even', rng, endUs, out);
  },
};
