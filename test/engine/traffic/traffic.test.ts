import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';
import {
  expectedCount,
  generateTraffic,
  trafficSourceSchema,
  type Injection,
  type TrafficColumns,
  type TrafficSource,
} from '../../../src/engine/traffic';
import { trafficSourceArb } from '../scenario/arbitraries';

/** A source from its JSON, with defaults filled by the schema. */
const src = (json: Record<string, unknown>): TrafficSource => trafficSourceSchema.parse(json);
const run = (sources: Record<string, unknown>[], durationMs = 10_000, seed = 1, injections: Injection[] = []) =>
  generateTraffic({ traffic: sources.map(src), durationMs, seed, injections });
const times = (c: TrafficColumns) => Array.from(c.tUs);
const ms = (c: TrafficColumns) => times(c).map((t) => t / 1000);

function expectWellFormed(c: TrafficColumns, durationMs: number): void {
  for (const col of [c.tUs, c.acquire, c.prioritized, c.rtMs, c.error, c.source]) expect(col.length).toBe(c.count);
  for (let i = 0; i < c.count; i++) {
    expect(Number.isInteger(c.tUs[i])).toBe(true);
    expect(c.tUs[i]).toBeGreaterThanOrEqual(i === 0 ? 0 : c.tUs[i - 1]);
    expect(c.tUs[i]).toBeLessThan(durationMs * 1000);
  }
}

