/**
 * What every traffic source shares: limits, the time window, the per-request attributes
 * (acquire count, prioritized, response time, error), and a growable buffer of arrival times.
 *
 * Times in a scenario are milliseconds relative to the simulation start (`startMs` is the
 * absolute epoch of that start). Generated arrivals are integer microseconds since the start,
 * rounded to the nearest µs, so Sentinel (ms) and Guava (µs) can both read them exactly.
 */
import { z } from 'zod';
import { paramsField } from './arguments';
import { gatewayField } from './gateway-attributes';
import { got, intIn, numberIn, unionError } from './schema-helpers';

/** Longest simulation: 1 hour. */
export const MAX_DURATION_MS = 3_600_000;
/** The longest simulation in words, for messages. */
export const MAX_DURATION_WORDS = `${MAX_DURATION_MS / 60_000} minutes`;
/** Highest rate of one source. */
export const MAX_QPS = 100_000;
/**
 * Bound on the expected number of requests of a whole scenario (1 h at 10,000 QPS). A run holds its requests as
 * columns of about 28 bytes each (≈ 1 GB at the bound, see generate.ts); the request log keeps only its first rows.
 */
export const MAX_EXPECTED_REQUESTS = 36_000_000;
/** Longest response time a request can be given (longer samples are capped). */
export const MAX_RT_MS = 60_000;
/** Largest `acquire` count of one request. */
export const MAX_ACQUIRE = 1_000;

export { got, intIn, numberIn, unionError } from './schema-helpers';

export const msTime = (description: string) => intIn(0, MAX_DURATION_MS, description, 'ms');
export const qpsField = (description: string) => numberIn(0, MAX_QPS, description, { unit: 'requests per second' });

export const rtSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('fixed'), ms: numberIn(0, MAX_RT_MS, 'Every request runs this long (ms).') }),
      z.strictObject({
        type: z.literal('exponential'),
        meanMs: numberIn(0, MAX_RT_MS, 'Mean response time (ms); many short, a few long.'),
      }),
      z.strictObject({
        type: z.literal('lognormal'),
        medianMs: numberIn(0, MAX_RT_MS, 'Median response time (ms).'),
        sigma: numberIn(0, 5, 'Spread: the standard deviation of ln(rt); 0.5 is moderate, 1.5 a long tail.'),
      }),
    ],
    { error: unionError('a response time', ['fixed', 'exponential', 'lognormal']) },
  )
  .describe(`How long each admitted request runs (ms), sampled per request and capped at ${MAX_RT_MS} ms.`);
export type ResponseTime = z.output<typeof rtSchema>;

const probability = (description: string) => numberIn(0, 1, description);

