import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iadd, idiv, ladd, ldiv, lmul, longToInt, lsub, normLong } from '../../../src/engine/resilience4j/java-long';

const long = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
const smallish = fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n });

describe('Java long arithmetic', () => {
  it('wraps at 64 bits like Java', () => {
    expect(ladd(2n ** 63n - 1n, 1)).toBe(-(2n ** 63n));
    expect(lmul(2n ** 62n, 2)).toBe(-(2n ** 63n));
    expect(longToInt(2 ** 31)).toBe(-(2 ** 31));
    expect(iadd(2147483647, 1)).toBe(-2147483648);
    expect(idiv(-7, 2)).toBe(-3);
    expect(ldiv(-7, 2)).toBe(-3);
  });

  it('the number fast path agrees with BigInt for every operand size', () => {
    fc.assert(
      fc.property(fc.oneof(long, smallish), fc.oneof(long, smallish), (a, b) => {
        const x = normLong(a);
        const y = normLong(b);
        expect(ladd(x, y)).toBe(normLong(a + b));
        expect(lsub(x, y)).toBe(normLong(a - b));
        expect(lmul(x, y)).toBe(normLong(a * b));
        if (b !== 0n) expect(ldiv(x, y)).toBe(normLong(a / b));
      }),
    );
  });
});
