import { describe, expect, it } from 'vitest';
import { goInt64, goInt64Big, goUint32, goUint64, wrapInt64 } from '../../../src/engine/sentinel-go/go-num';

describe("Go's float conversions (amd64)", () => {
  it('truncates toward zero', () => {
    expect([goInt64(2.9), goInt64(-2.9), goInt64(-0.5)]).toEqual([2, -2, 0]);
    expect(Object.is(goInt64(-0.5), -0)).toBe(false);
    expect(goUint64(7.99)).toBe(7);
  });

  it('turns NaN and out-of-range values into MinInt64', () => {
    expect(goInt64(Number.NaN)).toBe(-(2 ** 63));
    expect(goInt64(2 ** 63)).toBe(-(2 ** 63));
    expect(goInt64Big(1e19)).toBe(-(2n ** 63n));
    expect(goInt64Big(-3.5)).toBe(-3n);
  });

  it('uint32 goes through int64 and keeps the low 32 bits', () => {
    expect(goUint32(10.7)).toBe(10);
    expect(goUint32(2 ** 32 + 5)).toBe(5);
    expect(goUint32(-1)).toBe(2 ** 32 - 1);
  });

  it('int64 arithmetic wraps', () => {
    expect(wrapInt64(2n ** 63n)).toBe(-(2n ** 63n));
  });
});
