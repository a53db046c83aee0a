import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INT_MAX, INT_MIN, javaRound, nextUp, saturatedAdd, toInt, toLong, LONG_MAX } from '../../src/engine/java';

// A reference nextUp through the 64-bit pattern (slow, BigInt) to check the word-based one.
function nextUpReference(d: number): number {
  if (Number.isNaN(d) || d === Infinity) return d;
  if (d === 0) return Number.MIN_VALUE;
  const f = new Float64Array([d]);
  const b = new BigUint64Array(f.buffer);
  b[0] = d > 0 ? b[0] + 1n : b[0] - 1n;
  return f[0];
}

describe('Java numerics', () => {
  it.each([
    [2.9, 2],
    [-2.9, -2],
    [NaN, 0],
    [1e300, LONG_MAX],
  ])('(long) %d = %d', (d, want) => expect(toLong(d)).toBe(want));

  it.each([
    [6.9, 6],
    [-6.9, -6],
    [NaN, 0],
    [3e9, INT_MAX],
    [-3e9, INT_MIN],
  ])('(int) %d = %d', (d, want) => expect(toInt(d)).toBe(want));

  it.each([
    [2.5, 3],
    [-2.5, -2],
    [0.49999999999999994, 0],
    [333.3333333, 333],
    [-0.4, 0],
    [NaN, 0],
  ])('Math.round(%d) = %d', (d, want) => expect(Object.is(javaRound(d), want)).toBe(true));

  it('nextUp steps one ulp up, across word boundaries and signs', () => {
    expect(nextUp(1)).toBe(1 + Number.EPSILON);
    expect(nextUp(0)).toBe(Number.MIN_VALUE);
    expect(nextUp(-Number.MIN_VALUE)).toBe(-0);
    expect(nextUp(-Infinity)).toBe(-Number.MAX_VALUE);
    expect(nextUp(Number.MAX_VALUE)).toBe(Infinity);
    expect(nextUp(Infinity)).toBe(Infinity);
    expect(Number.isNaN(nextUp(NaN))).toBe(true);
    // 10.000000000000002 is nextUp(10): the warm-up "warning QPS" at aboveToken 50, slope 0.001, count 20
    expect(nextUp(1 / (50 * 0.001 + 1 / 20))).toBe(10.000000000000002);
  });

  it('nextUp agrees with the 64-bit reference on any double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (d) => Object.is(nextUp(d), nextUpReference(d))),
      { numRuns: 20000 },
    );
  });

  it('saturatedAdd clamps at the long range', () => {
    expect(saturatedAdd(LONG_MAX, 1)).toBe(LONG_MAX);
    expect(saturatedAdd(5, 7)).toBe(12);
  });
});
