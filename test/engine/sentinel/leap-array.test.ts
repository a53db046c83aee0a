import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketLeapArray } from '../../../src/engine/sentinel/leap-array';
import { emptyMetricBucket, MetricEvent, MIN_RT } from '../../../src/engine/sentinel/metric-bucket';

const PASS = MetricEvent.PASS;

function secondWindow(): BucketLeapArray {
  return new BucketLeapArray(2, 1000, emptyMetricBucket());
}

function addAt(a: BucketLeapArray, t: number, n: number, field: number = PASS): void {
  a.add(a.currentWindow(t), field, n);
}

describe('LeapArray (BucketLeapArray)', () => {
  it('header worked example: 2 × 500 ms, adds at 1200 and 1700', () => {
    const a = secondWindow();
    addAt(a, 1200, 1);
    addAt(a, 1700, 1);
    const sumAt = (t: number) => {
      a.currentWindow(t);
      return a.sum(t, PASS);
    };
    expect(sumAt(1900)).toBe(2);
    expect(sumAt(2100)).toBe(1);
    expect(sumAt(3600)).toBe(0);
  });

  it.each([
    // [time, expected bucket start, expected slot] for 2 × 500 ms: aligned to absolute epoch multiples
    [0, 0, 0],
    [499, 0, 0],
    [500, 500, 1],
    [1_700_000_000_230, 1_700_000_000_000, 0],
    [1_700_000_000_730, 1_700_000_000_500, 1],
    [1_700_000_001_000, 1_700_000_001_000, 0],
  ])('time %d belongs to the bucket starting at %d in slot %d', (t, start, slot) => {
    const a = secondWindow();
    expect(a.currentWindow(t)).toBe(slot);
    expect(a.windowStartOf(slot)).toBe(start);
  });

  it('creates and resets buckets only when touched', () => {
    const a = secondWindow();
    addAt(a, 1200, 5);
    expect(a.windowStartOf(0)).toBe(1000);
    // Time passes, nothing touches slot 0: it still holds [1000,1500) with its count.
    expect(a.getWindowValue(2200)).toBe(-1);
    expect(a.windowStartOf(0)).toBe(1000);
    expect(a.get(0, PASS)).toBe(5);
    // The touch at 2200 resets it to [2000,2500) and clears it.
    expect(a.currentWindow(2200)).toBe(0);
    expect(a.windowStartOf(0)).toBe(2000);
    expect(a.get(0, PASS)).toBe(0);
  });

  it('getWindowValue and getPreviousWindow have no side effect', () => {
    const a = secondWindow();
    addAt(a, 1200, 2);
    addAt(a, 1700, 3);
    expect(a.getWindowValue(1300)).toBe(0);
    expect(a.getWindowValue(1800)).toBe(1);
    expect(a.getWindowValue(2100)).toBe(-1); // slot 0 holds [1000,1500), not [2000,2500)
    expect(a.getPreviousWindow(1800)).toBe(0); // [1000,1500) is adjacent to [1500,2000)
    expect(a.getPreviousWindow(2300)).toBe(1); // [1500,2000) is the previous bucket of 2300
    expect(a.getPreviousWindow(3300)).toBe(-1); // slot 0 ([1000,1500)) is deprecated at 3300
    expect(a.windowStartOf(0)).toBe(1000);
    expect(a.windowStartOf(1)).toBe(1500);
  });

  it('getPreviousWindow needs the adjacent bucket (minute window: previous whole second)', () => {
    const m = new BucketLeapArray(60, 60_000, emptyMetricBucket());
    addAt(m, 10_500, 4);
    expect(m.get(m.getPreviousWindow(11_999), PASS)).toBe(4);
    expect(m.getPreviousWindow(12_000)).toBe(-1); // [10000,11000) is two seconds back
  });

  it('deprecates buckets older than the interval (strictly greater)', () => {
    const a = secondWindow();
    addAt(a, 1200, 1);
    const slot = 0;
    expect(a.isWindowDeprecated(2000, slot)).toBe(false); // 2000 − 1000 = 1000, not > 1000
    expect(a.isWindowDeprecated(2001, slot)).toBe(true);
  });

  it('a time before a stored bucket gets a throw-away bucket (Sentinel: "should not go through here")', () => {
    const a = secondWindow();
    addAt(a, 2200, 1);
    const scratch = a.currentWindow(1200); // slot 0 holds [2000,2500), newer than 1200's bucket
    expect(scratch).toBe(2);
    a.add(scratch, PASS, 7);
    expect(a.windowStartOf(0)).toBe(2000);
    a.currentWindow(2300);
    expect(a.sum(2300, PASS)).toBe(1);
    // A second backwards touch gets a fresh bucket again (nothing accumulates).
    expect(a.get(a.currentWindow(1200), PASS)).toBe(0);
  });

  it('returns -1 for negative times and sums nothing', () => {
    const a = secondWindow();
    expect(a.currentWindow(-1)).toBe(-1);
    expect(a.sum(-1, PASS)).toBe(0);
    expect(a.getWindowValue(-5)).toBe(-1);
  });

  it.each([
    [0, 1000],
    [2, 0],
    [3, 1000],
    [1.5, 1000],
  ])('rejects sampleCount %d with interval %d', (n, interval) => {
    expect(() => new BucketLeapArray(n, interval, [0])).toThrow(RangeError);
  });

  it('extreme: max and min over valid buckets, from the initial value', () => {
    const a = secondWindow();
    a.set(a.currentWindow(1200), MIN_RT, 40);
    a.set(a.currentWindow(1700), MIN_RT, 25);
    a.add(a.currentWindow(1700), PASS, 9);
    expect(a.extreme(1700, MIN_RT, 5000, false)).toBe(25);
    expect(a.extreme(1700, PASS, 0, true)).toBe(9);
    expect(a.extreme(4000, PASS, 0, true)).toBe(0);
  });

  it('peekSum does not count a stale bucket at an exact boundary (where a bare sum would)', () => {
    const a = secondWindow();
    addAt(a, 1000, 3);
    // At 2000, slot 0 still holds [1000,1500): 2000 − 1000 is not > 1000, so a sum without a touch counts it.
    expect(a.sum(2000, PASS)).toBe(3);
    expect(a.peekSum(2000, PASS)).toBe(0);
    expect(a.windowStartOf(0)).toBe(1000);
    a.currentWindow(2000);
    expect(a.sum(2000, PASS)).toBe(0);
  });

  // Reference: with eager buckets, the window at `now` holds the adds of the last `sampleCount` buckets.
  const geometry = fc.record({ sampleCount: fc.integer({ min: 1, max: 8 }), len: fc.integer({ min: 1, max: 700 }) });
  const steps = fc.array(
    fc.record({ dt: fc.integer({ min: 0, max: 1500 }), n: fc.integer({ min: 0, max: 5 }), read: fc.boolean() }),
    {
      maxLength: 80,
    },
  );

  it('property: lazy buckets read exactly like eager ones (touch-then-sum = sliding bucket sum)', () => {
    fc.assert(
      fc.property(geometry, steps, fc.integer({ min: 0, max: 2_000_000 }), ({ sampleCount, len }, ops, start) => {
        const a = new BucketLeapArray(sampleCount, sampleCount * len, emptyMetricBucket());
        const adds: Array<[number, number]> = [];
        let t = 1_700_000_000_000 + start;
        for (const op of ops) {
          t += op.dt;
          if (op.read) {
            const startsOf = () => Array.from({ length: sampleCount }, (_, s) => a.windowStartOf(s));
            const startsBefore = startsOf();
            const peek = a.peekSum(t, PASS);
            expect(startsOf()).toEqual(startsBefore);
            a.currentWindow(t);
            const oldest = Math.floor(t / len) - sampleCount + 1;
            const expected = adds.filter(([at]) => Math.floor(at / len) >= oldest).reduce((s, [, n]) => s + n, 0);
            expect(a.sum(t, PASS)).toBe(expected);
            expect(peek).toBe(expected);
          } else {
            addAt(a, t, op.n);
            adds.push([t, op.n]);
          }
        }
      }),
    );
  });
});
