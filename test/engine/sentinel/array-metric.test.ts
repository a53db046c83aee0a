import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock';
import { ArrayMetric } from '../../../src/engine/sentinel/array-metric';
import { BucketLeapArray } from '../../../src/engine/sentinel/leap-array';
import { emptyMetricBucket, MetricEvent } from '../../../src/engine/sentinel/metric-bucket';
import { OccupiableBucketLeapArray } from '../../../src/engine/sentinel/occupiable-leap-array';

function plain(clock: SimClock, statisticMaxRt = 5000): ArrayMetric {
  return new ArrayMetric(clock, new BucketLeapArray(2, 1000, emptyMetricBucket(statisticMaxRt)), statisticMaxRt);
}

describe('ArrayMetric', () => {
  it('header worked example: writes and reads at the clock time', () => {
    const clock = new SimClock(1200);
    const m = plain(clock);
    m.addPass(2);
    m.addBlock(1);
    expect(m.pass()).toBe(2);
    expect(m.block()).toBe(1);
    clock.nowMs = 2400;
    expect(m.pass()).toBe(0);
    expect(m.previousWindowPass()).toBe(0);
  });

  it('counts every counter separately and sums the sliding window', () => {
    const clock = new SimClock(1_000);
    const m = plain(clock);
    m.addPass(3);
    m.addException(1);
    m.addSuccess(2);
    m.addRT(30);
    m.addOccupiedPass(1);
    clock.nowMs = 1_600;
    m.addPass(1);
    m.addSuccessAndRT(1, 10);
    expect([m.pass(), m.exception(), m.success(), m.rt(), m.occupiedPass()]).toEqual([4, 1, 3, 40, 1]);
    expect(m.previousWindowPass()).toBe(3);
    expect(m.previousWindowBlock()).toBe(0);
  });

  it('minRt starts at statisticMaxRt, keeps the smallest RT, and is at least 1', () => {
    const clock = new SimClock(1_000);
    const m = plain(clock, 4900);
    expect(m.minRt()).toBe(4900);
    m.addRT(70);
    m.addRT(20);
    m.addRT(90);
    expect(m.minRt()).toBe(20);
    m.addRT(0);
    expect(m.minRt()).toBe(1);
  });

  it('maxSuccess is the busiest bucket, at least 1', () => {
    const clock = new SimClock(1_000);
    const m = plain(clock);
    expect(m.maxSuccess()).toBe(1);
    m.addSuccess(4);
    clock.nowMs = 1_500;
    m.addSuccess(6);
    expect(m.maxSuccess()).toBe(6);
  });

  it('getWindowPass reads a stored bucket without touching the window', () => {
    const clock = new SimClock(1_000);
    const m = plain(clock);
    m.addPass(5);
    clock.nowMs = 2_100;
    expect(m.getWindowPass(1_200)).toBe(5);
    expect(m.data.windowStartOf(0)).toBe(1_000);
    expect(m.pass()).toBe(0); // this read resets slot 0
    expect(m.data.windowStartOf(0)).toBe(2_000);
    expect(m.getWindowPass(1_200)).toBe(0);
  });

  it('a read lands borrowed quota (it touches the window); a peek does not', () => {
    const clock = new SimClock(700);
    const second = new OccupiableBucketLeapArray(2, 1000);
    const m = new ArrayMetric(clock, second, 5000);
    m.addWaiting(1_000, 4);
    expect(m.waiting()).toBe(4);
    clock.nowMs = 1_200;
    expect(m.peek(MetricEvent.PASS)).toBe(4);
    expect(m.waiting()).toBe(0);
    clock.nowMs = 1_700;
    expect(m.peek(MetricEvent.PASS)).toBe(0); // never touched inside [1000,1500): lost
    expect(m.pass()).toBe(0);

    const clock2 = new SimClock(700);
    const m2 = new ArrayMetric(clock2, new OccupiableBucketLeapArray(2, 1000), 5000);
    m2.addWaiting(1_000, 4);
    clock2.nowMs = 1_200;
    expect(m2.block()).toBe(0); // any read touches the bucket...
    clock2.nowMs = 1_700;
    expect(m2.pass()).toBe(4); // ...so the quota landed and still counts
  });

  it('addWaiting on a plain window is unsupported', () => {
    const m = plain(new SimClock(0));
    expect(() => m.addWaiting(500, 1)).toThrow(/UnsupportedOperation/);
    expect(m.waiting()).toBe(0);
  });

  it('reports the window geometry', () => {
    const m = plain(new SimClock(0));
    expect(m.getWindowIntervalInSec()).toBe(1);
    expect(m.getSampleCount()).toBe(2);
  });
});
