import { describe, expect, it } from 'vitest';
import { MetricEvent } from '../../../src/engine/sentinel/metric-bucket';
import { OccupiableBucketLeapArray } from '../../../src/engine/sentinel/occupiable-leap-array';

const PASS = MetricEvent.PASS;

function passAt(a: OccupiableBucketLeapArray, t: number): number {
  a.currentWindow(t);
  return a.sum(t, PASS);
}

describe('OccupiableBucketLeapArray', () => {
  it('header worked example: quota borrowed at 700 for [1000,1500) lands when the bucket is touched', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1000, 3);
    expect(a.currentWaiting(700)).toBe(3);
    expect(passAt(a, 1200)).toBe(3);
    expect(a.currentWaiting(1200)).toBe(0);
  });

  it('header worked example: the quota is lost when nothing touches its bucket', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1000, 3);
    expect(passAt(a, 1600)).toBe(0);
    expect(passAt(a, 1999)).toBe(0);
  });

  it('lands on the reset path too (slot used before) and adds to later passes of that bucket', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.add(a.currentWindow(1100), PASS, 4); // slot 0 = [1000,1500)
    a.addWaiting(2000, 2); // for [2000,2500), slot 0 again
    expect(passAt(a, 1400)).toBe(4);
    a.add(a.currentWindow(2050), PASS, 1); // resets slot 0 to [2000,2500): 2 borrowed + 1
    expect(passAt(a, 2050)).toBe(3); // the 4 of [1000,1500) were in the same slot, now reset
  });

  it('counts borrowed quota in the following bucket’s sliding second as well', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1000, 3);
    expect(passAt(a, 1000)).toBe(3);
    expect(passAt(a, 1700)).toBe(3);
    expect(passAt(a, 2000)).toBe(0);
  });

  it.each([
    // [now, expected currentWaiting] for 2 borrowed into [1000,1500): only while its start is in the future
    [600, 2],
    [999, 2],
    [1000, 0],
    [1200, 0],
  ])('currentWaiting at %d is %d', (now, expected) => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1200, 2);
    expect(a.currentWaiting(now)).toBe(expected);
  });

  it('accumulates several borrows for the same bucket', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1000, 1);
    a.addWaiting(1499, 2);
    expect(a.currentWaiting(800)).toBe(3);
    expect(passAt(a, 1300)).toBe(3);
  });

  it('peekSum shows the quota that a touch would land, without landing it', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    a.addWaiting(1000, 3);
    expect(a.peekSum(1200, PASS)).toBe(3);
    expect(a.windowStartOf(0)).toBe(-1); // nothing created
    expect(a.peekSum(1600, PASS)).toBe(0); // after the bucket, a first touch would not see it
  });

  it('the copy happens only at creation: borrowing for the current bucket after it exists does not land', () => {
    const a = new OccupiableBucketLeapArray(2, 1000);
    expect(passAt(a, 1100)).toBe(0);
    a.addWaiting(1300, 2); // the bucket [1000,1500) already exists
    expect(passAt(a, 1300)).toBe(0);
  });
});
