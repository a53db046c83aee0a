import { describe, expect, it } from 'vitest';
import { SmoothBursty } from '../../../src/engine/guava';

type Op =
  | { op: 'acquire'; t: number; permits: number }
  | { op: 'tryAcquire'; t: number; permits: number; timeout: number }
  | { op: 'setRate'; t: number; rate: number };
/** [wait µs, acquired, storedPermits, nextFreeTicketMicros] after the op. */
type Row = [number, boolean, number, number];

function run(limiter: SmoothBursty, ops: Op[]): Row[] {
  return ops.map((o) => {
    let wait = 0;
    let acquired = true;
    if (o.op === 'acquire') wait = limiter.acquire(o.permits, o.t);
    else if (o.op === 'tryAcquire') {
      acquired = limiter.tryAcquire(o.permits, o.timeout, o.t);
      wait = limiter.lastWaitMicros;
    } else limiter.setRate(o.rate, o.t);
    return [wait, acquired, limiter.storedPermits, limiter.nextFreeTicketMicros];
  });
}

describe('SmoothBursty', () => {
  it('worked example from the module header', () => {
    const limiter = new SmoothBursty(5, 0);
    expect([limiter.stableIntervalMicros, limiter.maxPermits, limiter.coolDownIntervalMicros]).toEqual([
      200_000, 5, 200_000,
    ]);
    expect(
      run(limiter, [
        { op: 'acquire', t: 0, permits: 12 },
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'acquire', t: 10_000_000, permits: 1 },
      ]),
    ).toEqual([
      [0, true, 0, 2_400_000],
      [2_400_000, true, 0, 2_600_000],
      [0, true, 4, 10_000_000],
    ]);
  });

  it.each<{ name: string; rate: number; ops: Op[]; rows: Row[] }>([
    {
      name: 'first acquire never waits, tryAcquire checks the debt (behaviour 16, guava-bursty-acquire-over-max)',
      rate: 5,
      ops: [
        { op: 'acquire', t: 0, permits: 12 },
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'tryAcquire', t: 1_000_000, permits: 1, timeout: 1_000_000 },
        { op: 'tryAcquire', t: 1_000_000, permits: 1, timeout: 1_600_000 },
        { op: 'acquire', t: 10_000_000, permits: 20 },
        { op: 'acquire', t: 10_500_000, permits: 1 },
      ],
      rows: [
        [0, true, 0, 2_400_000],
        [2_400_000, true, 0, 2_600_000],
        [0, false, 0, 2_600_000],
        [1_600_000, true, 0, 2_800_000],
        [0, true, 0, 13_000_000],
        [2_500_000, true, 0, 13_200_000],
      ],
    },
    {
      name: 'idle time is stored up to maxBurstSeconds × rate and spent for free (behaviour 17)',
      rate: 5,
      ops: [
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'acquire', t: 3_000_000, permits: 1 },
        { op: 'acquire', t: 3_000_000, permits: 4 },
        { op: 'acquire', t: 3_000_000, permits: 1 },
        { op: 'acquire', t: 3_000_000, permits: 1 },
        { op: 'acquire', t: 3_100_000, permits: 1 },
      ],
      rows: [
        [0, true, 0, 200_000],
        [0, true, 4, 3_000_000],
        [0, true, 0, 3_000_000],
        [0, true, 0, 3_200_000],
        [200_000, true, 0, 3_400_000],
        [300_000, true, 0, 3_600_000],
      ],
    },
    {
      name: 'negative timeouts behave as 0 (guava-tryacquire-negative-timeout)',
      rate: 5,
      ops: [
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'tryAcquire', t: 100_000, permits: 1, timeout: -500_000 },
        { op: 'tryAcquire', t: 200_000, permits: 1, timeout: -100_000 },
        { op: 'tryAcquire', t: 200_000, permits: 1, timeout: -1 },
        { op: 'tryAcquire', t: 300_000, permits: 1, timeout: 150_000 },
      ],
      rows: [
        [0, true, 0, 200_000],
        [0, false, 0, 200_000],
        [0, true, 0, 400_000],
        [0, false, 0, 400_000],
        [100_000, true, 0, 600_000],
      ],
    },
    {
      name: 'setRate resyncs at the old rate, rescales stored permits, keeps the debt (behaviour 19)',
      rate: 5,
      ops: [
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'acquire', t: 0, permits: 1 },
        { op: 'setRate', t: 1_000_000, rate: 10 }, // 3 idle permits at 5/s, ×10/5 → 6
        { op: 'acquire', t: 1_000_000, permits: 7 }, // 6 stored + 1 fresh at 100 ms
        { op: 'acquire', t: 1_000_000, permits: 3 },
        { op: 'setRate', t: 1_050_000, rate: 2 }, // debt until 1.4 s stays
        { op: 'acquire', t: 1_060_000, permits: 1 }, // pays the old debt
        { op: 'acquire', t: 1_060_000, permits: 1 }, // spaced at 500 ms now
      ],
      rows: [
        [0, true, 0, 200_000],
        [200_000, true, 0, 400_000],
        [0, true, 6, 1_000_000],
        [0, true, 0, 1_100_000],
        [100_000, true, 0, 1_400_000],
        [0, true, 0, 1_400_000],
        [340_000, true, 0, 1_900_000],
        [840_000, true, 0, 2_400_000],
      ],
    },
  ])('$name', ({ rate, ops, rows }) => {
    expect(run(new SmoothBursty(rate, 0), ops)).toEqual(rows);
  });

  it('truncates the fresh-permit cost to whole µs, as Guava casts to long (random-guava-bursty-seed1502 rows 0-5)', () => {
    const limiter = new SmoothBursty(50, 0);
    limiter.recording = true;
    expect(
      run(limiter, [
        { op: 'tryAcquire', t: 1137, permits: 2, timeout: 400_000 },
        { op: 'tryAcquire', t: 40_100, permits: 1, timeout: 0 },
        { op: 'acquire', t: 101_966, permits: 1 },
        { op: 'acquire', t: 108_046, permits: 1 },
        { op: 'acquire', t: 128_968, permits: 4 }, // 1.4484 stored + 2.5516 fresh × 20 000 = 51 031.99… → 51 031
        { op: 'acquire', t: 238_531, permits: 2 },
      ]),
    ).toEqual([
      [0, true, 0, 40_000],
      [0, true, 0, 60_000],
      [0, true, 1.0983, 101_966],
      [0, true, 0.4023000000000001, 108_046],
      [0, true, 0, 179_999],
      [0, true, 0.9266000000000001, 238_531],
    ]);
    expect(limiter.lastReservation.freshPermits).toBe(0);
  });

  it('created at a later time: the clock starts there, the bucket starts empty', () => {
    const limiter = new SmoothBursty(5, 7_000_000);
    expect([limiter.storedPermits, limiter.nextFreeTicketMicros]).toEqual([0, 7_000_000]);
    expect(limiter.acquire(1, 7_000_000)).toBe(0);
    expect(limiter.acquire(1, 7_000_000)).toBe(200_000);
  });

  it('honours maxBurstSeconds and rescales from an infinite capacity to full', () => {
    const limiter = new SmoothBursty(2, 0, 10);
    expect(limiter.maxPermits).toBe(20);
    expect(limiter.storedPermitsAt(60_000_000)).toBe(20);
    const unbounded = new SmoothBursty(2, 0, Infinity);
    expect(unbounded.maxPermits).toBe(Infinity);
    expect(unbounded.storedPermits).toBe(0);
    unbounded.setRate(4, 0);
    expect(unbounded.storedPermits).toBe(Infinity); // oldMaxPermits == +∞ → starts full, as Guava special-cases
  });

  it('reports the rate back from the interval (getRate)', () => {
    expect(new SmoothBursty(75, 0).stableIntervalMicros).toBe(13333.333333333334);
    expect(new SmoothBursty(75, 0).rate).toBe(75);
    expect(new SmoothBursty(3, 0).rate).toBe(3);
  });

  it('stored permits cost nothing on the curve', () => {
    const limiter = new SmoothBursty(5, 0);
    expect(limiter.storedPermitsToWaitTime(5, 3)).toBe(0);
    expect(limiter.storedPermitIntervalMicros(4)).toBe(0);
  });

  it('rejects what Guava rejects', () => {
    expect(() => new SmoothBursty(0, 0)).toThrow(RangeError);
    expect(() => new SmoothBursty(NaN, 0)).toThrow(RangeError);
    const limiter = new SmoothBursty(5, 0);
    expect(() => limiter.setRate(-1, 0)).toThrow(RangeError);
    expect(() => limiter.acquire(0, 0)).toThrow(RangeError);
    expect(() => limiter.acquire(1.5, 0)).toThrow(RangeError);
    expect(() => limiter.tryAcquire(-2, 0, 0)).toThrow(RangeError);
    expect(limiter.nextFreeTicketMicros).toBe(0); // nothing was reserved
  });
});
