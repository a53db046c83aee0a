/**
 * Step: the rate jumps at given moments and holds until the next step (0 before the first).
 * `[{atMs: 0, qps: 5}, {atMs: 10000, qps: 30}]` is a quiet service suddenly hit with six
 * times the traffic: the classic warm-up demonstration. Even spacing continues across a step
 * without a gap or a double arrival.
 */
import { z } from 'zod';
import { issue, type Issue } from '../../scenario/issues';
import { attributeFields, msTime, processField, qpsField, type SourceContext } from '../common';
import { emitArrivals, piecewiseLinear, type LinearPiece } from '../rate-profile';
import { withChecks, type SourceKind } from './kind';

export const stepSourceSchema = withChecks(
  z
    .strictObject({
      type: z.literal('step'),
      steps: z
        .array(
          z.strictObject({
            atMs: msTime('When this rate starts, ms after the simulation start.'),
            qps: qpsField('Requests per second from this step on.'),
          }),
        )
        .min(1, { error: 'must list 1 to 100 steps' })
        .max(100, { error: 'must list 1 to 100 steps' })
        .describe('Rates and the moments they start, in time order.'),
      process: processField,
      ...attributeFields,
    })
    .describe('A rate that changes in steps.'),
  (src) => {
    const out: Issue[] = [];
    for (let i = 1; i < src.steps.length; i++) {
      if (src.steps[i].atMs <= src.steps[i - 1].atMs) {
        out.push(
          issue(
            ['steps', i, 'atMs'],
            `must be later than steps[${i - 1}].atMs ${src.steps[i - 1].atMs}, got ${src.steps[i].atMs}`,
          ),
        );
      }
    }
    return out;
  },
);
export type StepSource = z.output<typeof stepSourceSchema>;

function pieces(src: StepSource, ctx: SourceContext): LinearPiece[] {
  return src.steps.map((s, i) => {
    const startUs = Math.min(s.atMs * 1000, ctx.durationUs);
    const next = src.steps[i + 1];
    const endUs = next === undefined ? ctx.durationUs : Math.min(next.atMs * 1000, ctx.durationUs);
    return { startUs, endUs, fromQps: s.qps, toQps: s.qps };
  });
}

export const stepSource: SourceKind<StepSource> = {
  type: 'step',
  schema: stepSourceSchema,
  expectedCount(src, ctx) {
    return piecewiseLinear(pieces(src, ctx)).total;
  },
  arrivals(src, ctx, rng, out) {
    emitArrivals(piecewiseLinear(pieces(src, ctx)), src.process, rng, ctx.durationUs, out);
  },
};
