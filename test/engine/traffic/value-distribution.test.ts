import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../src/engine/random';
import {
  sampleIndices,
  searchCumulative,
  weightsCumulative,
  zipfCumulative,
  type Distribution,
} from '../../../src/engine/traffic/value-distribution';

/** Zipf probabilities from the definition: p_r = r^(−s) / Σ_k k^(−s). */
function zipfProbabilities(keys: number, s: number): number[] {
  const w = Array.from({ length: keys }, (_, i) => 1 / (i + 1) ** s);
  const h = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / h);
}

function frequencies(indices: Int32Array, size: number): number[] {
  const counts = new Array<number>(size).fill(0);
  for (const i of indices) counts[i]++;
  return counts.map((c) => c / indices.length);
}

/** |observed − p| within `z` standard errors of a binomial proportion over n draws (plus a tiny floor). */
function withinError(observed: number, p: number, n: number, z = 5): boolean {
  return Math.abs(observed - p) <= z * Math.sqrt((p * (1 - p)) / n) + 1e-9;
}

const rngOf = (seed: number) => () => mulberry32(seed);

describe('searchCumulative: the smallest index whose cumulative weight exceeds the target', () => {
  it('matches a linear scan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (weights, u) => {
          fc.pre(weights.some((w) => w > 0));
          const c = weightsCumulative(weights);
          const target = u * c[c.length - 1];
          const above = Array.from(c).findIndex((x) => x > target);
          // u × total can round up to the total when it is subnormal: then the first index reaching it
          const linear = above >= 0 ? above : Array.from(c).findIndex((x) => x >= target);
          expect(searchCumulative(c, target)).toBe(linear);
          expect(weights[linear]).toBeGreaterThan(0); // a zero-weight value is never picked
        },
      ),
    );
  });

  it('a subnormal total that u × total rounds up to still picks a value with weight (found by the property above)', () => {
    const c = weightsCumulative([5e-324, 0]);
    expect(0.5000000000000001 * 5e-324).toBe(5e-324);
    expect(searchCumulative(c, 5e-324)).toBe(0);
  });

  it('the worked example of the header: keys 3, exponent 1', () => {
    const c = zipfCumulative(3, 1);
    expect(Array.from(c)).toEqual([1, 1.5, 1.5 + 1 / 3]);
    expect(searchCumulative(c, 0.6 * c[2])).toBe(1);
    expect(searchCumulative(c, 0.5 * c[2])).toBe(0);
  });
});

describe('sampleIndices', () => {
  it('same distribution and seed → the same indices; in range', () => {
    const dist = fc.oneof(
      fc.record({
        type: fc.constant('zipf' as const),
        keys: fc.integer({ min: 1, max: 500 }),
        exponent: fc.double({ min: 0, max: 4, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('weighted' as const),
        values: fc.array(fc.record({ value: fc.string(), weight: fc.double({ min: 0.01, max: 5, noNaN: true }) }), {
          minLength: 1,
          maxLength: 10,
        }),
      }),
      fc.record({
        type: fc.constant('replay' as const),
        values: fc.array(fc.string(), { minLength: 1, maxLength: 9 }),
      }),
      fc.record({ type: fc.constant('fixed' as const), value: fc.string() }),
    );
    fc.assert(
      fc.property(dist, fc.integer({ min: 0, max: 2000 }), fc.nat(), (d, n, seed) => {
        const a = sampleIndices(d as Distribution<unknown>, n, rngOf(seed));
        const b = sampleIndices(d as Distribution<unknown>, n, rngOf(seed));
        expect(a).toEqual(b);
        const size = d.type === 'zipf' ? d.keys : d.type === 'fixed' ? 1 : d.values.length;
        for (const i of a) expect(i >= 0 && i < size).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('zipf frequencies follow the exponent within sampling error (every well-sampled key and the pooled tail, 200,000 draws)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.nat(),
        (keys, s, seed) => {
          const n = 200_000;
          const f = frequencies(sampleIndices({ type: 'zipf', keys, exponent: s }, n, rngOf(seed)), keys);
          const p = zipfProbabilities(keys, s);
          // 5 standard errors per key expected at least 20 times (the normal approximation holds there: a
          // false alarm is about 1 in 1.7 million per key); the rarer keys pooled into one tail share
          let tailF = 0;
          let tailP = 0;
          for (let r = 0; r < keys; r++) {
            if (n * p[r] >= 20) expect(withinError(f[r], p[r], n)).toBe(true);
            else {
              tailF += f[r];
              tailP += p[r];
            }
          }
          if (n * tailP >= 20) expect(withinError(tailF, tailP, n)).toBe(true);
          else expect(tailF * n).toBeLessThan(60); // a Poisson count of mean < 20 stays below 60
        },
      ),
      { numRuns: 15 },
    );
  });

  it('large N: 10,000 keys at s = 1.1, the log-log slope of rank vs frequency is −s', () => {
    const keys = 10_000;
    const s = 1.1;
    const n = 1_000_000;
    const f = frequencies(sampleIndices({ type: 'zipf', keys, exponent: s }, n, rngOf(7)), keys);
    const p = zipfProbabilities(keys, s);
    for (const r of [1, 2, 3, 10, 100, 1000]) expect(withinError(f[r - 1], p[r - 1], n)).toBe(true);
    // least-squares slope of ln f against ln r over ranks 1..100 (all well sampled)
    const xs: number[] = [];
    const ys: number[] = [];
    for (let r = 1; r <= 100; r++) {
      xs.push(Math.log(r));
      ys.push(Math.log(f[r - 1]));
    }
    const mx = xs.reduce((a, b) => a + b) / xs.length;
    const my = ys.reduce((a, b) => a + b) / ys.length;
    let num = 0;
    let den = 0;
    for (let i = 0; i < xs.length; i++) {
      num += (xs[i] - mx) * (ys[i] - my);
      den += (xs[i] - mx) ** 2;
    }
    expect(num / den).toBeCloseTo(-s, 1);
  });

  it('exponent 0 is uniform', () => {
    const n = 100_000;
    const f = frequencies(sampleIndices({ type: 'zipf', keys: 20, exponent: 0 }, n, rngOf(3)), 20);
    for (const x of f) expect(withinError(x, 1 / 20, n)).toBe(true);
  });

  it('weights are respected within sampling error; weight 0 never appears', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0.1, max: 10, noNaN: true })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat(),
        (weights, seed) => {
          fc.pre(weights.some((w) => w > 0));
          const n = 50_000;
          const d = { type: 'weighted' as const, values: weights.map((weight, i) => ({ value: i, weight })) };
          const f = frequencies(sampleIndices(d, n, rngOf(seed)), weights.length);
          const total = weights.reduce((a, b) => a + b, 0);
          weights.forEach((w, i) => {
            if (w === 0) expect(f[i]).toBe(0);
            else expect(withinError(f[i], w / total, n)).toBe(true);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('replay cycles the list in request order and reads no random numbers; fixed is index 0', () => {
    let calls = 0;
    const noRng = () => {
      calls++;
      return mulberry32(1);
    };
    expect(Array.from(sampleIndices({ type: 'replay', values: ['a', 'b', 'c'] }, 7, noRng))).toEqual([
      0, 1, 2, 0, 1, 2, 0,
    ]);
    expect(Array.from(sampleIndices({ type: 'fixed', value: 'x' }, 3, noRng))).toEqual([0, 0, 0]);
    expect(calls).toBe(0);
  });
});