/** Longest resource, origin or context name. */
export const MAX_IDENTITY_CHARS = 200;
/** Sentinel's `Constants.CONTEXT_DEFAULT_NAME`: the context of an entry made outside `ContextUtil.enter`. */
export const DEFAULT_CONTEXT_NAME = 'sentinel_default_context';
export const ENTRY_TYPES = ['IN', 'OUT'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** A string of `min` to MAX_IDENTITY_CHARS characters; `what` names it in the message (`or` adds to it). */
export function identityString(min: number, what: string, or = '') {
  const error = got(`must be ${what} of ${min} to ${MAX_IDENTITY_CHARS} characters${or}`);
  return z.string({ error }).min(min, { error }).max(MAX_IDENTITY_CHARS, { error });
}

/**
 * Who a request is, as Sentinel's slot chain sees it: the resource it enters, the caller's
 * origin, the context (entrance) it runs in, and the entry type. Common to every source and
 * injection; the simulation maps each request's source to these.
 */
export const identityFields = {
  resource: identityString(1, 'a resource name', ", or null for the scenario's main resource")
    .nullable()
    .describe("The Sentinel resource the requests enter (SphU.entry(resource)); null: the scenario's main resource.")
    .default(null),
  origin: identityString(0, 'a string')
    .describe("The caller's origin (ContextUtil.enter(context, origin), what limitApp matches); '': none.")
    .default(''),
  context: identityString(1, 'a context name')
    .describe(
      `The context (entrance) name the requests run in, used by the CHAIN strategy; "${DEFAULT_CONTEXT_NAME}" is ` +
        'the one Sentinel creates for an entry made outside ContextUtil.enter (which refuses that name, so its ' +
        "origin is always '').",
    )
    .default(DEFAULT_CONTEXT_NAME),
  entryType: z
    .enum(ENTRY_TYPES, { error: got('must be "IN" or "OUT"') })
    .describe(
      "IN as Sentinel's web and RPC adapters enter; SphU.entry(name) alone is OUT, and system rules apply to IN only.",
    )
    .default('IN'),
};
/** The identity fields of one source, as `sourceIdentity` lists them. */
export interface SourceIdentity {
  resource: string | null;
  origin: string;
  context: string;
  entryType: EntryType;
}

/** Per-request attributes, common to every source. */
export const attributeFields = {
  acquire: intIn(1, MAX_ACQUIRE, 'Permits each request asks for (Sentinel acquireCount, Guava permits).').default(1),
  prioritized: z
    .union([z.boolean(), z.number().min(0).max(1)], {
      error: got('must be true, false, or a fraction from 0 to 1 of requests marked prioritized'),
    })
    .describe('Sentinel prioritized entries: true, false, or the fraction of requests (0–1) that are prioritized.')
    .default(false),
  rt: rtSchema.default({ type: 'fixed', ms: 0 }),
  errorRate: probability('Fraction of admitted requests that end with a business exception (0–1).').default(0),
  ...identityFields,
  params: paramsField,
  gateway: gatewayField,
};

/** The window of a rate-driven source: from `startMs` to `endMs` (null: the end of the run). */
export const windowFields = {
  startMs: msTime('When the source starts, ms after the simulation start.').default(0),
  endMs: msTime('When the source stops (exclusive), ms after the simulation start; null: the end of the run.')
    .nullable()
    .default(null),
};

export const processField = z
  .enum(['even', 'poisson'], { error: got('must be "even" (evenly spaced) or "poisson" (random)') })
  .describe('"even": arrivals evenly spaced at the current rate; "poisson": random arrivals with that mean rate.')
  .default('even');

/** What a source needs to know about the run it is part of. */
export interface SourceContext {
  /** Length of the run in µs; arrivals are in [0, durationUs). */
  readonly durationUs: number;
}

/** A source's [start, end) in µs, clamped to the run. Empty when end ≤ start. */
export function windowUs(src: { startMs: number; endMs: number | null }, ctx: SourceContext): [number, number] {
  const start = Math.min(src.startMs * 1000, ctx.durationUs);
  const end = src.endMs === null ? ctx.durationUs : Math.min(src.endMs * 1000, ctx.durationUs);
  return [start, Math.max(start, end)];
}

/**
 * How many of `count` requests spread evenly from `atUs` over `spreadUs` (the i-th at
 * `round(atUs + spreadUs·i/count)`) arrive before `endUs`. Rounding is half-up, so the i-th
 * arrives before the end iff `atUs + spreadUs·i/count < endUs − 0.5`.
 */
export function countSpreadBefore(atUs: number, spreadUs: number, count: number, endUs: number): number {
  if (atUs + 0.5 > endUs) return 0;
  if (spreadUs <= 0) return count;
  return Math.min(count, Math.max(0, Math.ceil(((endUs - 0.5 - atUs) * count) / spreadUs)));
}

/** An append-only list of arrival times (µs), grown by doubling; no per-request objects. */
export class TimeBuffer {
  data: Float64Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Float64Array(Math.max(16, Math.ceil(capacity)));
  }
  /** Make room for `extra` more values. */
  reserve(extra: number): void {
    const need = this.length + extra;
    if (need <= this.data.length) return;
    let cap = this.data.length * 2;
    while (cap < need) cap *= 2;
    const next = new Float64Array(cap);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  push(tUs: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = tUs;
  }
  /** The filled part (a view, not a copy). */
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}
