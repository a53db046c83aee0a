import { describe, expect, it } from 'vitest';
import { SmoothWarmingUp } from '../../../src/engine/guava';

/** Back-to-back acquire(permits) at `t`, returning the waits. */
function waits(limiter: SmoothWarmingUp, count: number, t: number, permits = 1): number[] {
  return Array.from({ length: count }, () => limiter.acquire(permits, t));
}

describe('SmoothWarmingUp', () => {
  it('worked example from the module header: create(10, 2 s, 3) from cold', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    limiter.recording = true;
    expect(limiter.storedPermits).toBe(20);
    // Each wait is the previous caller's cost: 290 000, then 270 000, 250 000, … down the slope.
    expect(waits(limiter, 6, 0)).toEqual([0, 290_000, 560_000, 810_000, 1_040_000, 1_250_000]);
    expect(limiter.nextFreeTicketMicros).toBe(1_440_000);
    expect(limiter.storedPermits).toBe(14);
    const costs = [limiter.lastReservation.costMicros];
    for (let i = 0; i < 6; i++) {
      limiter.acquire(1, 0);
      costs.push(limiter.lastReservation.costMicros);
    }
    // 15→14 cost 190 000; … 11→10 cost 110 000; below the threshold every permit costs the stable 100 000.
    expect(costs).toEqual([190_000, 170_000, 150_000, 130_000, 110_000, 100_000, 100_000]);
  });

  it.each([
    // rate, warmup µs → stable, threshold, max, slope, cold, coolDown (from the traces' derived constants)
    [10, 2_000_000, 100_000, 10, 20, 20_000, 300_000, 100_000],
    [20, 2_000_000, 50_000, 20, 40, 5_000, 150_000, 50_000],
    [5, 2_000_000, 200_000, 5, 10, 80_000, 600_000, 200_000],
    [100, 1_000_000, 10_000, 50, 100, 400, 30_000, 10_000],
    [150, 1_000_000, 6666.666666666667, 75, 150, 177.77777777777777, 20_000, 6666.666666666667],
  ])('constants for create(%d, %d µs, 3)', (rate, warmup, stable, threshold, max, slope, cold, coolDown) => {
    const limiter = new SmoothWarmingUp(rate, warmup, 0);
    expect(limiter.stableIntervalMicros).toBe(stable);
    expect(limiter.thresholdPermits).toBe(threshold);
    expect(limiter.maxPermits).toBe(max);
    expect(limiter.slope).toBe(slope);
    expect(limiter.coldIntervalMicros).toBe(cold);
    expect(limiter.coolDownIntervalMicros).toBe(coolDown);
    expect(limiter.rate).toBe(rate);
  });

  it('prices stored permits as the area under the curve, truncating each part separately', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    expect(limiter.permitsToTime(0)).toBe(100_000);
    expect(limiter.permitsToTime(10)).toBe(300_000);
    expect(limiter.storedPermitIntervalMicros(5)).toBe(100_000);
    expect(limiter.storedPermitIntervalMicros(15)).toBe(200_000);
    expect(limiter.storedPermitsToWaitTime(20, 10)).toBe(2_000_000); // the trapezoid = warmup period
    expect(limiter.storedPermitsToWaitTime(10, 10)).toBe(1_000_000); // the rectangle = warmup / 2
    expect(limiter.storedPermitsToWaitTime(12, 4)).toBe(440_000); // 2 on the slope (140k+100k)/2×2 + 2 flat × 100k
    // Both parts are cast to long on their own: 10.29 → 10 on the slope is 29 840.99…, kept as 29 840.
    expect(limiter.storedPermitsToWaitTime(10.29, 0.29)).toBe(29_840);
    // 11.29 → 9.71: the slope part 145 640.99… → 145 640 plus the flat part 29 000.00…1 → 29 000.
    expect(limiter.storedPermitsToWaitTime(11.29, 1.58)).toBe(174_640);
    expect(limiter.storedPermitsToWaitTime(0.29, 0.29)).toBe(28_999);
  });

  it('records the decision for an explanation: acquire(100) from cold', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    limiter.recording = true;
    expect(limiter.acquire(100, 0)).toBe(0);
    expect({ ...limiter.lastReservation }).toEqual({
      op: 'acquire',
      nowMicros: 0,
      permits: 100,
      timeoutMicros: 0,
      granted: true,
      nextFreeTicketMicrosBeforeResync: 0,
      storedPermitsBeforeResync: 20,
      storedPermitsBefore: 20,
      momentAvailableMicros: 0,
      storedPermitsSpent: 20,
      freshPermits: 80,
      warmPermitsSpent: 10,
      warmMicros: 2_000_000,
      stableStoredMicros: 1_000_000,
      storedPermitsMicros: 3_000_000,
      freshPermitsMicros: 8_000_000,
      costMicros: 11_000_000,
      nextFreeTicketMicrosAfter: 11_000_000,
      storedPermitsAfter: 0,
      waitMicros: 0,
    });
  });

  it('re-cools while idle, one permit per coolDownIntervalMicros (guava-warmingup-after-idle rows 45-47)', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    limiter.recording = true;
    limiter.acquire(25, 0); // drains all 20 stored permits, next free at 3.5 s
    expect(limiter.acquire(3, 12_000_000)).toBe(0); // 8.5 s idle refills to the cap, 20 → 17
    expect(limiter.nextFreeTicketMicros).toBe(12_810_000); // 290k + 270k + 250k
    expect(limiter.acquire(3, 12_000_000)).toBe(810_000);
    expect(limiter.tryAcquire(1, 500_000, 12_000_000)).toBe(false);
    expect([limiter.storedPermits, limiter.nextFreeTicketMicros]).toEqual([14, 13_440_000]);
    expect(limiter.lastReservation.granted).toBe(false);
  });

  it('below the threshold stored permits cost the stable interval: no burst after a short idle', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    limiter.acquire(30, 0); // next free at 4.0 s, nothing stored
    // 1 s idle stores 10 permits, all at or below the threshold: they cost exactly like fresh ones.
    expect(waits(limiter, 12, 5_000_000)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => i * 100_000));
  });

  it('setRate rescales stored permits and the curve, keeps the debt (guava-warmingup-setrate rows 0-5)', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 0);
    waits(limiter, 5, 0);
    limiter.setRate(20, 1_000_000); // next free 1.25 s is in the future: no resync; 15 × 40 / 20 = 30
    expect([limiter.storedPermits, limiter.nextFreeTicketMicros, limiter.maxPermits]).toEqual([30, 1_250_000, 40]);
    expect(limiter.acquire(1, 1_000_000)).toBe(250_000);
  });

  it('reproduces Guava #3552: tryAcquire() every 120 ms at rate 10, warm-up 500 ms never warms up', () => {
    const limiter = new SmoothWarmingUp(10, 500_000, 0);
    const granted = Array.from({ length: 30 }, (_, i) => (limiter.tryAcquire(1, 0, i * 120_000) ? 'T' : '.'));
    expect(granted.join('')).toBe('T..'.repeat(10)); // 2.8 per second granted out of 8.3 offered
    expect(limiter.storedPermits).toBe(4); // each grant is priced on the slope (260 000 µs) and the idle gap refills it
  });

  it('reproduces the zero warm-up quirk: after the first idle moment it never throttles again', () => {
    const limiter = new SmoothWarmingUp(10, 0, 0);
    expect([limiter.maxPermits, limiter.thresholdPermits, limiter.coolDownIntervalMicros]).toEqual([0, 0, NaN]);
    expect(waits(limiter, 4, 0)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(waits(limiter, 5, 1_000_000)).toEqual([0, 0, 0, 0, 0]);
    expect(limiter.storedPermits).toBeNaN();
  });

  it('created at a later time starts cold and its clock starts there', () => {
    const limiter = new SmoothWarmingUp(10, 2_000_000, 61_620);
    expect([limiter.storedPermits, limiter.nextFreeTicketMicros]).toEqual([20, 61_620]);
  });

  it('rejects a negative warm-up period', () => {
    expect(() => new SmoothWarmingUp(10, -1, 0)).toThrow(RangeError);
  });
});