describe('sources, one by one', () => {
  it('constant: evenly spaced from startMs, the first exactly at the start', () => {
    const c = run([{ type: 'constant', qps: 5, startMs: 1000, endMs: 3000 }]);
    expect(ms(c)).toEqual([1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800]);
  });

  it('constant: non-integer spacing is rounded to the nearest µs', () => {
    const c = run([{ type: 'constant', qps: 3, endMs: 1000 }]);
    expect(times(c)).toEqual([0, 333333, 666667]);
  });

  it('constant: endMs null runs to the end of the run; a window past the end is cut', () => {
    expect(run([{ type: 'constant', qps: 1 }], 5000).count).toBe(5);
    expect(run([{ type: 'constant', qps: 1, startMs: 3000, endMs: 9000 }], 5000).count).toBe(2);
    expect(run([{ type: 'constant', qps: 1, startMs: 6000 }], 5000).count).toBe(0);
  });

  it('constant with qps 0 sends nothing', () => {
    expect(run([{ type: 'constant', qps: 0 }]).count).toBe(0);
  });

  it('step: continues across a step without a gap or a double arrival', () => {
    const c = run(
      [
        {
          type: 'step',
          steps: [
            { atMs: 0, qps: 5 },
            { atMs: 1000, qps: 20 },
            { atMs: 1200, qps: 0 },
          ],
        },
      ],
      3000,
    );
    expect(ms(c)).toEqual([0, 200, 400, 600, 800, 1000, 1050, 1100, 1150]);
  });

  it('step: nothing before the first step', () => {
    const c = run([{ type: 'step', steps: [{ atMs: 500, qps: 10 }] }], 1000);
    expect(ms(c)).toEqual([500, 600, 700, 800, 900]);
  });

  it('the default scenario: 5 QPS for 10 s, then 30 QPS for 20 s', () => {
    const c = run(
      [
        {
          type: 'step',
          steps: [
            { atMs: 0, qps: 5 },
            { atMs: 10_000, qps: 30 },
          ],
        },
      ],
      30_000,
    );
    expect(c.count).toBe(50 + 600);
    expect(ms(c).slice(48, 53)).toEqual([9600, 9800, 10_000, 10_033.333, 10_066.667]);
  });

  it('ramp: the count is the area under the line, and arrivals get denser', () => {
    const c = run([{ type: 'ramp', fromQps: 0, toQps: 100, startMs: 0, endMs: 10_000 }], 10_000);
    expect(c.count).toBe(500); // ½ · 100 QPS · 10 s
    const t = ms(c);
    expect(t[0]).toBe(0);
    expect(t[1] - t[0]).toBeGreaterThan(t[499] - t[498]);
    // Λ(t) = 5 t² (t in s): the 125th request arrives when Λ = 125, at t = 5 s.
    expect(t[125]).toBeCloseTo(5000, 3);
  });

  it('ramp cut by the end of the run keeps its slope', () => {
    const full = run([{ type: 'ramp', fromQps: 0, toQps: 100, endMs: 10_000 }], 10_000);
    const cut = run([{ type: 'ramp', fromQps: 0, toQps: 100, endMs: 10_000 }], 5000);
    expect(times(cut)).toEqual(times(full).filter((t) => t < 5_000_000));
  });

  it('burst: N at once, or spread evenly', () => {
    expect(ms(run([{ type: 'burst', atMs: 2000, count: 3 }]))).toEqual([2000, 2000, 2000]);
    expect(ms(run([{ type: 'burst', atMs: 2000, count: 4, spreadMs: 100 }]))).toEqual([2000, 2025, 2050, 2075]);
    expect(run([{ type: 'burst', atMs: 20_000, count: 4 }]).count).toBe(0);
    const cut = src({ type: 'burst', atMs: 9000, count: 10, spreadMs: 2000 });
    expect(expectedCount(cut, 10_000)).toBe(5);
    expect(ms(generateTraffic({ traffic: [cut], durationMs: 10_000, seed: 1 }))).toEqual([
      9000, 9200, 9400, 9600, 9800,
    ]);
  });

  it('spikes: count requests every period, cut at the window end', () => {
    const c = run([{ type: 'spikes', periodMs: 1000, count: 2, widthMs: 10, phaseMs: 100, endMs: 3050 }], 10_000);
    expect(ms(c)).toEqual([100, 105, 1100, 1105, 2100, 2105]);
    const partial = src({ type: 'spikes', periodMs: 1000, count: 4, widthMs: 100, phaseMs: 0, endMs: 2050 });
    // spikes at 0, 1000 and 2000 ms; the last one is cut at 2050: 2000 and 2025 only
    expect(expectedCount(partial, 10_000)).toBe(10);
    expect(ms(generateTraffic({ traffic: [partial], durationMs: 10_000, seed: 1 })).slice(8)).toEqual([2000, 2025]);
  });

  it('sine: the count is mean × duration over whole periods, denser at the crest', () => {
    const c = run([{ type: 'sine', meanQps: 100, amplitudeQps: 100, periodMs: 4000 }], 8000);
    expect(Math.abs(c.count - 800)).toBeLessThanOrEqual(1);
    const firstQuarter = ms(c).filter((t) => t < 1000).length; // rate rising from 100 to 200
    const thirdQuarter = ms(c).filter((t) => t >= 2000 && t < 3000).length; // falling from 100 to 0
    expect(firstQuarter).toBeGreaterThan(150);
    expect(thirdQuarter).toBeLessThan(50);
  });

  it('replay: exact times, unsorted input sorted, times past the end dropped, offset applied', () => {
    const c = run([{ type: 'replay', timesMs: [5, 1.25, 3, 99_999], offsetMs: 10 }], 10_000);
    expect(times(c)).toEqual([11_250, 13_000, 15_000]);
  });

  it('poisson: about qps × duration, with exponential gaps', () => {
    const c = run([{ type: 'poisson', qps: 1000 }], 20_000, 7);
    expect(Math.abs(c.count - 20_000)).toBeLessThan(5 * Math.sqrt(20_000));
    const gaps = times(c)
      .slice(1)
      .map((t, i) => t - c.tUs[i]);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).toBeGreaterThan(950);
    expect(mean).toBeLessThan(1050);
    // Exponential: P(gap > mean) = e^-1 ≈ 0.368.
    const longer = gaps.filter((g) => g > 1000).length / gaps.length;
    expect(longer).toBeGreaterThan(0.34);
    expect(longer).toBeLessThan(0.4);
  });

  it('poisson step: each segment has its own rate', () => {
    const c = run(
      [
        {
          type: 'step',
          process: 'poisson',
          steps: [
            { atMs: 0, qps: 100 },
            { atMs: 10_000, qps: 1000 },
          ],
        },
      ],
      20_000,
      3,
    );
    const low = ms(c).filter((t) => t < 10_000).length;
    expect(Math.abs(low - 1000)).toBeLessThan(5 * Math.sqrt(1000));
    expect(Math.abs(c.count - low - 10_000)).toBeLessThan(5 * Math.sqrt(10_000));
  });
});

