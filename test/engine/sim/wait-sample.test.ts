import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { select, WaitSample } from '../../../src/engine/sim/wait-sample';
import { nearestRank } from './helpers';

function sampleOf(values: number[]): WaitSample {
  const w = new WaitSample(16);
  for (const v of values) w.add(v);
  return w;
}

describe('WaitSample', () => {
  it('header example: waits 0, 0, 0, 5, 2', () => {
    const p = sampleOf([0, 0, 0, 5, 2]).percentiles(0.5, 0.99);
    expect(p).toEqual({ low: 0, high: 5, max: 5 });
  });

  it('empty: NaN; only zeros: 0', () => {
    expect(sampleOf([]).percentiles(0.5, 0.99)).toEqual({ low: NaN, high: NaN, max: NaN });
    expect(sampleOf([0, 0]).percentiles(0.5, 0.99)).toEqual({ low: 0, high: 0, max: 0 });
  });

  it('equals the nearest-rank percentiles of a sorted copy, and clear() starts over', () => {
    const wait = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 50 }),
      fc.double({ min: 0, max: 1e4, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(wait, { maxLength: 3000 }), fc.array(wait, { maxLength: 50 }), (xs, before) => {
        const w = sampleOf(before);
        w.clear();
        for (const x of xs) w.add(x);
        const p = w.percentiles(0.5, 0.99);
        expect(p.low).toBe(nearestRank(xs, 0.5));
        expect(p.high).toBe(nearestRank(xs, 0.99));
        expect(p.max).toBe(xs.length === 0 ? NaN : Math.max(...xs));
      }),
      { numRuns: 200 },
    );
  });

  it('select finds the k-th smallest in sorted, reversed, constant and sawtooth data', () => {
    const n = 5000;
    const shapes: ((i: number) => number)[] = [(i) => i, (i) => n - i, () => 7, (i) => i % 13, (i) => (i * 7919) % n];
    for (const shape of shapes) {
      const data = Float64Array.from({ length: n }, (_, i) => shape(i));
      const sorted = Float64Array.from(data).sort();
      for (const k of [0, 1, n >> 1, n - 2, n - 1]) {
        const copy = Float64Array.from(data);
        expect(select(copy, 0, n - 1, k)).toBe(sorted[k]);
        for (let i = 0; i < k; i++) expect(copy[i]).toBeLessThanOrEqual(copy[k]);
      }
    }
  });
});
