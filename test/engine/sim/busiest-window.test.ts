/**
 * The busiest one-second span: the two-pointer sweep equals a brute force over every start, no window of any
 * start holds more, and Sentinel's sliding window lets twice `count` through in one second.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { busiestSpan } from '../../../src/engine/sim/busiest-window';
import { simulate } from '../../../src/engine/sim/simulate';
import { qpsRule, scenarioOf } from './helpers';

/** Every distinct point time as a start; the earliest start wins ties. */
function bruteForce(times: number[], weights: number[], windowUs: number) {
  if (times.length === 0) return null;
  let best: { weight: number; points: number; startUs: number } | null = null;
  for (const start of [...new Set(times)].sort((a, b) => a - b)) {
    let weight = 0;
    let points = 0;
    times.forEach((t, k) => {
      if (t >= start && t < start + windowUs) {
        weight += weights[k];
        points++;
      }
    });
    if (best === null || weight > best.weight) best = { weight, points, startUs: start };
  }
  return best;
}

const pointsArb = fc
  .array(fc.record({ t: fc.integer({ min: 0, max: 5_000_000 }), w: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: 60,
  })
  .chain((pts) =>
    // clusters of equal times and exact window-length gaps are where off-by-ones hide
    fc.constant(
      pts.map((p, k) =>
        k % 7 === 3 && k > 0
          ? { ...p, t: pts[k - 1].t }
          : k % 11 === 5 && k > 0
            ? { ...p, t: pts[k - 1].t + 1_000_000 }
            : p,
      ),
    ),
  );

describe('busiestSpan', () => {
  it('the worked example: 20 permits at 0, 999 000, 1 500 000 and 1 998 000 µs → 60 from 999 000', () => {
    const times = [0, 999_000, 1_500_000, 1_998_000];
    expect(busiestSpan(times, [20, 20, 20, 20], 4, 1_000_000)).toEqual({ weight: 60, points: 3, startUs: 999_000 });
  });

  it('a window is half-open: a point exactly one window later is not in it', () => {
    expect(busiestSpan([0, 1_000_000], [1, 1], 2, 1_000_000)).toEqual({ weight: 1, points: 1, startUs: 0 });
    expect(busiestSpan([0, 999_999], [1, 1], 2, 1_000_000)).toEqual({ weight: 2, points: 2, startUs: 0 });
  });

  it('no points, no span', () => {
    expect(busiestSpan([], [], 0, 1_000_000)).toBeNull();
  });

  it('equals a brute force over every start, in any order, with ties and equal times', () => {
    fc.assert(
      fc.property(pointsArb, (pts) => {
        const times = pts.map((p) => p.t);
        const weights = pts.map((p) => p.w);
        expect(busiestSpan(times, weights, pts.length, 1_000_000)).toEqual(bruteForce(times, weights, 1_000_000));
      }),
      { numRuns: 300 },
    );
  });

  it('no window at any start, on a point or not, holds more', () => {
    fc.assert(
      fc.property(
        pointsArb,
        fc.array(fc.integer({ min: -1_000_000, max: 6_000_000 }), { maxLength: 20 }),
        (pts, starts) => {
          const times = pts.map((p) => p.t);
          const weights = pts.map((p) => p.w);
          const best = busiestSpan(times, weights, pts.length, 1_000_000)?.weight ?? 0;
          for (const s of starts) {
            const inside = pts.filter((p) => p.t >= s && p.t < s + 1_000_000).reduce((sum, p) => sum + p.w, 0);
            expect(inside).toBeLessThanOrEqual(best);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not reorder its inputs', () => {
    const times = new Float64Array([3, 1, 2]);
    busiestSpan(times, [1, 1, 1], 3, 10);
    expect(Array.from(times)).toEqual([3, 1, 2]);
  });
});

describe('busiest1s in the result', () => {
  it("Sentinel's sliding window: count 20 lets 20 pass at 999 ms and 20 more at 1500 ms — 40 in one second", () => {
    const s = scenarioOf({
      durationMs: 3000,
      rules: [qpsRule({ count: 20 })],
      traffic: [{ type: 'replay', timesMs: [...Array(20).fill(999), ...Array(20).fill(1500)] }],
    });
    const [lim] = simulate(s).limiters;
    expect(lim.summary.permitsPassed).toBe(40);
    expect(lim.summary.busiest1s).toEqual({ permits: 40, requests: 40, startMs: 999, complete: true });
  });

  it('counts a queued request where it passes, not where it arrives', () => {
    // RATE_LIMITER count 2: one every 500 ms; three at 0 pass at 0, 500 and 1000 ms
    const s = scenarioOf({
      durationMs: 3000,
      rules: [qpsRule({ count: 2, controlBehavior: 2, maxQueueingTimeMs: 2000 })],
      traffic: [{ type: 'replay', timesMs: [0, 0, 0] }],
    });
    const [lim] = simulate(s).limiters;
    expect(lim.summary.busiest1s).toEqual({ permits: 2, requests: 2, startMs: 0, complete: true });
  });

  it('Guava counts the exact µs, and nothing passed means no span', () => {
    const s = scenarioOf({
      durationMs: 2000,
      rules: [qpsRule({ count: 0 })],
      guava: [{ type: 'bursty', permitsPerSecond: 4 }],
      traffic: [{ type: 'replay', timesMs: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5] }],
    });
    const [rule, guava] = simulate(s).limiters;
    expect(rule.summary.busiest1s).toBeUndefined();
    // acquire() never refuses and pays later: the first permit is served at once and the next ones follow
    // 250 ms apart from there (the 0.5 ms idle before banked 0.002 permits: the second passes at 250.0 ms) —
    // so [0.5, 1000.5) holds five passes (0.5, 250, 500, 750, 1000 ms) at 4 permits per second
    expect(guava.summary.busiest1s).toEqual({ permits: 5, requests: 5, startMs: 0.5, complete: true });
  });
});
