/**
 * Bounds the upstream algorithms promise, on random traffic: resilience4j with timeout 0 passes at most
 * limitForPeriod per cycle (so at most 2 × limitForPeriod in any one-period span); x/time/rate's AllowN and a
 * greedy Bucket4j bucket pass at most burst + rate × span in any span (the token-bucket bound), never wait, and
 * their sampled tokens stay within [0, burst].
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome, type LimiterResult } from '../../../../src/engine/sim/result';
import { simulate } from '../../../../src/engine/sim/simulate';
import { replayScenario } from './scenario';

const times = fc
  .array(fc.integer({ min: 0, max: 2999 }), { minLength: 1, maxLength: 120 })
  .map((a) => a.sort((x, y) => x - y));

function passTimes(lim: LimiterResult): number[] {
  const r = lim.requests;
  const out: number[] = [];
  for (let i = 0; i < r.count; i++) if (r.outcome[i] !== Outcome.Blocked) out.push(r.tMs[i]);
  return out;
}

function run(ts: number[], item: Record<string, unknown>): LimiterResult {
  return simulate(replayScenario(ts, item, 3000)).limiters.find((l) => l.id === 'limiters:0')!;
}

/** the most passes within any span [t, t + spanMs) starting at a pass */
function busiest(passes: number[], spanMs: number): number {
  let best = 0;
  for (let i = 0, j = 0; i < passes.length; i++) {
    while (j < passes.length && passes[j] < passes[i] + spanMs) j++;
    best = Math.max(best, j - i);
  }
  return best;
}

describe('the other limiters’ bounds on random traffic', () => {
  it('resilience4j (timeout 0): ≤ limitForPeriod per cycle, ≤ 2 × in any period-long span, no waits', () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 8 }), fc.constantFrom(100, 250, 1000), (ts, limit, periodMs) => {
        const lim = run(ts, { type: 'resilience4j', limitForPeriod: limit, limitRefreshPeriodMs: periodMs });
        const passes = passTimes(lim);
        const perCycle = new Map<number, number>();
        for (const t of passes)
          perCycle.set(Math.floor(t / periodMs), (perCycle.get(Math.floor(t / periodMs)) ?? 0) + 1);
        for (const n of perCycle.values()) expect(n).toBeLessThanOrEqual(limit);
        expect(busiest(passes, periodMs)).toBeLessThanOrEqual(2 * limit);
        expect(lim.summary.waited).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('x/time/rate AllowN: ≤ burst + limit × span, tokens within [0, burst]', () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 }), (ts, burst, limit) => {
        const lim = run(ts, { type: 'goRate', limit, burst, call: 'AllowN' });
        const passes = passTimes(lim);
        for (const span of [100, 500, 1000])
          expect(busiest(passes, span)).toBeLessThanOrEqual(burst + (limit * span) / 1000);
        for (const v of lim.ownSeries.tokensAt) {
          expect(v).toBeGreaterThanOrEqual(-1e-9);
          expect(v).toBeLessThanOrEqual(burst);
        }
        expect(lim.summary.waited).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('x/time/rate ReserveN: every request within burst passes, its wait pays its debt at the limit', () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 }), (ts, burst, limit) => {
        const lim = run(ts, { type: 'goRate', limit, burst, call: 'ReserveN' });
        const r = lim.requests;
        for (let i = 0; i < r.count; i++) {
          expect(r.outcome[i]).not.toBe(Outcome.Blocked);
          const debt = Math.max(0, -r.columns.tokensAfter[i]);
          // Go truncates the wait to whole ns
          expect(r.waitMs[i]).toBeCloseTo((debt / limit) * 1000, 4);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('Bucket4j greedy tryConsume: ≤ capacity + refill × span, tokens within [0, capacity]', () => {
    fc.assert(
      fc.property(times, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 20 }), (ts, capacity, perSecond) => {
        const lim = run(ts, {
          type: 'bucket4j',
          bandwidths: [{ capacity, refill: 'greedy', refillTokens: perSecond, refillPeriodMs: 1000 }],
        });
        const passes = passTimes(lim);
        for (const span of [100, 500, 1000])
          expect(busiest(passes, span)).toBeLessThanOrEqual(capacity + Math.ceil((perSecond * span) / 1000));
        for (const v of lim.ownSeries.availableTokens) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(capacity);
        }
      }),
      { numRuns: 40 },
    );
  });
});
