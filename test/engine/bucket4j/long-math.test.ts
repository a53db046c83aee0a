import { describe, expect, it } from 'vitest';
import {
  absLong,
  doubleToLong,
  LONG_MAX_VALUE,
  LONG_MIN_VALUE,
  multiplyExactOrReturnMaxValue,
  wrapLong,
} from '../../../src/engine/bucket4j/long-math';

describe('Java long arithmetic', () => {
  it('multiplyExactOrReturnMaxValue answers Long.MAX_VALUE on overflow, either sign', () => {
    expect(multiplyExactOrReturnMaxValue(3_000_000_000n, 3_000_000_000n)).toBe(9_000_000_000_000_000_000n);
    expect(multiplyExactOrReturnMaxValue(4_000_000_000n, 3_000_000_000n)).toBe(LONG_MAX_VALUE);
    expect(multiplyExactOrReturnMaxValue(-4_000_000_000n, 4_000_000_000n)).toBe(LONG_MAX_VALUE);
    expect(multiplyExactOrReturnMaxValue(LONG_MIN_VALUE, -1n)).toBe(LONG_MAX_VALUE);
    expect(multiplyExactOrReturnMaxValue(1_000_000_000n, 10n)).toBe(10_000_000_000n);
  });

  it('wraps like two’s complement and keeps Math.abs(Long.MIN_VALUE) negative', () => {
    expect(wrapLong(LONG_MAX_VALUE + 1n)).toBe(LONG_MIN_VALUE);
    expect(absLong(LONG_MIN_VALUE)).toBe(LONG_MIN_VALUE);
    expect(absLong(-5n)).toBe(5n);
  });

  it('(long) d truncates and saturates', () => {
    expect([doubleToLong(2.7), doubleToLong(-2.7), doubleToLong(Number.NaN)]).toEqual([2n, -2n, 0n]);
    expect(doubleToLong(1e300)).toBe(LONG_MAX_VALUE);
    expect(doubleToLong(-1e300)).toBe(LONG_MIN_VALUE);
  });
});
