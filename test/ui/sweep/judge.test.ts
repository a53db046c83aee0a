/**
 * Reading a sweep's points: goals (a ratio as a fraction, NaN failing), the best point (nearest the current
 * values in steps, then the lowest blockedRatio, then waitP99, then grid order: `flowlab sweep`'s order), the
 * front (passRatio and busiest1s maximised), the definition's checks and the CSV. The summaries are made by hand,
 * so every expected value is worked out here.
 */
import { describe, expect, it } from 'vitest';
import type { LimiterSummary } from '../../../src/engine/sim/result';
import { defaultScenario } from '../../../src/engine/scenario/defaults';
import { distance, frontOf, meetsGoals, metricOf, rankedBest, type Point } from '../../../src/ui/sweep/judge';
import { gridValues, resolve } from '../../../src/ui/sweep/definition';
import { sweepCsv } from '../../../src/ui/sweep/sweep-csv';

/** A summary of 100 requests with `blocked` blocked and the given waits and busiest second. */
function summary(blocked: number, waitP99: number, busiest = 0): LimiterSummary {
  return {
    requests: 100,
    passed: 100 - blocked,
    blocked,
    waited: 0,
    passRatio: (100 - blocked) / 100,
    waitP50: 0,
    waitP99,
    waitMax: waitP99,
    permitsPassed: 100 - blocked,
    permitsBlocked: blocked,
    busiest1s: busiest > 0 ? { permits: busiest, startMs: 0 } : undefined,
  } as LimiterSummary;
}
const pt = (k: number, value: number, s: LimiterSummary | null): Point => ({
  k,
  values: [value],
  summary: s,
  error: s === null ? 'refused' : null,
});

// count 10 … 60 by 10; current count 20
const POINTS: Point[] = [
  pt(0, 10, summary(50, 0, 10)),
  pt(1, 20, summary(20, 0, 20)),
  pt(2, 30, summary(1, 150, 30)),
  pt(3, 40, summary(0, 300, 40)),
  pt(4, 50, null),
  pt(5, 60, summary(0, 300, 40)),
];

describe('metrics and goals', () => {
  it('reads the CLI metrics: ratios as fractions, busiest1s as permits (0 when nothing passed)', () => {
    expect(metricOf(POINTS[0], 'blockedRatio')).toBe(0.5);
    expect(metricOf(POINTS[0], 'passRatio')).toBe(0.5);
    expect(metricOf(POINTS[0], 'busiest1s')).toBe(10);
    expect(metricOf(pt(9, 0, summary(100, NaN)), 'busiest1s')).toBe(0);
    expect(metricOf(POINTS[4], 'waitP99')).toBeNaN();
  });
  it('a goal holds by its comparison; an undefined metric and an invalid point fail', () => {
    const g = [{ metric: 'blockedRatio', op: '<=', value: 0.01 }] as const;
    expect(POINTS.map((p) => meetsGoals(p, g))).toEqual([false, false, true, true, false, true]);
    expect(meetsGoals(pt(9, 0, summary(0, NaN)), [{ metric: 'waitP99', op: '<=', value: 1e9 }])).toBe(false);
    expect(meetsGoals(POINTS[2], [{ metric: 'blockedRatio', op: '<', value: 0.01 }])).toBe(false);
    expect(meetsGoals(POINTS[3], [{ metric: 'busiest1s', op: '>=', value: 40 }])).toBe(true);
    expect(meetsGoals(POINTS[3], [{ metric: 'busiest1s', op: '>', value: 40 }])).toBe(false);
  });
});

describe('the best point', () => {
  const steps = [10];
  it('is the meeting point nearest the current value', () => {
    const best = rankedBest(POINTS, [{ metric: 'blockedRatio', op: '<=', value: 0.01 }], [20], steps);
    expect(best.map((p) => p.values[0])).toEqual([30, 40, 60]);
    expect(distance(POINTS[5], [20], steps)).toBe(4);
  });
  it('at equal distance: the lower blockedRatio, then the lower waitP99, then grid order', () => {
    // current 35: 30 and 40 are one half-step away each; 40 blocks less
    expect(rankedBest(POINTS, [{ metric: 'blockedRatio', op: '<=', value: 0.01 }], [35], steps)[0].values).toEqual([
      40,
    ]);
    const twins = [pt(0, 10, summary(0, 200)), pt(1, 30, summary(0, 100))];
    expect(rankedBest(twins, [{ metric: 'blockedRatio', op: '<=', value: 1 }], [20], steps)[0].k).toBe(1);
    const same = [pt(0, 10, summary(0, 100)), pt(1, 30, summary(0, 100))];
    expect(rankedBest(same, [{ metric: 'blockedRatio', op: '<=', value: 1 }], [20], steps)[0].k).toBe(0);
  });
});

