/**
 * Every kind of traffic source, by its `type`. Adding a kind = one module in `sources/` and
 * one line here; the scenario schema, the JSON Schema and the generator pick it up.
 */
import { z } from 'zod';
import { unionError, type SourceContext } from './common';
import { burstSource, burstSourceSchema } from './sources/burst';
import { constantSource, constantSourceSchema } from './sources/constant';
import type { SourceKind } from './sources/kind';
import { perSecondSource, perSecondSourceSchema } from './sources/per-second';
import { poissonSource, poissonSourceSchema } from './sources/poisson';
import { rampSource, rampSourceSchema } from './sources/ramp';
import { replaySource, replaySourceSchema } from './sources/replay';
import { sineSource, sineSourceSchema } from './sources/sine';
import { spikesSource, spikesSourceSchema } from './sources/spikes';
import { stepSource, stepSourceSchema } from './sources/step';

export const SOURCE_TYPES = [
  'constant',
  'poisson',
  'burst',
  'step',
  'ramp',
  'spikes',
  'sine',
  'replay',
  'perSecond',
] as const;

export const trafficSourceSchema = z
  .discriminatedUnion(
    'type',
    [
      constantSourceSchema,
      poissonSourceSchema,
      burstSourceSchema,
      stepSourceSchema,
      rampSourceSchema,
      spikesSourceSchema,
      sineSourceSchema,
      replaySourceSchema,
      perSecondSourceSchema,
    ],
    { error: unionError('a traffic source', SOURCE_TYPES) },
  )
  .describe('One traffic source.');
export type TrafficSource = z.output<typeof trafficSourceSchema>;

type KindOf<T extends TrafficSource['type']> = SourceKind<Extract<TrafficSource, { type: T }>>;
const KINDS: { [T in TrafficSource['type']]: KindOf<T> } = {
  constant: constantSource,
  poisson: poissonSource,
  burst: burstSource,
  step: stepSource,
  ramp: rampSource,
  spikes: spikesSource,
  sine: sineSource,
  replay: replaySource,
  perSecond: perSecondSource,
};

export function sourceKind<S extends TrafficSource>(src: S): SourceKind<S> {
  return KINDS[src.type] as unknown as SourceKind<S>;
}

/** Expected number of requests of one source in a run of the given length. */
export function expectedCount(src: TrafficSource, durationMs: number): number {
  const ctx: SourceContext = { durationUs: durationMs * 1000 };
  return sourceKind(src).expectedCount(src, ctx);
}
