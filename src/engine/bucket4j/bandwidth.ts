/**
 * A Bucket4j `Bandwidth`: one limit of a bucket (Bucket4j 8.19.0, `Bandwidth` and
 * `BandwidthBuilder`). A bucket holds one or more; each keeps its own tokens and every
 * consumption is taken from all of them.
 *
 * The four refill styles of the builder, in its own words:
 *   refillGreedy(tokens, period)          tokens come back continuously, one per period/tokens
 *   refillIntervally(tokens, period)      all `tokens` at once, one whole period after the last refill
 *                                         (the grid starts when the bucket is created)
 *   refillIntervallyAligned(tokens, period, timeOfFirstRefill)
 *                                         the same, on the absolute grid timeOfFirstRefill + k·period
 *   refillIntervallyAlignedWithAdaptiveInitialTokens(...)
 *                                         aligned, and the first bucket gets only the share of
 *                                         the period left before the first refill (see refill.ts)
 *
 * `BandwidthSpec` is the builder's input; `Bandwidth` is what `build()` yields, with the
 * upstream field names (`refillIntervally`, `timeOfFirstRefillMillis`, `useAdaptiveInitialTokens`).
 * The builder's checks are reproduced as issues instead of exceptions.
 */

export type Bucket4jRefill =
  'greedy' | 'intervally' | 'intervallyAligned' | 'intervallyAlignedWithAdaptiveInitialTokens';

export interface BandwidthSpec {
  capacity: bigint;
  refill: Bucket4jRefill;
  /** Tokens added per period. */
  refillTokens: bigint;
  refillPeriodNanos: bigint;
  /** `.initialTokens(n)`; defaults to capacity (not allowed with adaptive initial tokens). */
  initialTokens?: bigint;
  /** Aligned refills only: the instant of the first refill, on the bucket's clock, in ms. */
  timeOfFirstRefillMillis?: bigint;
  /** `.id(…)`: matches bandwidths across `replaceConfiguration` (absent = `UNDEFINED_ID`). */
  id?: string;
}

export interface Bandwidth {
  readonly capacity: bigint;
  readonly initialTokens: bigint;
  readonly refillPeriodNanos: bigint;
  readonly refillTokens: bigint;
  /** false = greedy ("isGready" upstream). */
  readonly refillIntervally: boolean;
  /** null = `UNSPECIFIED_TIME_OF_FIRST_REFILL` (not aligned). */
  readonly timeOfFirstRefillMillis: bigint | null;
  readonly useAdaptiveInitialTokens: boolean;
  /** null = `UNDEFINED_ID`. */
  readonly id: string | null;
}

export function isIntervallyAligned(b: Bandwidth): boolean {
  return b.timeOfFirstRefillMillis !== null;
}

/** What `BandwidthBuilder` would throw for this spec (empty when it builds). */
export function bandwidthIssues(spec: BandwidthSpec): string[] {
  const issues: string[] = [];
  if (spec.capacity <= 0n) issues.push(`capacity must be positive: ${spec.capacity}`);
  if (spec.refillTokens <= 0n) issues.push(`refillTokens must be positive: ${spec.refillTokens}`);
  if (spec.refillPeriodNanos <= 0n) issues.push(`refill period must be positive: ${spec.refillPeriodNanos} ns`);
  else if (spec.refillTokens > spec.refillPeriodNanos) {
    issues.push(`more than one token per nanosecond: ${spec.refillTokens} per ${spec.refillPeriodNanos} ns`);
  }
  const aligned = spec.refill === 'intervallyAligned' || spec.refill === 'intervallyAlignedWithAdaptiveInitialTokens';
  if (aligned && spec.timeOfFirstRefillMillis === undefined)
    issues.push('an aligned refill needs timeOfFirstRefillMillis');
  if (aligned && spec.timeOfFirstRefillMillis !== undefined && spec.timeOfFirstRefillMillis < 0n) {
    issues.push(`timeOfFirstRefill must not be negative: ${spec.timeOfFirstRefillMillis} ms`);
  }
  if (!aligned && spec.timeOfFirstRefillMillis !== undefined) {
    issues.push(`timeOfFirstRefillMillis applies to aligned refills only, not ${spec.refill}`);
  }
  if (spec.initialTokens !== undefined) {
    if (spec.initialTokens < 0n) issues.push(`initialTokens must not be negative: ${spec.initialTokens}`);
    if (spec.refill === 'intervallyAlignedWithAdaptiveInitialTokens') {
      issues.push('adaptive initial tokens cannot be combined with initialTokens');
    }
  }
  return issues;
}

/** `BucketConfiguration`'s own checks: at least one bandwidth, no id used twice. */
export function configurationIssues(specs: readonly BandwidthSpec[]): string[] {
  if (specs.length === 0) return ['a bucket needs at least one bandwidth'];
  const issues = specs.flatMap((s, i) => bandwidthIssues(s).map((m) => `bandwidths[${i}]: ${m}`));
  const ids = specs.map((s) => s.id).filter((id): id is string => id !== undefined);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length > 0) issues.push(`bandwidth id used twice: ${repeated[0]}`);
  return issues;
}

/** `Bandwidth.builder()…build()`; throws a RangeError listing the builder's complaints. */
export function buildBandwidth(spec: BandwidthSpec): Bandwidth {
  const issues = bandwidthIssues(spec);
  if (issues.length > 0) throw new RangeError(issues.join('; '));
  const aligned = spec.refill === 'intervallyAligned' || spec.refill === 'intervallyAlignedWithAdaptiveInitialTokens';
  return {
    capacity: spec.capacity,
    initialTokens: spec.initialTokens ?? spec.capacity,
    refillPeriodNanos: spec.refillPeriodNanos,
    refillTokens: spec.refillTokens,
    refillIntervally: spec.refill !== 'greedy',
    timeOfFirstRefillMillis: aligned ? (spec.timeOfFirstRefillMillis ?? null) : null,
    useAdaptiveInitialTokens: spec.refill === 'intervallyAlignedWithAdaptiveInitialTokens',
    id: spec.id ?? null,
  };
}