describe('attributes', () => {
  it('constant attributes', () => {
    const c = run([
      {
        type: 'burst',
        atMs: 0,
        count: 3,
        acquire: 4,
        prioritized: true,
        rt: { type: 'fixed', ms: 12.6 },
        errorRate: 1,
      },
    ]);
    expect(Array.from(c.acquire)).toEqual([4, 4, 4]);
    expect(Array.from(c.prioritized)).toEqual([1, 1, 1]);
    expect(Array.from(c.rtMs)).toEqual([13, 13, 13]);
    expect(Array.from(c.error)).toEqual([1, 1, 1]);
  });

  it('fractions and distributions', () => {
    const c = run(
      [
        {
          type: 'burst',
          atMs: 0,
          count: 20_000,
          prioritized: 0.25,
          errorRate: 0.1,
          rt: { type: 'exponential', meanMs: 50 },
        },
      ],
      1000,
      11,
    );
    const mean = (a: ArrayLike<number>) => Array.from(a).reduce((x, y) => x + y, 0) / a.length;
    expect(mean(c.prioritized)).toBeCloseTo(0.25, 1);
    expect(mean(c.error)).toBeCloseTo(0.1, 1);
    expect(mean(c.rtMs)).toBeGreaterThan(47);
    expect(mean(c.rtMs)).toBeLessThan(53);
  });

  it('log-normal response times have the given median and are capped', () => {
    const c = run(
      [{ type: 'burst', atMs: 0, count: 20_001, rt: { type: 'lognormal', medianMs: 40, sigma: 0.8 } }],
      1000,
      5,
    );
    const sorted = Array.from(c.rtMs).sort((a, b) => a - b);
    expect(sorted[10_000]).toBeGreaterThanOrEqual(38);
    expect(sorted[10_000]).toBeLessThanOrEqual(42);
    const capped = run([{ type: 'burst', atMs: 0, count: 10, rt: { type: 'lognormal', medianMs: 60_000, sigma: 3 } }]);
    expect(Math.max(...capped.rtMs)).toBeLessThanOrEqual(60_000);
  });

  it('changing an attribute never moves arrival times; changing one source leaves the others alone', () => {
    const base = { type: 'poisson', qps: 200, errorRate: 0.1 };
    const a = run([base, { type: 'poisson', qps: 50 }], 5000, 9);
    const b = run(
      [
        { ...base, errorRate: 0.5, prioritized: 0.5, rt: { type: 'exponential', meanMs: 3 } },
        { type: 'poisson', qps: 50 },
      ],
      5000,
      9,
    );
    expect(times(b)).toEqual(times(a));
    const c = run(
      [
        { ...base, qps: 300 },
        { type: 'poisson', qps: 50 },
      ],
      5000,
      9,
    );
    const second = (x: TrafficColumns) => times(x).filter((_, i) => x.source[i] === 1);
    expect(second(c)).toEqual(second(a));
  });
});

describe('merging sources', () => {
  it('is stable: equal times keep source order, then injections in list order', () => {
    const injections: Injection[] = [
      {
        atMs: 0,
        count: 1,
        spreadMs: 0,
        acquire: 7,
        prioritized: false,
        rt: { type: 'fixed', ms: 0 },
        errorRate: 0,
        resource: null,
        origin: '',
        context: 'sentinel_default_context',
        entryType: 'IN',
      },
    ];
    const c = run(
      [
        { type: 'burst', atMs: 0, count: 2, acquire: 1 },
        { type: 'constant', qps: 2, endMs: 1000, acquire: 2 },
        { type: 'burst', atMs: 500, count: 1, acquire: 3 },
      ],
      1000,
      1,
      injections,
    );
    expect(ms(c)).toEqual([0, 0, 0, 0, 500, 500]);
    expect(Array.from(c.acquire)).toEqual([1, 1, 2, 7, 2, 3]);
    expect(Array.from(c.source)).toEqual([0, 0, 1, 3, 1, 2]);
  });

  it('interleaves many sources by time', () => {
    const c = run(
      [1, 2, 3, 4, 5].map((k) => ({ type: 'poisson', qps: 100 * k })),
      2000,
      4,
    );
    expectWellFormed(c, 2000);
    expect(new Set(c.source).size).toBe(5);
  });

  it('the same input gives the same bytes; another seed gives other times', () => {
    const a = run([{ type: 'poisson', qps: 100, prioritized: 0.5 }], 5000, 1);
    const b = run([{ type: 'poisson', qps: 100, prioritized: 0.5 }], 5000, 1);
    const c = run([{ type: 'poisson', qps: 100, prioritized: 0.5 }], 5000, 2);
    expect(Buffer.from(a.tUs.buffer).equals(Buffer.from(b.tUs.buffer))).toBe(true);
    expect(Array.from(a.prioritized)).toEqual(Array.from(b.prioritized));
    expect(times(c)).not.toEqual(times(a));
  });
});

