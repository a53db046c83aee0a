import { describe, expect, it } from 'vitest';
import { exponential, mulberry32 } from '../../src/engine/random';

/** The conformance README's definition, transcribed with BigInt so every step is visibly 32-bit. */
function referenceMulberry32(seed: number): () => number {
  const M = (x: bigint) => BigInt.asUintN(32, x);
  let a = M(BigInt(seed));
  return () => {
    a = M(a + 0x6d2b79f5n);
    let t = M((a ^ (a >> 15n)) * (a | 1n));
    t = M(t ^ M(t + M((t ^ (t >> 7n)) * (t | 61n))));
    return Number(M(t ^ (t >> 14n))) / 2 ** 32;
  };
}

describe('mulberry32', () => {
  it.each([0, 1, 42, 1501, 1602, -7, 0x7fffffff])('matches the README definition for seed %d', (seed) => {
    const rng = mulberry32(seed);
    const ref = referenceMulberry32(seed);
    for (let i = 0; i < 2000; i++) expect(rng()).toBe(ref());
  });

  it('reproduces the first arrival of each random Guava trace (gap = floor(-ln(1-u)/λ s) in µs)', () => {
    const firstArrivalMicros = (seed: number, ratePerSec: number) =>
      Math.floor(exponential(mulberry32(seed), ratePerSec) * 1e6);
    expect(firstArrivalMicros(1501, 6)).toBe(21_376);
    expect(firstArrivalMicros(1502, 45)).toBe(1137);
    expect(firstArrivalMicros(1601, 9)).toBe(61_620);
    expect(firstArrivalMicros(1602, 90)).toBe(5581);
  });

  it('treats seeds modulo 2^32 and stays in [0, 1)', () => {
    const a = mulberry32(2 ** 32 + 5);
    const b = mulberry32(5);
    for (let i = 0; i < 1000; i++) {
      const u = a();
      expect(u).toBe(b());
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
    }
  });
});

describe('exponential', () => {
  it('has mean 1/λ seconds', () => {
    const rng = mulberry32(7);
    let sum = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) sum += exponential(rng, 250);
    expect(sum / n).toBeCloseTo(1 / 250, 4);
  });
});
