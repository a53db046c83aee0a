/**
 * Explanations checked number by number against values derived by hand from the Java source (the worked
 * examples in the engine's module headers and the reference articles).
 */
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock';
import { verdictFromSteps, type Step } from '../../../src/engine/explain';
import { breakerSteps, BreakerWatch } from '../../../src/engine/explain/breaker';
import { flowParts } from '../../../src/engine/limiters/engines';

const controllerSteps = flowParts.steps;
import { guavaSteps } from '../../../src/engine/explain/guava';
import { SmoothWarmingUp } from '../../../src/engine/guava';
import { DefaultController } from '../../../src/engine/sentinel/controllers/default';
import { RateLimiterController } from '../../../src/engine/sentinel/controllers/rate-limiter';
import { ThrottlingController } from '../../../src/engine/sentinel/controllers/throttling';
import { WarmUpController } from '../../../src/engine/sentinel/controllers/warm-up';
import { ExceptionCircuitBreaker } from '../../../src/engine/sentinel/degrade/exception-breaker';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../../../src/engine/sentinel/degrade/degrade-rule';
import { FlowSim } from '../../../src/engine/sentinel/flow-sim';
import { newDecision, type FlowNode } from '../../../src/engine/sentinel/types';
import { qpsRule } from '../sim/helpers';

/** A node that reports fixed numbers (what the controller reads). */
function node(passQps: number, previousPassQps: number): FlowNode {
  return {
    passQps: () => passQps,
    previousPassQps: () => previousPassQps,
    curThreadNum: () => 0,
    tryOccupyNext: () => 500,
    addWaitingRequest: () => {},
    addOccupiedPass: () => {},
  };
}

const byKey = (steps: Step[], key: string) => steps.find((s) => s.key === key);

describe('WarmUpController: the article numbers', () => {
  // count 20, warmUpPeriodSec 10, coldFactor 3; the first check fills the bucket to maxToken 200, and a previous
  // second of 50 passes leaves restToken 150
  const clock = new SimClock(1_700_000_000_000);
  const c = new WarmUpController(clock, 20, 10, 3);
  c.canPass(node(9, 50), 1, false, newDecision());
  const steps = controllerSteps(c, clock.startMs);

  it('warningToken 100, maxToken 200, slope 0.001', () => {
    expect([c.warningToken, c.maxToken, c.slope]).toEqual([100, 200, 0.001]);
  });

  it('restToken 150 ≥ warningToken 100 → aboveToken 50 → warningQps = nextUp(1 / (50 × 0.001 + 1/20))', () => {
    expect(steps.map((s) => s.key)).toEqual([
      'explain.warmUp.passQps',
      'explain.warmUp.refillFirst',
      'explain.warmUp.drain',
      'explain.warmUp.cold',
      'explain.warmUp.warningQps',
      'explain.warmUp.compare',
    ]);
    expect(byKey(steps, 'explain.warmUp.refillFirst')!.params).toMatchObject({ refilled: 200, maxToken: 200 });
    expect(byKey(steps, 'explain.warmUp.drain')!.params).toMatchObject({ previousPassQps: 50, storedTokens: 150 });
    expect(byKey(steps, 'explain.warmUp.cold')!.params).toMatchObject({
      restToken: 150,
      warningToken: 100,
      aboveToken: 50,
      cmp: '≥',
    });
    expect(byKey(steps, 'explain.warmUp.warningQps')!.params).toEqual({
      qpsName: 'warningQps',
      aboveToken: 50,
      slope: 0.001,
      count: 20,
      qps: 10.000000000000002, // one ulp above 10: 1 / 0.1 is exactly 10, and Math.nextUp moves it up
    });
  });

  it('passQps 9 + acquire 1 ≤ 10.000000000000002 → pass', () => {
    const compare = byKey(steps, 'explain.warmUp.compare')!;
    expect(compare.params).toMatchObject({ passQps: 9, acquire: 1, limit: 10.000000000000002, cmp: '≤' });
    expect(compare.params.then).toBe('@explain.then.pass');
    expect(compare.check).toMatchObject({ lhs: 10, op: '<=', rhs: 10.000000000000002 });
    expect(verdictFromSteps(steps)).toEqual({ pass: true, waitMs: 0 });
  });

  it('one more pass in the second blocks: 10 + 1 > 10.000000000000002', () => {
    const d = newDecision();
    c.canPass(node(10, 50), 1, false, d);
    const s = controllerSteps(c, clock.startMs);
    expect(s[1].key).toBe('explain.warmUp.sameSecond');
    expect(byKey(s, 'explain.warmUp.compare')!.params).toMatchObject({ cmp: '>', then: '@explain.then.block' });
    expect(verdictFromSteps(s)).toEqual({ pass: d.pass, waitMs: 0 });
    expect(d.pass).toBe(false);
  });
});

