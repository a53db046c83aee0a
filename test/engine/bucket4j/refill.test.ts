import { describe, expect, it } from 'vitest';
import { buildBandwidth, type BandwidthSpec } from '../../../src/engine/bucket4j';
import { initialBandwidthState, refill, type BandwidthState } from '../../../src/engine/bucket4j/refill';
import { LONG_MAX_VALUE } from '../../../src/engine/bucket4j/long-math';

const MS = 1_000_000n;
const greedy10: BandwidthSpec = { capacity: 10n, refill: 'greedy', refillTokens: 10n, refillPeriodNanos: 1000n * MS };

function drained(spec: BandwidthSpec, at = 0n): BandwidthState {
  const state = initialBandwidthState(buildBandwidth(spec), at);
  state.currentSize = 0n;
  return state;
}

describe('greedy refill (header worked example)', () => {
  it('carries the remainder in token·ns: 50 ms earn no token but 5e8 token·ns, 100 ms one token', () => {
    const b = buildBandwidth(greedy10);
    const s = drained(greedy10);
    const r1 = refill(b, s, 50n * MS);
    expect(r1).toMatchObject({ outcome: 'refilled', sizeAfter: 0n, roundingErrorAfter: 500_000_000n });
    const r2 = refill(b, s, 100n * MS);
    expect(r2).toMatchObject({ outcome: 'refilled', sizeAfter: 1n, roundingErrorAfter: 0n });
    expect(s.lastRefillTimeNanos).toBe(100n * MS);
  });

  it('one refill at 100 ms gives the same state as two steps', () => {
    const b = buildBandwidth(greedy10);
    const s = drained(greedy10);
    refill(b, s, 100n * MS);
    expect(s).toEqual({ lastRefillTimeNanos: 100n * MS, currentSize: 1n, roundingError: 0n });
  });

  it('adds whole periods first when more than a period has passed, then divides the rest', () => {
    const spec: BandwidthSpec = { capacity: 100n, refill: 'greedy', refillTokens: 3n, refillPeriodNanos: 1000n * MS };
    const s = drained(spec);
    const r = refill(buildBandwidth(spec), s, 2500n * MS);
    // 2 periods → 6 tokens, then 3·5e8 = 1.5e9 token·ns → 1 token, 5e8 carried
    expect(r).toMatchObject({ elapsedPeriods: 2n, sizeAfter: 7n, roundingErrorAfter: 500_000_000n });
  });

  it('resets to capacity (roundingError 0) when full, and adds nothing while above capacity', () => {
    const b = buildBandwidth(greedy10);
    const s = drained(greedy10);
    s.currentSize = 9n;
    s.roundingError = 900_000_000n;
    expect(refill(b, s, 50n * MS)).toMatchObject({ outcome: 'toCapacity', sizeAfter: 10n, roundingErrorAfter: 0n });
    s.currentSize = 25n; // forceAddTokens
    expect(refill(b, s, 5000n * MS)).toMatchObject({ outcome: 'aboveCapacity', sizeAfter: 25n });
    expect(s.lastRefillTimeNanos).toBe(5000n * MS);
  });

  it('falls back to doubles when refillTokens·Δ overflows a long, dropping the rounding error', () => {
    const spec: BandwidthSpec = {
      capacity: LONG_MAX_VALUE,
      refill: 'greedy',
      refillTokens: 4_000_000_000n,
      refillPeriodNanos: 4_000_000_000_000n,
    };
    const s = drained(spec);
    s.roundingError = 7n;
    const r = refill(buildBandwidth(spec), s, 3_000_000_000_000n);
    expect(r.doubleFallback).toBe(true);
    expect(r.sizeAfter).toBe(3_000_000_000n);
    expect(r.roundingErrorAfter).toBe(0n);
  });

  it('does nothing for a time at or before the last refill', () => {
    const b = buildBandwidth(greedy10);
    const s = drained(greedy10, 100n);
    expect(refill(b, s, 100n).outcome).toBe('notDue');
    expect(refill(b, s, 50n).outcome).toBe('notDue');
    expect(s.lastRefillTimeNanos).toBe(100n);
  });
});

describe('intervally refill: a grid anchored at creation', () => {
  const spec: BandwidthSpec = { capacity: 10n, refill: 'intervally', refillTokens: 10n, refillPeriodNanos: 1000n * MS };

  it('adds nothing before a whole period, all tokens at once after it, and keeps the grid phase', () => {
    const b = buildBandwidth(spec);
    const s = drained(spec, 0n);
    expect(refill(b, s, 999n * MS).outcome).toBe('notDue');
    expect(s.currentSize).toBe(0n);
    s.currentSize = -5n; // a reservation
    const r = refill(b, s, 1300n * MS);
    expect(r).toMatchObject({ outcome: 'refilled', refillTimeNanos: 1000n * MS, sizeAfter: 5n });
    // the next refill is due at 2000 ms, not 2300 ms
    expect(refill(b, s, 1999n * MS).outcome).toBe('notDue');
    expect(refill(b, s, 2000n * MS)).toMatchObject({ outcome: 'toCapacity', sizeAfter: 10n });
  });

  it('starts its grid where the bucket was created', () => {
    const s = initialBandwidthState(buildBandwidth(spec), 123n * MS);
    expect(s.lastRefillTimeNanos).toBe(123n * MS);
  });
});

describe('intervally aligned refill: the absolute grid', () => {
  const aligned: BandwidthSpec = {
    capacity: 10n,
    refill: 'intervallyAligned',
    refillTokens: 10n,
    refillPeriodNanos: 1000n * MS,
    timeOfFirstRefillMillis: 300n,
  };

  it('starts lastRefill one period before the first refill and refills at 300, 1300 ms', () => {
    const b = buildBandwidth(aligned);
    const s = initialBandwidthState(b, 0n);
    expect(s).toEqual({ lastRefillTimeNanos: -700n * MS, currentSize: 10n, roundingError: 0n });
    s.currentSize = 0n;
    expect(refill(b, s, 299n * MS).outcome).toBe('notDue');
    expect(refill(b, s, 300n * MS)).toMatchObject({ outcome: 'toCapacity', refillTimeNanos: 300n * MS });
    s.currentSize = 0n;
    expect(refill(b, s, 1299n * MS).outcome).toBe('notDue');
    expect(refill(b, s, 1300n * MS).sizeAfter).toBe(10n);
  });

  it('adaptive initial tokens: the share of the period left before the first refill (3 of 10)', () => {
    const adaptive: BandwidthSpec = { ...aligned, refill: 'intervallyAlignedWithAdaptiveInitialTokens' };
    expect(initialBandwidthState(buildBandwidth(adaptive), 0n).currentSize).toBe(3n);
    // cap 10, refill 4: guaranteed 6 plus 3e8·4/1e9 = 1 (truncated)
    const partial = { ...adaptive, refillTokens: 4n };
    expect(initialBandwidthState(buildBandwidth(partial), 0n).currentSize).toBe(7n);
    // a first refill not in the future: initialTokens (= capacity)
    expect(initialBandwidthState(buildBandwidth(adaptive), 300n * MS).currentSize).toBe(10n);
  });
});
