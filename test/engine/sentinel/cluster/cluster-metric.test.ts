import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { ClusterMetric } from '../../../../src/engine/sentinel/cluster/cluster-metric';
import { ClusterFlowEvent } from '../../../../src/engine/sentinel/cluster/cluster-metric-leap-array';

const { PASS, WAITING, OCCUPIED_PASS, PASS_REQUEST } = ClusterFlowEvent;

describe('ClusterMetric', () => {
  it('header worked example: GLOBAL count 5, burst at 050, occupy fails at 051 and works at 930', () => {
    const clock = new SimClock(50);
    const m = new ClusterMetric(clock, 10, 1000);
    m.add(PASS, 5);
    clock.nowMs = 51;
    // The burst is in the current bucket; the head (slot of 151) is empty.
    expect(m.tryOccupyNext(PASS, 1, 5)).toBe(0);
    expect(m.lastOccupy.headPass).toBe(0);
    clock.nowMs = 930;
    const waits = [1, 2, 3, 4, 5, 6].map(() => m.tryOccupyNext(PASS, 1, 5));
    expect(waits).toEqual([100, 100, 100, 100, 100, 0]);
    expect(m.lastOccupy).toMatchObject({ latestQps: 5, headPass: 5, occupiedCount: 5, canOccupy: false });
    expect(m.getSum(WAITING)).toBe(5);
    expect(m.occupyPending()).toBe(5);
    expect(m.getSum(PASS)).toBe(5); // occupying does not touch PASS
  });

  it('occupied tokens land at the next bucket RESET (not on creation)', () => {
    const clock = new SimClock(50);
    const m = new ClusterMetric(clock, 10, 1000);
    m.add(PASS, 5); // slot 0 = [0,100)
    clock.nowMs = 930;
    expect(m.tryOccupyNext(PASS, 2, 5)).toBe(100);
    clock.nowMs = 1010; // slot 0 held [0,100): reset → the 2 land
    expect(m.getSum(PASS)).toBe(2);
    expect(m.getSum(OCCUPIED_PASS)).toBe(2);
    expect(m.getSum(PASS_REQUEST)).toBe(1);
    expect(m.occupyPending()).toBe(0);
  });

  it('a slot used for the first time is created and receives nothing', () => {
    const clock = new SimClock(50);
    const m = new ClusterMetric(clock, 10, 1000);
    m.add(PASS, 5);
    clock.nowMs = 930;
    expect(m.tryOccupyNext(PASS, 1, 5)).toBe(100);
    clock.nowMs = 1150; // slot 1: never used
    expect(m.getSum(PASS)).toBe(0); // the burst of [0,100) has slid out (1150 − 0 > 1000)
    expect(m.occupyPending()).toBe(1);
  });

  it('waits 1000 / sampleCount whatever the bucket length, and halves the sum for a 2 s window', () => {
    const clock = new SimClock(0);
    const m = new ClusterMetric(clock, 4, 2000); // 500 ms buckets
    expect(m.shouldWaitMs).toBe(250);
    m.add(PASS, 6);
    expect(m.getAvg(PASS)).toBe(3);
    clock.nowMs = 1600; // head = slot of 2100 = slot 0, holding [0,500) with 6
    expect(m.tryOccupyNext(PASS, 1, 6)).toBe(250);
  });

  it('with sampleCount > 1000 the wait is 0 although the occupy was booked (as upstream)', () => {
    const clock = new SimClock(0);
    const m = new ClusterMetric(clock, 2000, 2000);
    expect(m.tryOccupyNext(PASS, 1, 10)).toBe(0);
    expect(m.lastOccupy.canOccupy).toBe(true);
    expect(m.occupyPending()).toBe(1);
  });

  it('rejects a window that Sentinel rejects', () => {
    const clock = new SimClock(0);
    expect(() => new ClusterMetric(clock, 3, 1000)).toThrow(RangeError);
    expect(() => new ClusterMetric(clock, 0, 1000)).toThrow(RangeError);
  });
});
