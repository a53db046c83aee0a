/**
 * storedPermitsCostAt: what acquire(permits) at a moment of the run pays for stored permits. Expected values are
 * the SmoothWarmingUp class comment's worked example (create(10, 2 s, 3): stable 100 000 µs, threshold 10,
 * maxPermits 20, slope 20 000 µs per permit², cool-down 100 000 µs) worked by hand, and the run's own log.
 */
import { describe, expect, it } from 'vitest';
import { storedPermitsCostAt } from '../../../src/engine/explain/guava-stored-cost';
import { simulate } from '../../../src/engine/sim/simulate';
import { scenarioOf } from '../sim/helpers';

const warm = { type: 'warmingUp', permitsPerSecond: 10, warmupPeriodMs: 2000, coldFactor: 3 };
const scenario = (timesMs: number[], limiter: Record<string, unknown> = warm) =>
  scenarioOf({
    durationMs: 5000,
    rules: [],
    guava: [{ tryAcquireTimeoutMs: null, ...limiter }],
    traffic: timesMs.length > 0 ? [{ type: 'replay', timesMs }] : [],
  });

describe('storedPermitsCostAt', () => {
  it('a cold limiter (20 stored permits): the trapezoids and the rectangle of the worked example', () => {
    const s = scenario([]);
    // 20 → 19: (permitsToTime(10) + permitsToTime(9)) / 2 = (300 000 + 280 000) / 2
    expect(storedPermitsCostAt(s, 'guava:0', 0, 1)?.storedMicros).toBe(290_000);
    // 20 → 15: 5 × (300 000 + 200 000) / 2
    expect(storedPermitsCostAt(s, 'guava:0', 0, 5)?.storedMicros).toBe(1_250_000);
    // 20 → 5: the whole slope, 10 × (300 000 + 100 000) / 2, then 5 × 100 000 below the threshold
    expect(storedPermitsCostAt(s, 'guava:0', 0, 15)?.storedMicros).toBe(2_500_000);
    // more than is stored: all 20 stored (3 000 000 µs), the 5 fresh ones are not in the area
    expect(storedPermitsCostAt(s, 'guava:0', 0, 25)).toEqual({
      atMs: 0,
      permits: 25,
      storedPermits: 20,
      storedPermitsToSpend: 20,
      freshPermits: 5,
      storedMicros: 3_000_000,
    });
  });

  it('replays the requests up to the moment (one at the cursor included), then resyncs without changing anything', () => {
    // three acquire(1) at 0 ms leave 17 stored and the next free ticket at 810 000 µs
    const s = scenario([0, 0, 0]);
    const now = storedPermitsCostAt(s, 'guava:0', 0, 2)!;
    expect(now.storedPermits).toBe(17);
    expect(now.storedMicros).toBe(440_000); // 2 × (permitsToTime(7) + permitsToTime(5)) / 2
    // before the next free ticket nothing is stored back; 1 s in, 190 000 µs of idle time are 1.9 permits
    expect(storedPermitsCostAt(s, 'guava:0', 800, 1)!.storedPermits).toBe(17);
    const later = storedPermitsCostAt(s, 'guava:0', 1000, 1)!;
    const stored = 17 + (1_000_000 - 810_000) / 100_000;
    expect(later.storedPermits).toBe(stored);
    const height = (p: number) => 100_000 + (p - 10) * 20_000;
    expect(later.storedMicros).toBe(Math.trunc((height(stored) + height(stored - 1)) / 2));
    // asking twice gives the same answer (the limiter is rebuilt, never kept)
    expect(storedPermitsCostAt(s, 'guava:0', 1000, 1)).toEqual(later);
  });

  it('agrees with the run: with the requests before one, acquire(1) at its time costs what the run logged', () => {
    const times = [0, 40, 90, 300, 310, 320, 900, 1500, 1510, 2600, 2601, 4000];
    const lim = simulate(scenario(times)).limiters.find((l) => l.id === 'guava:0')!;
    const log = lim.requests;
    expect(log.count).toBe(times.length);
    for (let i = 1; i < log.count; i++) {
      const c = storedPermitsCostAt(scenario(times.slice(0, i)), 'guava:0', log.tMs[i], 1)!;
      expect(c.storedPermits, `request ${i}`).toBe(log.columns.storedPermits[i]);
      // stored permits ≥ 1 here, so the whole cost of the request is the area
      expect(c.storedPermits).toBeGreaterThanOrEqual(1);
      expect(c.storedMicros, `request ${i}`).toBe(Math.round(log.columns.costMs[i] * 1000));
    }
  });

  it('SmoothBursty: stored permits are free; unknown limiters and bad sizes give null', () => {
    const s = scenario([], { type: 'bursty', permitsPerSecond: 5, maxBurstSeconds: 2 });
    expect(storedPermitsCostAt(s, 'guava:0', 3000, 4)).toMatchObject({ storedPermitsToSpend: 4, storedMicros: 0 });
    expect(storedPermitsCostAt(s, 'guava:1', 0, 1)).toBeNull();
    expect(storedPermitsCostAt(s, 'sentinel:0', 0, 1)).toBeNull();
    expect(storedPermitsCostAt(s, 'guava:0', 0, 0)).toBeNull();
    expect(storedPermitsCostAt(s, 'guava:0', 0, 1.5)).toBeNull();
    expect(storedPermitsCostAt(s, 'guava:0', -1, 1)).toBeNull();
  });
});
