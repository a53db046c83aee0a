/**
 * Replays a `bucket4j` trace (conformance-next CONTRAST.md, "bucket4j") through
 * src/engine/bucket4j: builds the bucket from `trace.limiter.bandwidths` at tNs 0 on the clock
 * `startEpochMs·1e6 + tNs` (epoch ns), checks `derived` (the built bandwidths and the initial
 * state, row -1), then feeds every event and compares each expect row, including the raw state
 * of every bandwidth. Integers beyond 2^53 are JSON strings in the trace; ours are BigInt.
 */
import { Bucket4jBucket, type Bandwidth, type BandwidthSpec, type Bucket4jRefill } from '../../src/engine/bucket4j';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const TWO_53 = 2n ** 53n;

/** The trace's convention: a number, or a decimal string when the magnitude exceeds 2^53. */
function json(x: bigint): number | string {
  return x > TWO_53 || x < -TWO_53 ? x.toString() : Number(x);
}

function big(x: unknown): bigint {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number' || typeof x === 'string') return BigInt(x);
  throw new Error(`not an integer: ${JSON.stringify(x)}`);
}

const REFILLS: readonly Bucket4jRefill[] = [
  'greedy',
  'intervally',
  'intervallyAligned',
  'intervallyAlignedWithAdaptiveInitialTokens',
];

function bandwidthSpec(raw: Record<string, unknown>, startEpochMs: bigint): BandwidthSpec {
  const refill = raw.refill as Bucket4jRefill;
  if (!REFILLS.includes(refill)) throw new Error(`unknown refill ${JSON.stringify(raw.refill)}`);
  const spec: BandwidthSpec = {
    capacity: big(raw.capacity),
    refill,
    refillTokens: big(raw.refillTokens),
    refillPeriodNanos: big(raw.refillPeriodMs) * 1_000_000n,
  };
  if (raw.initialTokens !== undefined) spec.initialTokens = big(raw.initialTokens);
  if (raw.timeOfFirstRefillMs !== undefined) spec.timeOfFirstRefillMillis = startEpochMs + big(raw.timeOfFirstRefillMs);
  return spec;
}

function derivedOf(b: Bandwidth, startEpochMs: bigint): Record<string, unknown> {
  const out: Record<string, unknown> = {
    capacity: json(b.capacity),
    initialTokens: json(b.initialTokens),
    refillTokens: json(b.refillTokens),
    refillPeriodNanos: json(b.refillPeriodNanos),
    refillIntervally: b.refillIntervally,
    intervallyAligned: b.timeOfFirstRefillMillis !== null,
    useAdaptiveInitialTokens: b.useAdaptiveInitialTokens,
  };
  if (b.timeOfFirstRefillMillis !== null) out.timeOfFirstRefillMs = json(b.timeOfFirstRefillMillis - startEpochMs);
  return out;
}

function stateOf(bucket: Bucket4jBucket, startEpochNanos: bigint): Record<string, unknown> {
  return {
    bandwidths: bucket.bandwidths.map((_, i) => {
      const s = bucket.bandwidthState(i);
      return {
        currentSize: json(s.currentSize),
        roundingError: json(s.roundingError),
        lastRefillNs: json(s.lastRefillTimeNanos - startEpochNanos),
      };
    }),
  };
}

/** The expect fields an event produces (CONTRAST.md's table), from the engine's decision. */
function outcome(bucket: Bucket4jBucket, event: Record<string, unknown>, now: bigint): Record<string, unknown> {
  const permits = (): bigint => big(event.permits);
  switch (event.op) {
    case 'tryConsume':
      return { pass: bucket.tryConsume(permits(), now).consumed };
    case 'tryConsumeAndReturnRemaining': {
      const p = bucket.tryConsumeAndReturnRemaining(permits(), now);
      return {
        pass: p.consumed,
        remainingTokens: json(p.remainingTokens),
        nanosToWaitForRefill: json(p.nanosToWaitForRefill),
        nanosToWaitForReset: json(p.nanosToWaitForReset),
      };
    }
    case 'estimate': {
      const p = bucket.estimateAbilityToConsume(permits(), now);
      return {
        pass: p.canBeConsumed,
        remainingTokens: json(p.remainingTokens),
        nanosToWaitForRefill: json(p.nanosToWaitForRefill),
      };
    }
    case 'blockingTryConsume': {
      const r = bucket.blockingTryConsume(permits(), big(event.maxWaitNs), now);
      return { pass: r.consumed, waitNs: json(r.parkNanos) };
    }
    case 'consumeIgnoringRateLimits': {
      const r = bucket.consumeIgnoringRateLimits(permits(), now);
      if (r.reservationOverflow) throw new Error('reservationOverflow (upstream throws here)');
      return { pass: true, penaltyNs: json(r.penaltyNanos) };
    }
    case 'tryConsumeAsMuchAsPossible': {
      const r = bucket.tryConsumeAsMuchAsPossible(big(event.limit), now);
      return { pass: r.consumedTokens > 0n, consumed: json(r.consumedTokens) };
    }
    case 'getAvailableTokens':
      return { pass: true, availableTokens: json(bucket.getAvailableTokens(now).availableTokens) };
    case 'addTokens':
      bucket.addTokens(big(event.tokens), now);
      return { pass: true };
    case 'forceAddTokens':
      bucket.forceAddTokens(big(event.tokens), now);
      return { pass: true };
    case 'reset':
      bucket.reset(now);
      return { pass: true };
    default:
      throw new Error(`unknown op ${JSON.stringify(event.op)}`);
  }
}

export const replayBucket4j: Replayer = (trace: Trace) => {
  const out: Mismatch[] = [];
  const limiter = trace.limiter;
  if (!limiter || !Array.isArray(limiter.bandwidths)) {
    return [{ row: -1, field: 'limiter.bandwidths', expected: 'an array', actual: limiter?.bandwidths }];
  }
  const startEpochMs = big(trace.derived.startEpochMs);
  const startEpochNanos = startEpochMs * 1_000_000n;
  const specs = (limiter.bandwidths as Record<string, unknown>[]).map((b) => bandwidthSpec(b, startEpochMs));
  const bucket = new Bucket4jBucket(specs, startEpochNanos);

  const derivedBandwidths = trace.derived.bandwidths as Record<string, unknown>[];
  derivedBandwidths.forEach((expected, i) => {
    const b = bucket.bandwidths[i];
    if (!b) out.push({ row: -1, field: `derived.bandwidths.${i}`, expected, actual: undefined });
    else compareRow(-1, expected, derivedOf(b, startEpochMs), new Set(), `derived.bandwidths.${i}.`, out);
  });
  const initialState = trace.derived.initialState as Record<string, unknown>;
  compareRow(-1, initialState, stateOf(bucket, startEpochNanos), new Set(), 'derived.initialState.', out);

  trace.events.forEach((event, i) => {
    const now = startEpochNanos + big(event.tNs);
    const actual = { ...outcome(bucket, event, now), state: stateOf(bucket, startEpochNanos) };
    compareRow(i, trace.expect[i], actual, new Set(), '', out);
  });
  return out;
};
