import { describe, expect, it } from 'vitest';
import { ParamFlowSim, type JavaValue, type ParamFlowRuleJson } from '../../../../src/engine/sentinel/param-flow';

const rule = (r: Partial<ParamFlowRuleJson>): ParamFlowRuleJson => ({
  resource: 'sim-resource',
  paramIdx: 0,
  count: 2,
  ...r,
});
const restOf = (sim: ParamFlowSim, args: JavaValue[]) =>
  sim.valueStates(args).map((s) => ('restQps' in s ? s.restQps : 'cached' in s ? s.cached : undefined));

describe('ParamFlowChecker through ParamFlowSim', () => {
  it('checker header example: list elements are charged in order, a blocked one stops the check, a null passes all', () => {
    const sim = new ParamFlowSim([rule({})]);
    const t = 1000;
    expect(sim.arrive(t, ['a'], 1, 0).pass).toBe(true);
    expect(sim.arrive(t, [{ list: ['a', 'b'] }], 1, 0).pass).toBe(true);
    const blocked = sim.arrive(t, [{ list: ['b', 'a', 'c'] }], 1, 0);
    expect([blocked.pass, blocked.checks[0].steps.map((s) => s.pass)]).toEqual([false, [true, false]]);
    expect(restOf(sim, [{ list: ['a', 'b', 'c'] }])).toEqual([0, 0, false]); // c untouched
    const nul = sim.arrive(t, [{ list: ['c', null, 'a'] }], 1, 0);
    expect([nul.pass, nul.checks[0].steps.map((s) => ('outcome' in s ? s.outcome : ''))]).toEqual([
      true,
      ['new-bucket', 'null-element'],
    ]);
    expect(sim.arrive(t, [{ array: [] }], 1, 0).pass).toBe(true);
  });

  it('a null element still blocks when the token count is 0 (that check comes before the map)', () => {
    const sim = new ParamFlowSim([rule({ count: 0 })]);
    expect(sim.arrive(0, [{ list: [null] }], 1, 0).pass).toBe(false);
  });

  it('typed values: Long 7 does not use the int hot item 7; "7" neither', () => {
    const sim = new ParamFlowSim([
      rule({ count: 1, paramFlowItemList: [{ object: '7', count: 3, classType: 'int' }] }),
    ]);
    const passes = (v: JavaValue) => [0, 0, 0].map(() => sim.arrive(0, [v], 1, 0).pass).filter(Boolean).length;
    expect([passes({ int: 7 }), passes({ long: 7 }), passes('7')]).toEqual([3, 1, 1]);
  });

  it('nothing to check → pass, nothing stored: args null, index out of range, null value', () => {
    const sim = new ParamFlowSim([rule({ count: 0, paramIdx: 1 })]);
    for (const args of [null, ['x'], ['x', null]] as (JavaValue[] | null)[]) {
      const d = sim.arrive(0, args, 1, 0);
      expect(d.pass).toBe(true);
    }
    expect(sim.arrive(0, ['x', 'y'], 1, 0).pass).toBe(false);
  });
});

describe('ParamFlowSlot.applyRealParamIdx', () => {
  it('slot header example: −1 first seen with 3 args becomes 2 for good', () => {
    const sim = new ParamFlowSim([rule({ paramIdx: -1, count: 1 })]);
    sim.arrive(0, ['a', 'b', 'c'], 1, 0);
    expect(sim.rules[0].paramIdx).toBe(2);
    const d = sim.arrive(0, ['w', 'x', 'y', 'z'], 1, 0);
    expect(d.checks[0].steps[0].value).toBe('y');
    expect(sim.arrive(0, ['p', 'q'], 1, 0).checks[0].skipped).toBe('index-out-of-range');
  });

  it('−3 first seen with 2 args becomes 3; args null leaves it negative', () => {
    const sim = new ParamFlowSim([rule({ paramIdx: -3 })]);
    sim.arrive(0, null, 1, 0);
    expect(sim.rules[0].paramIdx).toBe(-3);
    sim.arrive(0, ['a', 'b'], 1, 0);
    expect(sim.rules[0].paramIdx).toBe(3);
  });
});

