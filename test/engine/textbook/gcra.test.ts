import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Gcra, gcraIssues } from '../../../src/engine/textbook/gcra';

const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 4000 })),
  {
    maxLength: 100,
  },
);
const configArb = fc.record({
  ratePerSec: fc.constantFrom(1, 2, 3, 5, 10, 25, 100),
  burst: fc.integer({ min: 1, max: 10 }),
});

describe('GCRA (header worked example)', () => {
  it('5/s, burst 3: three at once, the fourth retries after 200 ms; one more at 200 ms', () => {
    const g = new Gcra({ ratePerSec: 5, burst: 3 });
    const four = [0, 0, 0, 0].map((t) => g.request(t));
    expect(four.map((d) => d.conforming)).toEqual([true, true, true, false]);
    expect(four.map((d) => d.allowAtMs)).toEqual([-400, -200, 0, 200]);
    expect(four[3]).toMatchObject({ retryAfterMs: 200, resetAfterMs: 600 });
    expect(g.tatMs).toBe(600);
    expect(g.request(200)).toMatchObject({ conforming: true, newTatMs: 800 });
  });

  it('a cost of n takes n intervals; a cost above the burst never conforms', () => {
    const g = new Gcra({ ratePerSec: 10, burst: 4 });
    expect(g.request(0, 4)).toMatchObject({ conforming: true, newTatMs: 400 });
    expect(new Gcra({ ratePerSec: 10, burst: 4 }).request(0, 5).conforming).toBe(false);
  });

  it('rejects nonsense configurations', () => {
    expect(gcraIssues({ ratePerSec: 0, burst: 0 })).toHaveLength(2);
  });
});

describe('GCRA properties', () => {
  it('over any span [t1, t2] at most 1 + (t2 − t1 + τ) / T requests conform', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const g = new Gcra(config);
        const passed: number[] = [];
        let now = 0;
        for (const gap of gaps) if (g.request((now += gap)).conforming) passed.push(now);
        const T = g.emissionIntervalMs;
        for (let i = 0; i < passed.length; i++) {
          for (let j = i; j < passed.length; j++) {
            const bound = 1 + (passed[j] - passed[i] + g.delayVariationToleranceMs) / T;
            expect(j - i + 1).toBeLessThanOrEqual(bound + 1e-9);
          }
        }
      }),
    );
  });

  it('tat only moves forward, by exactly T per conforming request (after idle, from now)', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const g = new Gcra(config);
        let now = 0;
        for (const gap of gaps) {
          const before = g.tatMs;
          const d = g.request((now += gap));
          if (d.conforming) expect(g.tatMs).toBe(Math.max(before, now) + g.emissionIntervalMs);
          else expect(g.tatMs).toBe(before);
        }
      }),
    );
  });

  it('no starvation: a request at or after tat conforms, and a refused one conforms at retryAfter', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const g = new Gcra(config);
        let now = 0;
        let refusedAt: { now: number; retry: number } | null = null;
        for (const gap of gaps) {
          const d = g.request((now += gap));
          if (!d.conforming) refusedAt = { now, retry: d.retryAfterMs };
        }
        if (refusedAt && refusedAt.now === now) expect(g.request(now + refusedAt.retry).conforming).toBe(true);
        expect(g.request(Math.max(now, g.tatMs)).conforming).toBe(true);
      }),
    );
  });
});