describe('pacing', () => {
  it('RateLimiterController count 10, maxQueueingTimeMs 500, ten requests in one ms: waits 0…500, then 600 > 500', () => {
    const clock = new SimClock(1000);
    const c = new RateLimiterController(clock, 10, 500);
    const shown = [];
    for (let i = 0; i < 7; i++) {
      c.canPass(node(0, 0), 1, false, newDecision());
      shown.push(verdictFromSteps(controllerSteps(c, clock.startMs)));
    }
    expect(shown).toEqual([
      { pass: true, waitMs: 0 },
      { pass: true, waitMs: 100 },
      { pass: true, waitMs: 200 },
      { pass: true, waitMs: 300 },
      { pass: true, waitMs: 400 },
      { pass: true, waitMs: 500 },
      { pass: false, waitMs: 0 },
    ]);
    const steps = controllerSteps(c, clock.startMs);
    expect(byKey(steps, 'explain.rateLimiter.cost')!.params).toMatchObject({ costTime: 100 });
    expect(byKey(steps, 'explain.pacing.expected')!.params).toMatchObject({
      latestPassedTime: 500,
      costTime: 100,
      expectedTime: 600,
      unit: 'ms',
    });
    expect(byKey(steps, 'explain.pacing.queueLimit')!.params).toMatchObject({
      waitTime: 600,
      maxQueueingTime: 500,
      cmp: '>',
      then: '@explain.then.block',
    });
  });

  it('ThrottlingController count 3 in nanoseconds: the 5th request would wait 1 333 333 332 ns > 1e9', () => {
    const clock = new SimClock(5000);
    const c = new ThrottlingController(clock, 3, 1000);
    for (let i = 0; i < 5; i++) c.canPass(node(0, 0), 1, false, newDecision());
    const steps = controllerSteps(c, clock.startMs);
    expect(byKey(steps, 'explain.throttling.costNs')!.params).toMatchObject({ costTime: 333_333_333 });
    expect(byKey(steps, 'explain.pacing.queueLimit')!.params).toMatchObject({
      waitTime: 1_333_333_332,
      maxQueueingTime: 1e9,
      unit: 'ns',
    });
    expect(verdictFromSteps(steps).pass).toBe(false);
    // the 4th waited 999 999 999 ns: shown exactly, in ms
    const c2 = new ThrottlingController(new SimClock(5000), 3, 1000);
    for (let i = 0; i < 4; i++) c2.canPass(node(0, 0), 1, false, newDecision());
    expect(verdictFromSteps(controllerSteps(c2, 5000))).toEqual({ pass: true, waitMs: 999.999999 });
  });
});

describe('DefaultController: the prioritized borrow', () => {
  it('count 5, five passes at 700…740, a prioritized request at 1300 borrows: waitInMs 200, booked at 1500', () => {
    const sim = new FlowSim(qpsRule({ count: 5 }), '1.8.9', 3, 0);
    for (let t = 700; t < 750; t += 10) sim.arrive(t, 1, false, 0, false);
    const d = sim.arrive(1300, 1, true, 0, false);
    const steps = controllerSteps(sim.controller!, 0);
    expect(d).toMatchObject({ pass: true, waitMs: 200, priorityWait: true });
    expect(steps.map((s) => s.key)).toEqual([
      'explain.default.readQps',
      'explain.default.compare',
      'explain.default.occupy',
      'explain.default.borrowed',
    ]);
    expect(steps[1].params).toMatchObject({ curCount: 5, acquire: 1, count: 5, cmp: '>' });
    expect(steps[2].params).toMatchObject({ waitInMs: 200, occupyTimeoutMs: 500, cmp: '<' });
    expect(steps[3].params).toEqual({ occupiedMs: 1500, acquire: 1, waitInMs: 200 });
    expect(verdictFromSteps(steps)).toEqual({ pass: true, waitMs: 200 });
  });
});

