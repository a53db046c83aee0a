import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { DefaultController } from '../../../../src/engine/sentinel/controllers/default';
import { FLOW_GRADE_QPS, FLOW_GRADE_THREAD } from '../../../../src/engine/sentinel/flow-rule';
import { StatisticNode } from '../../../../src/engine/sentinel/statistic-node';
import { newDecision } from '../../../../src/engine/sentinel/types';

function setup(count: number, grade = FLOW_GRADE_QPS, t = 1_000) {
  const clock = new SimClock(t);
  const node = new StatisticNode(clock);
  const controller = new DefaultController(clock, count, grade);
  const out = newDecision();
  const decide = (acquire = 1, prioritized = false) => {
    controller.canPass(node, acquire, prioritized, out);
    return { ...out };
  };
  /** Record `n` admitted permits at time `at`, as StatisticSlot would. */
  const passAt = (at: number, n: number) => {
    clock.nowMs = at;
    node.addPassRequest(n);
  };
  return { clock, node, controller, decide, passAt };
}

describe('DefaultController', () => {
  it.each([
    // [count, passes already in the second, acquire, pass?]
    [5, 0, 1, true],
    [5, 4, 1, true],
    [5, 5, 1, false],
    [10, 8, 2, true],
    [10, 8, 3, false],
    [2.5, 2, 1, false], // 2 + 1 > 2.5
    [2.5, 1, 1, true],
    [0, 0, 1, false],
  ])('QPS count %d with %d passes: acquire %d → pass %s', (count, passes, acquire, pass) => {
    const s = setup(count);
    s.passAt(1_000, passes);
    expect(s.decide(acquire)).toEqual({ pass, waitMs: 0, waitNs: 0, priorityWait: false });
  });

  it('acquire > 1 can be rejected while smaller requests still pass', () => {
    const s = setup(10);
    s.passAt(1_000, 8);
    expect(s.decide(3).pass).toBe(false);
    expect(s.decide(2).pass).toBe(true);
  });

  it.each([
    [3, 2, 1, true],
    [3, 3, 1, false],
    [3, 1, 3, false],
  ])('THREAD count %d with %d running: acquire %d → pass %s', (count, running, acquire, pass) => {
    const s = setup(count, FLOW_GRADE_THREAD);
    for (let i = 0; i < running; i++) s.node.increaseThreadNum();
    s.passAt(1_000, 100); // passes do not matter for THREAD
    expect(s.decide(acquire).pass).toBe(pass);
  });

  it('header example: 5 passes in the current bucket, a prioritized request cannot borrow', () => {
    const s = setup(5);
    for (let t = 1_000; t <= 1_040; t += 10) s.passAt(t, 1);
    s.clock.nowMs = 1_300;
    expect(s.decide(1, false).pass).toBe(false);
    expect(s.decide(1, true)).toEqual({ pass: false, waitMs: 0, waitNs: 0, priorityWait: false });
    expect(s.node.waiting()).toBe(0);
  });

  it('header example: 5 passes in the oldest bucket, a prioritized request borrows with wait 200', () => {
    const s = setup(5);
    for (let t = 700; t <= 740; t += 10) s.passAt(t, 1);
    s.clock.nowMs = 1_300;
    expect(s.decide(1, true)).toEqual({ pass: true, waitMs: 200, waitNs: 0, priorityWait: true });
    // Booked by the controller itself: borrowed for [1500,2000) and counted in the minute window at 1300.
    expect(s.node.waiting()).toBe(1);
    expect(s.node.totalPass()).toBe(6);
    expect(s.node.rollingCounterInMinute.occupiedPass()).toBe(1);
    expect(s.node.passQps()).toBe(5); // not in the second window yet
    s.clock.nowMs = 1_500;
    expect(s.node.passQps()).toBe(1); // landed in [1500,2000); [500,1000) slid out
  });

  it('a prioritized request exactly on a 500 ms boundary is rejected', () => {
    const s = setup(5);
    s.passAt(700, 5); // all in [500,1000): they expire at 1500
    s.clock.nowMs = 1_000; // the wait to the next boundary would be 500, not < 500
    expect(s.decide(1, true).pass).toBe(false);
    s.clock.nowMs = 1_001;
    expect(s.decide(1, true)).toMatchObject({ pass: true, waitMs: 499 });
  });

  it('prioritized changes nothing for THREAD rules', () => {
    const s = setup(1, FLOW_GRADE_THREAD);
    s.node.increaseThreadNum();
    s.clock.nowMs = 1_300;
    expect(s.decide(1, true)).toEqual({ pass: false, waitMs: 0, waitNs: 0, priorityWait: false });
    expect(s.node.waiting()).toBe(0);
  });

  it('truncates passQps to int (Java `(int) node.passQps()`)', () => {
    const s = setup(3);
    const node = { ...s.node, passQps: () => 2.9, curThreadNum: () => 0 } as unknown as StatisticNode;
    const out = newDecision();
    s.controller.canPass(node, 1, false, out);
    expect(out.pass).toBe(true); // (int) 2.9 = 2; 2 + 1 <= 3
    expect(s.controller.avgUsedTokens(node)).toBe(2);
  });

  it('names its upstream class and occupy timeout', () => {
    const s = setup(1);
    expect(s.controller.className).toBe('DefaultController');
    expect(s.controller.occupyTimeoutMs).toBe(500);
  });
});
