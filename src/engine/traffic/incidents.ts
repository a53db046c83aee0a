/**
 * Incidents: a downstream slow-down or error burst provoked on purpose. From `startMs` to
 * `endMs` (exclusive), every request that ARRIVES in the window and enters the incident's
 * resource gets its response time re-sampled from the incident's `rt` and/or its error flag
 * re-drawn with the incident's `errorRate`; a null `rt` or `errorRate` keeps what the request
 * had.
 *
 * Resources are matched by name against the resource the request enters: an incident with
 * `resource: null` hits every request; one with `resource: "orders"` hits the sources whose
 * `resource` is `"orders"`, and the sources without a resource when the scenario's main
 * resource (their resource, given to generateTraffic as `mainResource`) is "orders".
 *
 * Incidents apply in list order, each to the fields it sets, so where they overlap the later
 * one wins (for the fields it sets). Randomness: one stream per (incident, source, field)
 * (`incidentStreamSeed`), read in arrival order over that source's matching requests in the
 * window, whether or not a later incident overrides them. So a request outside every incident
 * keeps its own values bit for bit, and adding or editing one incident never changes the draws
 * of another.
 */
import { z } from 'zod';
import { mulberry32 } from '../random';
import { fillBernoulli, fillRt } from './attributes';
import { got, identityString, MAX_IDENTITY_CHARS, msTime, numberIn, rtSchema, type SourceIdentity } from './common';
import { incidentStreamSeed, STREAM_INCIDENT_ERROR, STREAM_INCIDENT_RT } from './seeds';

export const MAX_INCIDENTS = 50;

export const incidentSchema = z
  .strictObject({
    startMs: msTime('When the incident starts, ms after the simulation start (by arrival time).'),
    endMs: msTime('When it ends (exclusive), ms after the simulation start; later than startMs.'),
    resource: identityString(1, 'a resource name', ', or null for every request')
      .nullable()
      .describe(
        "Only requests of sources with exactly this resource; null: every request. A source whose resource is null enters the scenario's main resource (its first rule's) and is matched by that name.",
      )
      .default(null),
    rt: rtSchema
      .nullable()
      .describe("Response time of the requests hit, sampled per request; null: each keeps its source's rt.")
      .default(null),
    errorRate: numberIn(0, 1, 'Fraction of the requests hit that end with a business exception (0–1).')
      .nullable()
      .describe("Fraction (0–1) of the requests hit that end with a business exception; null: keep the source's.")
      .default(null),
    label: z
      .string({ error: got(`must be a string of at most ${MAX_IDENTITY_CHARS} characters`) })
      .max(MAX_IDENTITY_CHARS, { error: got(`must be a string of at most ${MAX_IDENTITY_CHARS} characters`) })
      .describe('A name for the incident, shown in the charts.')
      .default(''),
  })
  .describe('A window in which the response times and/or errors of some requests change.');
export type Incident = z.output<typeof incidentSchema>;

/** The columns an incident reads (`tUs`, `source`) and rewrites (`rtMs`, `error`) in place. */
export interface IncidentColumns {
  readonly count: number;
  readonly tUs: Float64Array;
  readonly source: Uint16Array;
  readonly rtMs: Int32Array;
  readonly error: Uint8Array;
}

/** Whether `incident` hits requests of a source with this identity. */
export function incidentMatches(incident: Pick<Incident, 'resource'>, identity: Pick<SourceIdentity, 'resource'>) {
  return incident.resource === null || incident.resource === identity.resource;
}

/** First index in [0, n) with `t[i] >= x` (n when none); `t` is sorted. */
function lowerBound(t: Float64Array, n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Apply `incidents` (in list order) to `cols`, in place. `identity[s]` describes source `s`
 * (as `sourceIdentity` lists them); `seed` is the scenario seed. Requests must be sorted by
 * `tUs`, as `generateTraffic` returns them.
 */
export function applyIncidents(
  cols: IncidentColumns,
  incidents: readonly Incident[],
  identity: readonly SourceIdentity[],
  seed: number,
): void {
  const n = cols.count;
  const sources = identity.length;
  incidents.forEach((inc, k) => {
    if (inc.rt === null && inc.errorRate === null) return;
    const lo = lowerBound(cols.tUs, n, inc.startMs * 1000);
    const hi = lowerBound(cols.tUs, n, inc.endMs * 1000);
    if (lo >= hi) return;
    const hit = identity.map((id) => incidentMatches(inc, id));

    // Bucket the hit rows by source (counting sort keeps arrival order inside a source), so
    // each source's rows are one contiguous range [offsets[s], offsets[s + 1]) of `rows`.
    const offsets = new Int32Array(sources + 1);
    for (let i = lo; i < hi; i++) {
      const s = cols.source[i];
      if (hit[s] === true) offsets[s + 1]++;
    }
    for (let s = 0; s < sources; s++) offsets[s + 1] += offsets[s];
    const total = offsets[sources];
    if (total === 0) return;
    const rows = new Int32Array(total);
    const next = offsets.slice(0, sources);
    for (let i = lo; i < hi; i++) {
      const s = cols.source[i];
      if (hit[s] === true) rows[next[s]++] = i;
    }

    if (inc.rt !== null) {
      const rt = inc.rt;
      const values = new Int32Array(total);
      for (let s = 0; s < sources; s++) {
        if (offsets[s] === offsets[s + 1]) continue;
        fillRt(values, offsets[s], offsets[s + 1], rt, () =>
          mulberry32(incidentStreamSeed(seed, k, s, STREAM_INCIDENT_RT)),
        );
      }
      for (let j = 0; j < total; j++) cols.rtMs[rows[j]] = values[j];
    }
    if (inc.errorRate !== null) {
      const p = inc.errorRate;
      const values = new Uint8Array(total);
      for (let s = 0; s < sources; s++) {
        if (offsets[s] === offsets[s + 1]) continue;
        fillBernoulli(values, offsets[s], offsets[s + 1], p, () =>
          mulberry32(incidentStreamSeed(seed, k, s, STREAM_INCIDENT_ERROR)),
        );
      }
      for (let j = 0; j < total; j++) cols.error[rows[j]] = values[j];
    }
  });
}
