/**
 * Per-second traffic: how many requests arrived in each second of the run, as a Sentinel
 * metric log (`{app}-metrics.log`) or an access log summarised per second records it.
 *
 * Model. Second i (from `startMs + 1000·i`) offers `counts[i]` requests — for a metric log that
 * is `passQps + blockQps`, what reached the resource whatever the rules then did. Inside the
 * second the log says nothing about timing, so the arrivals are spread uniformly at random from
 * the scenario's seed (the arrivals stream of this source): `counts[i]` draws u ∈ [0, 1),
 * sorted, at `floor(1e6·(i + u))` µs (so inside the second). The same seed gives the same times.
 *
 * Response time and errors may come from the log too: `rtMs[i]` (Sentinel's `rt` column, the
 * average over the second's successes) is the response time of every request of second i, and
 * `errorRatio[i]` (exceptionQps / successQps) the probability that one ends with a business
 * exception. A second beyond those lists uses the source's `rt` and `errorRate`.
 *
 * `observed` is what the log says happened (pass and block per second); it is not simulated,
 * only shown beside the simulated result of the current rules.
 */
import { z } from 'zod';
import type { Rng } from '../../random';
import { attributeFields, intIn, MAX_DURATION_MS, MAX_QPS, MAX_RT_MS, msTime, numberIn } from '../common';
import type { SourceKind } from './kind';

/** At most one count per second of the longest run. */
export const MAX_PER_SECOND = MAX_DURATION_MS / 1000;

const perSecondInts = (description: string) =>
  z.array(intIn(0, MAX_QPS, description)).max(MAX_PER_SECOND, { error: `must list at most ${MAX_PER_SECOND} seconds` });

export const perSecondSourceSchema = z
  .strictObject({
    type: z.literal('perSecond'),
    startMs: msTime('When the first second starts, ms after the simulation start.').default(0),
    counts: perSecondInts('Requests offered in this second (a metric log: passQps + blockQps).').describe(
      'Requests offered in each second, in order.',
    ),
    rtMs: z
      .array(numberIn(0, MAX_RT_MS, "This second's response time (ms).", { unit: 'ms' }))
      .max(MAX_PER_SECOND, { error: `must list at most ${MAX_PER_SECOND} seconds` })
      .default([])
      .describe('Response time of the requests of each second (ms); beyond the list, `rt` applies.'),
    errorRatio: z
      .array(numberIn(0, 1, "Probability that one of this second's requests ends with an exception."))
      .max(MAX_PER_SECOND, { error: `must list at most ${MAX_PER_SECOND} seconds` })
      .default([])
      .describe('Per second, the fraction of requests that end with a business exception; beyond it, `errorRate`.'),
    observed: z
      .strictObject({
        pass: perSecondInts('Requests the log says passed in this second.'),
        block: perSecondInts('Requests the log says were blocked in this second.'),
      })
      .nullable()
      .default(null)
      .describe('What the log says happened, per second (shown beside the simulated result, not simulated).'),
    label: z.string().max(200).default('').describe('Where the counts came from (file and resource).'),
    ...attributeFields,
  })
  .describe('Requests per second, e.g. from a Sentinel metric log.');
export type PerSecondSource = z.output<typeof perSecondSourceSchema>;

/** The second (index into `counts`) of an arrival at `tUs` µs after the run start. */
export function secondOf(src: Pick<PerSecondSource, 'startMs'>, tUs: number): number {
  return Math.floor((tUs - src.startMs * 1000) / 1_000_000);
}

export const perSecondSource: SourceKind<PerSecondSource> = {
  type: 'perSecond',
  schema: perSecondSourceSchema,
  expectedCount(src, ctx) {
    let n = 0;
    src.counts.forEach((c, i) => {
      if ((src.startMs + 1000 * i) * 1000 < ctx.durationUs) n += c;
    });
    return n;
  },
  arrivals(src, ctx, rng: Rng, out) {
    const draws = new Float64Array(MAX_QPS);
    for (let i = 0; i < src.counts.length; i++) {
      const baseUs = (src.startMs + 1000 * i) * 1000;
      if (baseUs >= ctx.durationUs) break;
      const n = src.counts[i];
      for (let k = 0; k < n; k++) draws[k] = rng();
      const sorted = draws.subarray(0, n).sort();
      out.reserve(n);
      for (let k = 0; k < n; k++) {
        const t = baseUs + Math.floor(1e6 * sorted[k]);
        if (t < ctx.durationUs) out.push(t);
      }
    }
  },
};

/**
 * Overwrite rows [from, to) of the response-time and error columns with the log's per-second
 * values, where it has them (`times` are those rows' arrival times, µs). `errorRng` draws the
 * error flags of the seconds that carry a ratio.
 */
export function applyPerSecondAttributes(
  src: PerSecondSource,
  times: Float64Array,
  cols: { rtMs: Int32Array; error: Uint8Array },
  from: number,
  to: number,
  errorRng: () => Rng,
): void {
  if (src.rtMs.length === 0 && src.errorRatio.length === 0) return;
  const r = src.errorRatio.length > 0 ? errorRng() : null;
  for (let i = from; i < to; i++) {
    const s = secondOf(src, times[i]);
    if (s >= 0 && s < src.rtMs.length) cols.rtMs[i] = Math.min(MAX_RT_MS, Math.max(0, Math.round(src.rtMs[s])));
    if (r !== null && s >= 0 && s < src.errorRatio.length) cols.error[i] = r() < src.errorRatio[s] ? 1 : 0;
  }
}
