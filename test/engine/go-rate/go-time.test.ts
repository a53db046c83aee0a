import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationFromFloat,
  durationSeconds,
  MAX_INT64,
  MIN_INT64,
  norm,
  timeAdd,
  timeSub,
} from '../../../src/engine/go-rate/go-time';

describe('Go time arithmetic', () => {
  it('Sub saturates at the int64 range, the zero Time is infinitely far back', () => {
    expect(timeSub(5, null)).toBe(MAX_INT64);
    expect(timeSub(null, 5)).toBe(MIN_INT64);
    expect(timeSub(null, null)).toBe(0);
    expect(timeSub(timeAdd(10, MAX_INT64), 0)).toBe(MAX_INT64);
    expect(timeSub(timeAdd(10, MAX_INT64), 10)).toBe(MAX_INT64);
    expect(timeSub(timeAdd(10, MAX_INT64), 11)).toBe(MAX_INT64 - 1n);
  });

  it('values are normalised: a number exactly when safe', () => {
    expect(norm(2n ** 53n - 1n)).toBe(2 ** 53 - 1);
    expect(norm(2n ** 53n)).toBe(2n ** 53n);
    expect(timeAdd(2 ** 53 - 1, 1)).toBe(2n ** 53n);
  });

  it('Seconds() splits into whole seconds and a remainder like Go', () => {
    expect(durationSeconds(1_500_000_000)).toBe(1.5);
    expect(durationSeconds(-1_500_000_000)).toBe(-1.5);
    expect(durationSeconds(MAX_INT64)).toBe(9223372036 + 854775807 / 1e9);
  });

  it('Seconds() of a number splits like BigInt division, around every multiple of a second and up to 2^53', () => {
    // Go: float64(d / Second) + float64(d % Second) / 1e9, both parts truncating toward zero
    const goSeconds = (d: bigint) => Number(d / 1_000_000_000n) + Number(d % 1_000_000_000n) / 1e9;
    const nearSecond = fc
      .tuple(fc.bigInt({ min: -(2n ** 23n), max: 2n ** 23n }), fc.integer({ min: -2, max: 2 }))
      .map(([k, off]) => k * 1_000_000_000n + BigInt(off));
    const any = fc.bigInt({ min: -(2n ** 53n) + 1n, max: 2n ** 53n - 1n });
    fc.assert(
      fc.property(fc.oneof(nearSecond, any), (d) => {
        expect(durationSeconds(Number(d))).toBe(goSeconds(d));
      }),
      { numRuns: 2000 },
    );
  });

  it('float → Duration truncates toward zero; out of range is MinInt64 (amd64)', () => {
    expect(durationFromFloat(1.9)).toBe(1);
    expect(durationFromFloat(-1.9)).toBe(-1);
    expect(durationFromFloat(2 ** 62)).toBe(2n ** 62n);
    expect(durationFromFloat(2 ** 63)).toBe(MIN_INT64);
    expect(durationFromFloat(NaN)).toBe(MIN_INT64);
  });

  it('Add then Sub round-trips exactly over the number/bigint boundary', () => {
    const int64 = fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n }).map(norm);
    fc.assert(
      fc.property(int64, int64, (t, d) => {
        expect(timeSub(timeAdd(t, d), t)).toBe(d);
      }),
    );
  });
});
