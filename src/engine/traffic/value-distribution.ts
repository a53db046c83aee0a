/**
 * Value distributions: which value each request of a source carries for one argument or one gateway
 * attribute. Four kinds, each a list of candidate values plus a rule for picking an index into it:
 *
 *   fixed     one value; every request carries it (no random numbers read)
 *   zipf      `keys` values ranked 1..keys, rank r with probability r^(−exponent) / H(keys, exponent),
 *             where H(N, s) = Σ_{k=1..N} k^(−s): the classic hot-key skew (s = 0 is uniform, s ≈ 1 is
 *             "the top 1 % of keys takes a third of the traffic", larger s concentrates more)
 *   weighted  a fixed set of values with weights; value i with probability weight_i / Σ weights
 *   replay    a recorded list, in order: the source's n-th request (in time order) carries
 *             values[n mod length] (no random numbers read)
 *
 * SAMPLING (zipf and weighted, exactly). Precompute the cumulative weights c_i = w_0 + … + w_i in a
 * Float64Array (zipf: w_i = (i+1)^(−s)); per request draw u from the source's own mulberry32 stream (one
 * uniform per request, in request order) and pick the smallest i with c_i > u · c_last, by binary search.
 * So a run of n requests over N keys costs O(N + n log N) and the same seed gives the same indices.
 * A single candidate (or all weight on one value) still reads one uniform per request, so the number of
 * draws never depends on the weights; the stream is the (source, field)'s own, so nothing else moves.
 *
 * WORKED EXAMPLE. zipf keys 3, exponent 1: weights 1, 1/2, 1/3, cumulative 1, 1.5, 1.8333; u = 0.6 →
 * u · 1.8333 = 1.1 → index 1 (rank 2); u = 0.5 → 0.9167 → index 0 (rank 1). Expected shares 54.5 %, 27.3 %,
 * 18.2 %.
 *
 * What a picked index means as a value (a typed Java value, a string) is up to the caller (`valueAt`).
 */
import { z } from 'zod';
import type { Rng } from '../random';
import { issue, type Issue } from '../scenario/issues';
import { got, intIn, numberIn, unionError } from './schema-helpers';

/** Most keys of one zipf distribution (its cumulative table is 8 bytes a key). */
export const MAX_ZIPF_KEYS = 100_000;
/** Most values of one weighted set. */
export const MAX_WEIGHTED_VALUES = 1_000;
/** Most values of one replayed list. */
export const MAX_REPLAY_VALUES = 100_000;
export const MAX_ZIPF_EXPONENT = 10;
/** Longest string value (a key, an IP, a header value), as long as a resource name. */
export const MAX_VALUE_CHARS = 200;

/** The zipf fields shared by every value type (`prefix`, `javaType`, `first` are added by the caller). */
export const zipfFields = {
  type: z.literal('zipf'),
  keys: intIn(1, MAX_ZIPF_KEYS, 'How many distinct keys (ranks 1..keys, rank 1 the hottest).'),
  exponent: numberIn(
    0,
    MAX_ZIPF_EXPONENT,
    'Zipf exponent s: rank r is drawn with probability ∝ r^(−s); 0 is uniform, 1 the classic hot-key skew.',
  ).default(1),
};