describe('scale', () => {
  it('10 minutes at 10,000 QPS: 6,000,000 requests in flat arrays (timing printed, not asserted)', () => {
    for (const type of ['constant', 'poisson'] as const) {
      const t0 = performance.now();
      const c = run([{ type, qps: 10_000 }], 600_000, 1);
      const elapsed = performance.now() - t0;
      console.log(`generateTraffic ${type} 10,000 QPS × 10 min: ${c.count} requests in ${elapsed.toFixed(0)} ms`);
      expect(Math.abs(c.count - 6_000_000)).toBeLessThan(5 * Math.sqrt(6_000_000));
      expect(c.tUs).toBeInstanceOf(Float64Array);
      expect(c.tUs[c.count - 1]).toBeLessThan(600_000_000);
    }
  });
});

describe('replay rounding', () => {
  it('a time that rounds onto the end of the run is neither generated nor counted', () => {
    // found by the count property below (seed -784136765): 29999.9995 ms is 30,000,000 µs, the end
    const src = { type: 'replay' as const, timesMs: [29_999.9995, 29_999.9994, 10], offsetMs: 0 };
    const parsed = trafficSourceSchema.parse(src);
    expect(generateTraffic({ traffic: [parsed], durationMs: 30_000, seed: 1 }).count).toBe(2);
    expect(expectedCount(parsed, 30_000)).toBe(2);
  });
});

describe('properties', () => {
  const durationMs = 30_000;
  it('output is sorted, integer µs inside the run, columns of equal length; deterministic', () => {
    fc.assert(
      fc.property(
        fc.array(trafficSourceArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (json, seed) => {
          const parsed = parseScenario({ version: 1, durationMs, seed, traffic: json });
          if (!parsed.ok) return; // cross-field checks (e.g. steps) may reject a generated list
          const c = generateTraffic(parsed.value);
          expectWellFormed(c, durationMs);
          expect(times(generateTraffic(parsed.value))).toEqual(times(c));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('deterministic sources produce exactly their expected count; random ones within 6σ', () => {
    fc.assert(
      fc.property(trafficSourceArb, fc.integer({ min: 0, max: 1000 }), (json, seed) => {
        const parsed = trafficSourceSchema.safeParse(json);
        if (!parsed.success) return;
        const s = parsed.data;
        const expected = expectedCount(s, durationMs);
        const n = generateTraffic({ traffic: [s], durationMs, seed }).count;
        const random = 'process' in s ? s.process === 'poisson' : s.type === 'poisson';
        if (random) expect(Math.abs(n - expected)).toBeLessThanOrEqual(6 * Math.sqrt(expected) + 2);
        else expect(Math.abs(n - expected)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('an even constant rate is exactly periodic (µs rounding only)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        fc.integer({ min: 0, max: 5000 }),
        (qps, startMs) => {
          const c = run([{ type: 'constant', qps, startMs, endMs: startMs + 2000 }], 10_000);
          const period = 1e6 / qps;
          let worst = 0;
          for (let i = 0; i < c.count; i++) worst = Math.max(worst, Math.abs(c.tUs[i] - (startMs * 1000 + i * period)));
          expect(worst).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(Math.abs(c.count - qps * 2)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