describe('THREAD grade and the statistic callbacks', () => {
  it('event-loop header example: a completion due at t runs before the arrival at t', () => {
    const sim = new ParamFlowSim([rule({ grade: 0, count: 1 })]);
    expect(sim.arrive(1000, ['u'], 1, 30).pass).toBe(true);
    expect(sim.arrive(1010, ['u'], 5, 0).pass).toBe(false);
    expect(sim.valueStates(['u'])).toEqual([{ value: 'u', threadCount: 1 }]);
    expect(sim.arrive(1030, ['u'], 1, 0).pass).toBe(true);
  });

  it('a pacing wait delays the thread booking to t + wait', () => {
    const sim = new ParamFlowSim([
      rule({ grade: 1, controlBehavior: 2, count: 5, maxQueueingTimeMs: 500 }),
      rule({ grade: 0, count: 10, paramIdx: 0, durationInSec: 2 }),
    ]);
    const thread = sim.rules.find((r) => r.checkPath === 'thread')!;
    sim.arrive(0, ['p'], 1, 1000);
    const d = sim.arrive(0, ['p'], 1, 1000);
    expect(d.waitMs).toBe(200);
    expect(sim.valueStates(['p'], thread)).toEqual([{ value: 'p', threadCount: 1 }]);
    sim.arrive(200, [], 1, 0);
    expect(sim.valueStates(['p'], thread)).toEqual([{ value: 'p', threadCount: 2 }]);
  });
});

describe('LRU of values', () => {
  it('an evicted value comes back with a full bucket inside the same second', () => {
    const sim = new ParamFlowSim([rule({ count: 5 })]);
    sim.arrive(0, ['hot'], 5, 0);
    expect(sim.arrive(1, ['hot'], 1, 0).pass).toBe(false);
    sim.arrive(2, [{ list: Array.from({ length: 4000 }, (_, i) => 'v' + i) }], 1, 0);
    const back = sim.arrive(3, ['hot'], 1, 0);
    expect([back.pass, restOf(sim, ['hot'])]).toEqual([true, [4]]);
  });
});

describe('several rules', () => {
  it('are checked in HashSet order; the first that blocks stops the check, earlier ones stay charged', () => {
    const sim = new ParamFlowSim([rule({ paramIdx: 0, count: 1 }), rule({ paramIdx: 1, count: 5 })]);
    const order = sim.rules.map((r) => r.paramIdx);
    sim.arrive(0, ['a', 'b'], 1, 0);
    const d = sim.arrive(0, ['a', 'b'], 1, 0);
    expect(d.pass).toBe(false);
    expect(d.checks.map((c) => c.paramIdx)).toEqual(order.slice(0, order.indexOf(0) + 1));
    expect(d.blockedBy).toBe(order.indexOf(0));
  });
});

describe('lists under pacing and THREAD grade, cluster mode without a token service', () => {
  it('a queued element sleeps even when a later element blocks: the blocked entry reports the sleep', () => {
    const sim = new ParamFlowSim([rule({ controlBehavior: 2, count: 5, maxQueueingTimeMs: 300 })]);
    sim.arrive(0, ['a'], 1, 0);
    sim.arrive(0, ['b'], 1, 0);
    sim.arrive(0, ['b'], 1, 0); // b's record is now 200 ms ahead
    const d = sim.arrive(0, [{ list: ['a', 'b'] }], 1, 0);
    expect([d.pass, d.waitMs, d.checks[0].steps.map((s) => s.pass)]).toEqual([false, 200, [true, false]]);
  });

  it('THREAD grade books every element of a list argument separately', () => {
    const sim = new ParamFlowSim([rule({ grade: 0, count: 1 })]);
    expect(sim.arrive(0, [{ list: ['u1', 'u2'] }], 1, 100).pass).toBe(true);
    expect(sim.valueStates([{ list: ['u1', 'u2'] }])).toEqual([
      { value: 'u1', threadCount: 1 },
      { value: 'u2', threadCount: 1 },
    ]);
    expect(sim.arrive(50, ['u2'], 1, 0).pass).toBe(false);
    expect(sim.arrive(100, ['u2'], 1, 0).pass).toBe(true);
  });

  it('cluster mode falls back to the local check only with fallbackToLocalWhenFail, else passes', () => {
    const cluster = (fallbackToLocalWhenFail: boolean) =>
      new ParamFlowSim([rule({ count: 1, clusterMode: true, clusterConfig: { flowId: 9, fallbackToLocalWhenFail } })]);
    const passes = (sim: ParamFlowSim) => [0, 1, 2].filter(() => sim.arrive(0, ['x'], 1, 0).pass).length;
    expect([passes(cluster(true)), passes(cluster(false))]).toEqual([1, 3]);
  });
});