describe('DefaultController THREAD', () => {
  it('count 1: a second request while the first runs is blocked on curThreadNum 1 + 1 > 1', () => {
    const sim = new FlowSim(qpsRule({ grade: 0, count: 1 }), '1.8.9', 3, 0);
    sim.arrive(1000, 1, false, 30, false);
    sim.arrive(1010, 1, false, 30, false);
    const steps = controllerSteps(sim.controller as DefaultController, 0);
    expect(steps[0]).toMatchObject({ key: 'explain.default.readThreads', params: { curCount: 1 } });
    expect(verdictFromSteps(steps).pass).toBe(false);
  });
});

describe('Guava SmoothWarmingUp create(10, 2 s): the trapezoid', () => {
  it('the first acquire never waits and pays (300 000 + 280 000) / 2 = 290 000 µs; the second waits for it', () => {
    const lim = new SmoothWarmingUp(10, 2_000_000, 0);
    lim.recording = true;
    lim.acquire(1, 0);
    let steps = guavaSteps(lim, lim.lastReservation);
    expect(verdictFromSteps(steps)).toEqual({ pass: true, waitMs: 0 });
    expect(byKey(steps, 'explain.guava.trapezoid')!.params).toEqual({
      warm: 1,
      thresholdPermits: 10,
      above: 10,
      below: 9,
      top: 300_000,
      bottom: 280_000,
      warmMicros: 290_000,
    });
    expect(byKey(steps, 'explain.guava.push')!.params).toMatchObject({ nextFreeTicketMicros: 290_000 });
    lim.acquire(1, 0);
    steps = guavaSteps(lim, lim.lastReservation);
    expect(byKey(steps, 'explain.guava.wait')!.params).toMatchObject({ momentAvailable: 290_000, waitMicros: 290_000 });
    expect(verdictFromSteps(steps)).toEqual({ pass: true, waitMs: 290 });
  });
});

describe('circuit breaker: error ratio 0.5, minRequestAmount 5, timeWindow 1 s', () => {
  const rule: DegradeRule = {
    ...DEGRADE_RULE_DEFAULTS,
    resource: 'r',
    grade: 1,
    count: 0.5,
    timeWindow: 1,
    minRequestAmount: 5,
    statIntervalMs: 1000,
  } as DegradeRule;

  it('3 errors of 5 open it at 500 (0.6 > 0.5); 1499 is blocked, 1500 is the probe', () => {
    const clock = new SimClock(0);
    const cb = new ExceptionCircuitBreaker(rule, clock);
    const w = new BreakerWatch(cb);
    for (let i = 0; i < 5; i++) {
      clock.nowMs = 100 * (i + 1);
      cb.onRequestComplete(10, i < 3, i);
    }
    clock.nowMs = 1499;
    cb.tryPass(5);
    let steps = breakerSteps(w, 0, 0);
    expect(steps[0]).toMatchObject({
      key: 'explain.breaker.openedRatio',
      params: { tMs: 500, request: 5, bad: 3, total: 5, value: 0.6, cmp: '>', threshold: 0.5, retry: 1500 },
    });
    expect(steps[1].params).toMatchObject({ now: 1499, retry: 1500, cmp: '<', then: '@explain.then.block' });
    expect(verdictFromSteps(steps).pass).toBe(false);
    clock.nowMs = 1500;
    cb.tryPass(6);
    steps = breakerSteps(w, 0, 0);
    expect(steps[1].params).toMatchObject({ now: 1500, cmp: '≥', then: '@explain.then.probe' });
    expect(verdictFromSteps(steps).pass).toBe(true);
    clock.nowMs = 1510;
    cb.tryPass(7);
    steps = breakerSteps(w, 0, 0);
    expect(steps[0]).toMatchObject({ key: 'explain.breaker.halfOpen', params: { probe: 7, probeMs: 1500 } });
    expect(verdictFromSteps(steps).pass).toBe(false);
  });
});
