import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUSTER_FLOW_CONFIG_DEFAULTS, type FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import type { SentinelVersion } from '../../../src/engine/sentinel/types';

const T0 = 1_700_000_000_000;

function rule(over: Partial<FlowRule>): FlowRule {
  return {
    resource: 'sim-resource',
    limitApp: 'default',
    grade: 1,
    count: 5,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
    ...over,
  };
}

function cluster(fallbackToLocalWhenFail: boolean): FlowRule['clusterConfig'] {
  return { ...CLUSTER_FLOW_CONFIG_DEFAULTS, flowId: 7, fallbackToLocalWhenFail };
}

describe('FlowSim', () => {
  it('header example: a completion due at t runs before the arrival at t', () => {
    const sim = new FlowSim(rule({ grade: 0, count: 1 }), '1.8.9', 3, T0);
    expect(sim.arrive(T0 + 1000, 1, false, 30, false).pass).toBe(true);
    expect(sim.arrive(T0 + 1029, 1, false, 0, false).pass).toBe(false);
    expect(sim.arrive(T0 + 1030, 1, false, 0, false).pass).toBe(true);
    expect(sim.readState().curThreadNum).toBe(0);
  });

  it('a zero-delay pass is in the state right away; a queued one only from t + wait', () => {
    const sim = new FlowSim(rule({ controlBehavior: 2, count: 10 }), '1.8.9', 3, T0);
    expect(sim.arrive(T0, 1, false, 0, false)).toMatchObject({ pass: true, waitMs: 0 });
    expect(sim.readState().passQps).toBe(1);
    expect(sim.arrive(T0, 1, false, 50, false)).toMatchObject({ pass: true, waitMs: 100 });
    expect(sim.readState()).toMatchObject({ passQps: 1, curThreadNum: 0, latestPassedTime: T0 + 100 });
    expect(sim.pendingActions).toBe(1);
    expect(sim.nextDueMs()).toBe(T0 + 100);
    sim.drainUntil(T0 + 99);
    expect(sim.readState()).toMatchObject({ passQps: 1, curThreadNum: 0 });
    sim.drainUntil(T0 + 100);
    expect(sim.readState()).toMatchObject({ passQps: 2, curThreadNum: 1 });
    sim.drainUntil(T0 + 150);
    expect(sim.readState().curThreadNum).toBe(0);
    // RT is measured from the arrival: 100 ms queued + 50 ms run; the first request took 0 ms.
    expect(sim.node.avgRt()).toBe(150 / 2);
    expect(sim.pendingActions).toBe(0);
  });

  it('blocked requests count as blocked (by acquire) and take no thread', () => {
    const sim = new FlowSim(rule({ count: 2 }), '1.8.9', 3, T0);
    sim.arrive(T0, 2, false, 100, false);
    expect(sim.arrive(T0 + 1, 3, false, 100, false).pass).toBe(false);
    expect(sim.readState()).toMatchObject({ passQps: 2, blockQps: 3, curThreadNum: 1 });
  });

  it('an error only bumps the exception counter; the request still completes and frees its thread', () => {
    const sim = new FlowSim(rule({ grade: 0, count: 2 }), '1.8.9', 3, T0);
    expect(sim.arrive(T0, 2, false, 10, true).pass).toBe(true);
    sim.drainUntil(T0 + 10);
    expect(sim.node.exceptionQps()).toBe(2);
    expect(sim.node.successQps()).toBe(2);
    expect(sim.readState().curThreadNum).toBe(0);
  });

  it.each([
    ['no rule', null],
    [
      'a rule Sentinel drops (RATE_LIMITER, maxQueueingTimeMs 0)',
      rule({ controlBehavior: 2, maxQueueingTimeMs: 0, count: 1 }),
    ],
  ])('%s: everything passes without waiting', (_name, r) => {
    const sim = new FlowSim(r, '1.8.9', 3, T0);
    expect(sim.ruleLoaded).toBe(false);
    expect(sim.controller).toBeNull();
    for (let i = 0; i < 20; i++) expect(sim.arrive(T0, 1, true, 5, false)).toMatchObject({ pass: true, waitMs: 0 });
    expect(sim.readState()).toMatchObject({ passQps: 20, blockQps: 0, curThreadNum: 20 });
  });

  it.each([
    ['limitApp default, DIRECT', {}, true],
    ['limitApp of a specific caller (our requests have no origin)', { limitApp: 'appA' }, false],
    ['limitApp other (no origin is never "other")', { limitApp: 'other' }, false],
    ['RELATE to this resource', { strategy: 1, refResource: 'sim-resource' }, true],
    ['RELATE to another, idle resource', { strategy: 1, refResource: 'elsewhere' }, false],
    ['CHAIN (we are not inside that entrance)', { strategy: 2, refResource: 'entrance' }, false],
    ['cluster mode, no token server, fallback to local', { clusterMode: true, clusterConfig: cluster(true) }, true],
    [
      'cluster mode, no token server, no fallback: just pass',
      { clusterMode: true, clusterConfig: cluster(false) },
      false,
    ],
  ] as const)('node selection: %s → checked %s', (_name, over, checked) => {
    const sim = new FlowSim(rule({ count: 1, ...over }), '1.8.9', 3, T0);
    expect(sim.ruleLoaded).toBe(true);
    expect(sim.ruleChecked).toBe(checked);
    sim.arrive(T0, 1, false, 0, false);
    expect(sim.arrive(T0, 1, false, 0, false).pass).toBe(!checked);
  });

  it('prioritized borrow: the thread count rises at t + wait; the pass lands when its bucket is touched', () => {
    const sim = new FlowSim(rule({ count: 2 }), '1.8.9', 3, T0);
    sim.arrive(T0 + 100, 1, false, 0, false);
    sim.arrive(T0 + 110, 1, false, 0, false);
    expect(sim.arrive(T0 + 700, 1, true, 100, false)).toEqual({
      pass: true,
      waitMs: 300,
      waitNs: 0,
      priorityWait: true,
    });
    expect(sim.readState()).toMatchObject({ passQps: 2, curThreadNum: 0 });
    expect(sim.node.waiting()).toBe(1);
    sim.drainUntil(T0 + 1000);
    expect(sim.readState()).toMatchObject({ passQps: 1, curThreadNum: 1 }); // [0,500) slid out; the borrow landed
  });

  describe('borrowed quota that nothing touches is lost (README behaviour 6)', () => {
    // count 5: 5 passes in [0,500); 5 prioritized borrows at 700..740 for [1000,1500) with rt 900.
    function scenario(probe: 'none' | 'peek' | 'read'): number[] {
      const sim = new FlowSim(rule({ count: 5 }), '1.8.9', 3, T0);
      for (let i = 0; i < 5; i++) sim.arrive(T0 + 10 + i * 10, 1, false, 20, false);
      for (let i = 0; i < 5; i++) expect(sim.arrive(T0 + 700 + i * 10, 1, true, 900, false).priorityWait).toBe(true);
      sim.drainUntil(T0 + 1200);
      if (probe === 'peek') expect(sim.peekState().passQps).toBe(5);
      if (probe === 'read') expect(sim.readState().passQps).toBe(5);
      const passed: number[] = [];
      for (let i = 0; i < 7; i++) passed.push(sim.arrive(T0 + 1600 + i * 10, 1, false, 10, false).pass ? 1 : 0);
      return passed;
    }

    it('untouched: at +1600 the window is empty and 5 new requests pass', () => {
      expect(scenario('none')).toEqual([1, 1, 1, 1, 1, 0, 0]);
    });

    it('a peek inside the target bucket shows the quota but does not land it', () => {
      expect(scenario('peek')).toEqual([1, 1, 1, 1, 1, 0, 0]);
    });

    it('a real read inside the target bucket lands it (Sentinel reads create buckets)', () => {
      expect(scenario('read')).toEqual([0, 0, 0, 0, 0, 0, 0]);
    });
  });

  it('state fields follow the controller: tokens for warm-up, latestPassedTime for pacing, NaN otherwise', () => {
    const plain = new FlowSim(rule({}), '1.8.9', 3, T0).readState();
    expect([plain.storedTokens, plain.lastFilledTime, plain.latestPassedTime]).toEqual([NaN, NaN, NaN]);
    const warm = new FlowSim(rule({ controlBehavior: 1, count: 20 }), '1.8.9', 3, T0 + 230);
    warm.arrive(T0 + 230, 1, false, 0, false);
    expect(warm.readState()).toMatchObject({ storedTokens: 200, lastFilledTime: T0, passQps: 1 });
    expect(Number.isNaN(warm.state.latestPassedTime)).toBe(true);
    const both = new FlowSim(rule({ controlBehavior: 3, count: 20 }), '1.8.6', 3, T0);
    expect([both.hasTokenState, both.hasLatestPassedTime]).toEqual([true, true]);
    expect(both.readState().latestPassedTime).toBe(-1);
  });

  it('rejects time going backwards and negative run times; a Java constructor error is a RangeError', () => {
    const sim = new FlowSim(rule({}), '1.8.9', 3, T0);
    sim.arrive(T0 + 10, 1, false, 0, false);
    expect(() => sim.arrive(T0 + 9, 1, false, 0, false)).toThrow(RangeError);
    expect(() => sim.arrive(T0 + 10, 1, false, -1, false)).toThrow(RangeError);
    sim.drainUntil(T0); // never moves the clock back
    expect(sim.clock.nowMs).toBe(T0 + 10);
    expect(() => new FlowSim(rule({ controlBehavior: 2, count: 0.3 }), '1.8.9', 3, T0)).toThrow(RangeError);
  });

  // ---- properties against simple reference models ----

  interface Ev {
    gap: number;
    acquire: number;
    prioritized: boolean;
    rtMs: number;
    error: boolean;
  }
  const events = fc.array(
    fc.record({
      gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1200 })),
      acquire: fc.integer({ min: 1, max: 3 }),
      prioritized: fc.boolean(),
      rtMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1500 })),
      error: fc.boolean(),
    }),
    { maxLength: 150, size: 'max' }, // 'max': runs long enough for queued passes, ties and bucket turnovers
  );
  const RULES: Array<[string, FlowRule, SentinelVersion]> = [
    ['default qps', rule({ count: 5 }), '1.8.9'],
    ['default thread', rule({ grade: 0, count: 3 }), '1.8.9'],
    ['throttling ms', rule({ controlBehavior: 2, count: 10 }), '1.8.9'],
    ['throttling ns', rule({ controlBehavior: 2, count: 3, maxQueueingTimeMs: 1000 }), '1.8.9'],
    ['rate limiter 1.8.6', rule({ controlBehavior: 2, count: 7 }), '1.8.6'],
    ['warm up', rule({ controlBehavior: 1, count: 20, warmUpPeriodSec: 2 }), '1.8.9'],
    ['warm up rate limiter', rule({ controlBehavior: 3, count: 20, warmUpPeriodSec: 2 }), '1.8.9'],
  ];
  const ruleArb = fc.constantFrom(...RULES);

  function run(sim: FlowSim, evs: Ev[], start: number, each: (t: number, e: Ev, sim: FlowSim) => void): void {
    let t = start;
    for (const e of evs) {
      t += e.gap;
      sim.arrive(t, e.acquire, e.prioritized, e.rtMs, e.error);
      each(t, e, sim);
    }
  }

  it('property: curThreadNum = admitted requests with pass time <= t < completion time', () => {
    fc.assert(
      fc.property(ruleArb, events, fc.integer({ min: 0, max: 999 }), ([, r, v], evs, offset) => {
        const sim = new FlowSim(r, v, 3, T0 + offset);
        const running: Array<[number, number]> = [];
        run(sim, evs, T0 + offset, (t, e, s) => {
          const d = s.decision;
          if (d.pass) running.push([t + d.waitMs, t + d.waitMs + e.rtMs]);
          const expected = running.filter(([b, c]) => b <= t && t < c).length;
          expect(s.readState().curThreadNum).toBe(expected);
        });
      }),
    );
  });

  it('property: passQps / blockQps = permits booked / blocked in the current and previous 500 ms bucket', () => {
    fc.assert(
      fc.property(ruleArb, events, fc.integer({ min: 0, max: 999 }), ([name, r, v], evs, offset) => {
        const sim = new FlowSim(r, v, 3, T0 + offset);
        const booked: Array<[number, number]> = [];
        const blocked: Array<[number, number]> = [];
        const noBorrow = evs.map((e) => ({ ...e, prioritized: name === 'default qps' ? false : e.prioritized }));
        run(sim, noBorrow, T0 + offset, (t, e, s) => {
          const d = s.decision;
          (d.pass ? booked : blocked).push([t + d.waitMs, e.acquire]);
          const oldest = Math.floor(t / 500) - 1;
          const inWindow = (xs: Array<[number, number]>) =>
            xs.filter(([at]) => at <= t && Math.floor(at / 500) >= oldest).reduce((a, [, n]) => a + n, 0);
          const peek = { ...s.peekState() };
          const state = s.readState();
          expect(state.passQps).toBe(inWindow(booked));
          expect(state.blockQps).toBe(inWindow(blocked));
          expect(peek.passQps).toBe(state.passQps);
          expect(peek.blockQps).toBe(state.blockQps);
        });
      }),
    );
  });

  it('property: DefaultController never lets passQps exceed count (QPS, no priority) nor threads exceed count (THREAD)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 8 }), events, (thread, count, evs) => {
        const sim = new FlowSim(rule({ grade: thread ? 0 : 1, count }), '1.8.9', 3, T0);
        const plain = evs.map((e) => ({ ...e, prioritized: false }));
        run(sim, plain, T0, (_t, _e, s) => {
          const st = s.readState();
          if (thread) expect(st.curThreadNum).toBeLessThanOrEqual(count);
          else expect(st.passQps).toBeLessThanOrEqual(count);
        });
      }),
    );
  });

  it('property: same input, same output; peeking never changes a decision', () => {
    fc.assert(
      fc.property(ruleArb, events, ([, r, v], evs) => {
        const a = new FlowSim(r, v, 3, T0);
        const b = new FlowSim(r, v, 3, T0);
        let t = T0;
        for (const e of evs) {
          t += e.gap;
          const da = { ...a.arrive(t, e.acquire, e.prioritized, e.rtMs, e.error) };
          b.peekState();
          const db = { ...b.arrive(t, e.acquire, e.prioritized, e.rtMs, e.error) };
          b.peekState();
          expect(db).toEqual(da);
          expect({ ...b.readState() }).toEqual({ ...a.readState() });
        }
      }),
    );
  });
});