describe('the front', () => {
  it('blockedRatio vs waitP99, both minimised: the points no other beats on both', () => {
    // (0.5,0) (0.2,0) (0.01,150) (0,300) (0,300): 20 beats 10; 30 and 40 trade; 60 equals 40 and is farther
    expect(frontOf(POINTS, ['blockedRatio', 'waitP99'], [20], [10]).sort()).toEqual([1, 2, 3]);
  });
  it('busiest1s is maximised: more permits passed is better', () => {
    // blockedRatio low and busiest1s high: 40 (0, 40) beats every other; 60 ties it and is farther from 20
    expect(frontOf(POINTS, ['blockedRatio', 'busiest1s'], [20], [10])).toEqual([3]);
  });
});

describe('resolve: the definition against the scenario', () => {
  const s = defaultScenario();
  const def = {
    limiter: 'sentinel:0',
    axes: [{ path: 'rules[0].count', from: 0, to: 200, points: 5 }],
    metric: 'blockedRatio',
    goals: [],
    front: ['blockedRatio', 'waitP99'],
  } as const;
  it('a valid one gives the grid in order, the last field fastest', () => {
    const r = resolve(s, { ...def, axes: [def.axes[0], { path: 'coldFactor', from: 2, to: 4, points: 3 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.points.slice(0, 4)).toEqual([
      [0, 2],
      [0, 3],
      [0, 4],
      [50, 2],
    ]);
    expect(r.points).toHaveLength(15);
    expect(gridValues([{ values: [1, 2] }, { values: [7, 8, 9] }], 5)).toEqual([2, 9]);
  });
  it('says what is wrong: an unknown limiter, a field that is not a control, a reversed range, a field twice', () => {
    const problem = (d: object) => {
      const r = resolve(s, { ...def, ...d });
      return r.ok ? null : r.error;
    };
    expect(problem({ limiter: 'guava:3' })).toEqual({ code: 'noLimiter', params: { id: 'guava:3' } });
    expect(problem({ axes: [{ ...def.axes[0], path: 'rules[0].resource' }] })).toMatchObject({
      code: 'notAField',
      params: {
        path: 'rules[0].resource',
        id: 'sentinel:0',
        names: 'rules[0].count, rules[0].warmUpPeriodSec, coldFactor',
      },
    });
    expect(problem({ axes: [{ ...def.axes[0], from: 9, to: 1 }] })?.code).toBe('order');
    expect(problem({ axes: [def.axes[0], def.axes[0]] })?.code).toBe('twice');
    expect(
      problem({
        axes: [
          { ...def.axes[0], to: 100, points: 100 },
          { path: 'rules[0].warmUpPeriodSec', from: 0, to: 60, points: 60 },
        ],
      }),
      // 100 values of count × 60 of warmUpPeriodSec
    ).toEqual({ code: 'tooMany', params: { total: 6000, max: 2500 } });
  });
});

describe('CSV', () => {
  it('one row per point in grid order, lossless numbers, an invalid point with empty metrics', () => {
    const csv = sweepCsv(
      ['rules[0].count'],
      [POINTS[4], POINTS[1], POINTS[0]],
      [{ metric: 'blockedRatio', op: '<=', value: 0.25 }],
    );
    expect(csv.split('\n')).toEqual([
      'rules[0].count,meetsGoals,valid,requests,passed,blocked,waited,blockedRatio,waitP50,waitP99,waitMax,passRatio,busiest1s',
      '10,false,true,100,50,50,0,0.5,0,0,0,0.5,10',
      '20,true,true,100,80,20,0,0.2,0,0,0,0.8,20',
      '50,false,false,,,,,,,,,,',
      '',
    ]);
  });
});