/** The distribution union over values of schema `value`, with extra zipf fields. */
export function distributionSchema<V extends z.ZodType, Z extends z.core.$ZodLooseShape>(
  value: V,
  zipfExtra: Z,
  what: string,
) {
  const weighted = z
    .strictObject({
      type: z.literal('weighted'),
      values: z
        .array(
          z.strictObject({
            value,
            weight: numberIn(0, 1e9, 'Relative weight (≥ 0); shares are weight / sum of weights.').default(1),
          }),
          { error: got(`must be an array of 1 to ${MAX_WEIGHTED_VALUES} {"value", "weight"} items`) },
        )
        .min(1, { error: got(`must be an array of 1 to ${MAX_WEIGHTED_VALUES} {"value", "weight"} items`) })
        .max(MAX_WEIGHTED_VALUES, {
          error: got(`must be an array of 1 to ${MAX_WEIGHTED_VALUES} {"value", "weight"} items`),
        }),
    })
    .superRefine((d, ctx) => {
      if (!d.values.some((v) => (v.weight as number) > 0)) {
        ctx.addIssue({ code: 'custom', path: ['values'], message: 'needs at least one weight > 0', input: d });
      }
    })
    .describe(`A fixed set of ${what} with weights.`);
  return z
    .discriminatedUnion(
      'type',
      [
        z.strictObject({ type: z.literal('fixed'), value }).describe(`Every request carries this ${what}.`),
        z
          .strictObject({ ...zipfFields, ...zipfExtra })
          .describe(`Zipf hot keys: ${what} ranked 1..keys, rank r with probability ∝ r^(−exponent).`),
        weighted,
        z
          .strictObject({
            type: z.literal('replay'),
            values: z
              .array(value, { error: got(`must be an array of 1 to ${MAX_REPLAY_VALUES} values`) })
              .min(1, { error: got(`must be an array of 1 to ${MAX_REPLAY_VALUES} values`) })
              .max(MAX_REPLAY_VALUES, { error: got(`must be an array of 1 to ${MAX_REPLAY_VALUES} values`) }),
          })
          .describe(`A recorded list of ${what}: the n-th request of the source carries values[n mod length].`),
      ],
      { error: unionError(`a distribution of ${what}`, ['fixed', 'zipf', 'weighted', 'replay']) },
    )
    .describe(`How each request's ${what} is chosen.`);
}

/** The shape every distribution has after parsing (values typed by the caller). */
export type Distribution<V> =
  | { type: 'fixed'; value: V }
  | { type: 'zipf'; keys: number; exponent: number }
  | { type: 'weighted'; values: readonly { value: V; weight: number }[] }
  | { type: 'replay'; values: readonly V[] };

/** How many candidate values a distribution picks among (its index range). */
export function candidateCount(d: Distribution<unknown>): number {
  if (d.type === 'fixed') return 1;
  if (d.type === 'zipf') return d.keys;
  return d.values.length;
}

/** Cumulative weights of zipf(keys, s): c_i = Σ_{k=1..i+1} k^(−s). */
export function zipfCumulative(keys: number, exponent: number): Float64Array {
  const c = new Float64Array(keys);
  let sum = 0;
  for (let k = 1; k <= keys; k++) {
    sum += Math.pow(k, -exponent);
    c[k - 1] = sum;
  }
  return c;
}

/** Cumulative weights of a weighted set. */
export function weightsCumulative(weights: readonly number[]): Float64Array {
  const c = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i];
    c[i] = sum;
  }
  return c;
}

/**
 * The smallest i with c[i] > target (c non-decreasing). When u × total rounds up to the total itself (it can with a
 * subnormal total, e.g. one weight of 5e-324), no c[i] exceeds it: then the first index that reaches the total, so a
 * trailing zero-weight value is still never picked.
 */
export function searchCumulative(c: Float64Array, target: number): number {
  let lo = 0;
  let hi = c.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  if (!(c[lo] > target)) while (lo > 0 && c[lo - 1] >= target) lo--;
  return lo;
}

/**
 * Candidate indices for `n` requests of one source (in the source's request order). `rng` is only
 * called (lazily, once) for the random kinds.
 */
export function sampleIndices(d: Distribution<unknown>, n: number, rng: () => Rng): Int32Array {
  const out = new Int32Array(n);
  if (d.type === 'fixed') return out;
  if (d.type === 'replay') {
    const len = d.values.length;
    for (let i = 0; i < n; i++) out[i] = i % len;
    return out;
  }
  const c = d.type === 'zipf' ? zipfCumulative(d.keys, d.exponent) : weightsCumulative(d.values.map((v) => v.weight));
  const total = c[c.length - 1];
  const r = rng();
  for (let i = 0; i < n; i++) out[i] = searchCumulative(c, r() * total);
  return out;
}

/** A zipf key's rank-1 value must leave room for `keys` consecutive integers of the Java type. */
export function integerKeysIssues(first: number, keys: number, max: number, typeName: string): Issue[] {
  if (first + keys - 1 > max) {
    return [issue(['first'], `first + keys − 1 must be at most ${max} for ${typeName} keys, got ${first + keys - 1}`)];
  }
  return [];
}
