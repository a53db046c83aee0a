/**
 * The flip ledger on hand-made logs: each pair of outcomes (before, after) is placed once or more, so every
 * count is known by construction; groups split them by a key; requests that differ give no ledger.
 */
import { describe, expect, it } from 'vitest';
import { limiterLedger, paretoFront } from '../../../src/engine/decide';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';

const { Passed: P, Waited: W, Blocked: B } = Outcome;

function result(outcomes: number[], tMs: number[], acquire = outcomes.map(() => 1)): LimiterResult {
  const n = outcomes.length;
  return {
    id: 'x:0',
    requests: {
      count: n,
      truncated: false,
      totalRequests: n,
      tMs: Float64Array.from(tMs),
      acquire: Int32Array.from(acquire),
      prioritized: new Uint8Array(n),
      outcome: Uint8Array.from(outcomes),
      waitMs: new Float64Array(n),
      columns: {},
    },
  } as unknown as LimiterResult;
}

describe('limiterLedger', () => {
  // before → after: P→B ×2, W→B, B→P, B→W ×2, P→W, W→P ×3, P→P, B→B
  const before = [P, P, W, B, B, B, P, W, W, W, P, B];
  const after = [B, B, B, P, W, W, W, P, P, P, P, B];
  const t = [100, 200, 1100, 1200, 1300, 1400, 1500, 2100, 2200, 2300, 2400, 2500];

  it('counts each way a request moved', () => {
    const l = limiterLedger(result(before, t), result(after, t))!;
    expect(l.counts).toMatchObject({
      requests: 12,
      allowToBlock: 3,
      blockToAllow: 3,
      passToWait: 1,
      waitToPass: 3,
      flips: 10,
      unchanged: 2,
    });
    expect(l.counts.matrix).toEqual([
      [1, 1, 2],
      [3, 0, 1],
      [1, 2, 1],
    ]);
    // seconds 1 (1100–1500: 5 flips), 2 (2100–2300: 3), 0 (2)
    expect(l.seconds).toEqual([
      { second: 1, flips: 5 },
      { second: 2, flips: 3 },
      { second: 0, flips: 2 },
    ]);
  });

  it('splits the counts by group key, most flips first', () => {
    const key = (i: number) => (i < 6 ? 'a' : 'b');
    const l = limiterLedger(result(before, t), result(after, t), { resource: key })!;
    expect(l.groups.resource.map((g) => [g.key, g.counts.flips, g.counts.requests])).toEqual([
      ['a', 6, 6],
      ['b', 4, 6],
    ]);
  });

  it('gives no ledger when the requests differ', () => {
    expect(
      limiterLedger(
        result(before, t),
        result(
          after,
          t.map((x) => x + 1),
        ),
      ),
    ).toBeNull();
    expect(
      limiterLedger(
        result(before, t),
        result(
          after,
          t,
          before.map(() => 2),
        ),
      ),
    ).toBeNull();
  });
});

describe('paretoFront', () => {
  it('keeps the points no other beats on both, one of equal points, NaN as worst', () => {
    const pts = [
      { x: 0.1, y: 50 }, // 0 front
      { x: 0.2, y: 60 }, // 1 dominated by 0
      { x: 0, y: 200 }, // 2 front
      { x: 0.1, y: 50, tie: -1 }, // 3 equal to 0, preferred by its tie
      { x: 0.5, y: 0 }, // 4 front
      { x: NaN, y: 0 }, // 5 dominated by 4
      { x: 0.3, y: 10 }, // 6 front
    ];
    expect(paretoFront(pts)).toEqual([2, 3, 6, 4]);
  });
});
