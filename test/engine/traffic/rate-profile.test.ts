import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../../../src/engine/traffic/rate-profile';

/** The double with these two 32-bit words (high, low): any bit pattern, so every exponent and mantissa is reached. */
function doubleOf(high: number, low: number): number {
  const f64 = new Float64Array(1);
  const u32 = new Uint32Array(f64.buffer);
  u32[0] = low;
  u32[1] = high;
  return f64[0];
}

describe('roundHalfUp (the arrival times’ rounding)', () => {
  it('is Math.round on the corner cases: halves, the largest double below ½, zeros, huge, NaN and infinities', () => {
    const cases = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      0.49999999999999994,
      0.4999999999999999,
      0.5000000000000001,
      0.7499999999999999,
      4503599627370495.5,
      4503599627370494.5,
      2 ** 52,
      2 ** 53 + 2,
      5e-324,
      1e-300,
      123456789.5,
      1e15 + 0.5,
      -0.5,
      -0.4,
      -1.5,
      -2.5,
      -1e-300,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const x of cases) expect(Object.is(roundHalfUp(x), Math.round(x)), String(x)).toBe(true);
  });

  it('is Math.round for any double, and for the halves and their neighbours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (high, low) => {
        const x = doubleOf(high, low);
        const half = Math.floor(Math.abs(x)) + 0.5;
        for (const v of [x, half, half * (1 - Number.EPSILON), half * (1 + Number.EPSILON)]) {
          expect(Object.is(roundHalfUp(v), Math.round(v))).toBe(true);
        }
      }),
      { numRuns: 20_000 },
    );
  });
});
