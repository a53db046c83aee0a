/**
 * The one number formatter: a table per unit (expected texts written by hand from the rule "significant digits
 * per unit, integer digits never dropped, noise below 1e-9 is 0, ∞ only for infinities"), and properties over
 * arbitrary doubles: no output carries float noise (an exponent, more significant digits than the rule allows).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageNumber, num, precise, quantity, readable, SIG_DIGITS, type NumUnit } from '../../src/ui/lib/format';
import { cell } from '../../src/cli/report';

const TABLE: Record<NumUnit, [number, string][]> = {
  ms: [
    [16.666666666666668, '16.67'],
    [515, '515'],
    [0.0005, '0.0005'],
    [123456.789, '123,457'],
    [1.0000000000000002, '1'],
    [-2.5, '−2.5'],
  ],
  µs: [
    [1_000_000, '1,000,000'],
    [333333.3333333333, '333,333'],
    [12.34567, '12.35'],
  ],
  ns: [
    [50_000_000, '50,000,000'],
    [0.1 + 0.2, '0.3'],
  ],
  s: [
    [10, '10'],
    [0.3333333333333333, '0.3333'],
  ],
  QPS: [
    [6.666666666666667, '6.667'],
    [6.9, '6.9'],
    [20, '20'],
    [Infinity, '∞'],
  ],
  tokens: [
    [4.440892098500626e-15, '0'],
    [0.6666600000000045, '0.667'],
    [-0.6666600000000045, '−0.667'],
    [199.99999999999997, '200'],
    [-4.440892098500626e-15, '0'],
  ],
  permits: [
    [1.9999999999999998, '2'],
    [0.123456, '0.123'],
  ],
  requests: [
    [5.34, '5.34'],
    [12.001, '12'],
  ],
  ratio: [
    [0.3333333333333333, '0.333'],
    [0.1 + 0.2, '0.3'],
    [1, '1'],
  ],
  count: [
    [455, '455'],
    [10_000_000, '10,000,000'],
  ],
  '': [
    [NaN, '—'],
    [-Infinity, '−∞'],
    [Number.MAX_VALUE, '1.798×10³⁰⁸'],
    [2 ** 63, '9,223,372,036,854,775,808'],
  ],
};

describe('readable: significant digits per unit', () => {
  for (const [unit, rows] of Object.entries(TABLE) as [NumUnit, [number, string][]][])
    it(`${unit || 'no unit'}: ${SIG_DIGITS[unit]} significant digits`, () => {
      for (const [x, text] of rows) expect(readable(x, unit), `${x} ${unit}`).toBe(text);
    });

  it('puts the unit after a no-break space', () => {
    expect(quantity(16.666666666666668, 'ms')).toBe('16.67\u00a0ms');
    expect(quantity(0.6666600000000045, 'tokens')).toBe('0.667\u00a0tokens');
  });
});

/** The significant digits of a formatted number (grouping, sign and trailing zeros of the integer aside). */
function significant(text: string): number {
  const digits = text.replace(/[^0-9.]/g, '');
  const [int, frac = ''] = digits.split('.');
  if (/^0*$/.test(int)) return frac.replace(/^0+/, '').length;
  return int.replace(/^0+/, '').length + frac.length;
}

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const anyDouble = fc.double();
const units = fc.constantFrom(...(Object.keys(SIG_DIGITS) as NumUnit[]));

describe('no formatted number carries float noise', () => {
  it('readable: no exponent, no more significant digits than the unit allows beyond the integer part', () => {
    fc.assert(
      fc.property(finite, units, (x, unit) => {
        const text = readable(x, unit);
        expect(text).not.toMatch(/e/i);
        if (text.includes('×')) return; // ≥ 1e21: a 4-digit mantissa
        const int = Math.abs(x) < 1 ? 0 : Math.floor(Math.log10(Math.abs(x))) + 1;
        expect(significant(text)).toBeLessThanOrEqual(Math.max(SIG_DIGITS[unit], int));
      }),
      { numRuns: 3000 },
    );
  });

  it('∞ only for an infinite value, — only for NaN, on every formatter', () => {
    fc.assert(
      fc.property(anyDouble, fc.integer({ min: 0, max: 9 }), (x, digits) => {
        for (const text of [readable(x), num(x, digits), precise(x), messageNumber(x), cell(x)]) {
          expect(text.includes('∞') || text.includes('Infinity')).toBe(x === Infinity || x === -Infinity);
          expect(text).not.toMatch(/e[-+]?\d/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('num, precise, messages and the CLI cell: no fraction digits beyond a double’s 15 significant', () => {
    fc.assert(
      fc.property(finite, fc.integer({ min: 0, max: 12 }), (x, digits) => {
        for (const text of [num(x, digits), precise(x), messageNumber(x), cell(x)]) {
          if (text.includes('×') || Number.isInteger(x)) continue;
          const int = Math.abs(x) < 1 ? 0 : Math.floor(Math.log10(Math.abs(x))) + 1;
          expect(significant(text), text).toBeLessThanOrEqual(Math.max(15, int));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the filed examples', () => {
    expect(messageNumber(0.6666600000000045)).toBe('0.6667');
    expect(messageNumber(4.440892098500626e-15)).toBe('0');
    expect(cell(4.440892098500626e-15)).toBe('0');
    expect(cell(1e-7)).toBe('0.0000001');
    expect(cell(0.2)).toBe('0.2');
    expect(cell(NaN)).toBe('-');
  });
});
