/**
 * The shared stepped runner (src/engine/limiters/stepped-limiter.ts) keeps everything between requests in its
 * stepper: advancing a run in slices of any size gives the one-shot run, request for request and tick for
 * tick, for every module that runs on it (all eight together in one scenario, as the page may hold them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_FAMILIES, simulate, startSimulation } from '../../../src/engine/sim/simulate';
import type { LimiterResult } from '../../../src/engine/sim/result';
import { scenarioWith } from './other-helpers';

const ITEMS = [
  { type: 'scgRedisRateLimiter', replenishRate: 5, burstCapacity: 8, requestedTokens: 1 },
  { type: 'sentinelGoFlowRule', tokenCalculateStrategy: 1, controlBehavior: 1, threshold: 8, warmUpPeriodSec: 2 },
  { type: 'textbookFixedWindow', limit: 6 },
  { type: 'textbookSlidingLog', limit: 6 },
  { type: 'textbookSlidingWindowCounter', limit: 6 },
  { type: 'textbookLeakyBucketQueue', capacity: 3, intervalMs: 120 },
  { type: 'textbookGcra', emissionIntervalMs: 120, burst: 3 },
  { type: 'nginxLimitReq', rate: 6, burst: 3, delay: 1 },
];

function fingerprint(l: LimiterResult): string {
  const log = l.requests;
  const cols = Object.entries(log.columns).map(([k, v]) => `${k}:${Array.from(v.slice(0, log.count)).join(',')}`);
  const own = Object.entries(l.ownSeries).map(([k, v]) => `${k}:${Array.from(v).join(',')}`);
  return [
    l.id,
    Array.from(log.outcome.slice(0, log.count)).join(''),
    Array.from(log.waitMs.slice(0, log.count)).join(','),
    Array.from(l.series.stored).join(','),
    Array.from(l.series.passed).join(','),
    ...cols,
    ...own,
    JSON.stringify(l.summary),
  ].join('|');
}

describe('stepped runners in slices', () => {
  const base = scenarioWith(
    ITEMS[0],
    [
      { type: 'poisson', qps: 15 },
      { type: 'burst', atMs: 1500, count: 12 },
    ],
    {
      durationMs: 4000,
      startMs: 1_700_000_000_230,
    },
  );
  // every item parsed (defaults filled in) on its own, then all eight on the same traffic
  const full = { ...base, limiters: ITEMS.map((item) => scenarioWith(item, []).limiters![0]) };

  it('give the one-shot result for any slice sizes', () => {
    const whole = simulate(full, ALL_FAMILIES)
      .limiters.filter((l) => l.id.startsWith('limiters:'))
      .map(fingerprint);
    expect(whole).toHaveLength(8);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 6 }), (sizes) => {
        const run = startSimulation(full, ALL_FAMILIES);
        for (let k = 0; !run.done; k++) run.advance(sizes[k % sizes.length]);
        const sliced = run
          .result()
          .limiters.filter((l) => l.id.startsWith('limiters:'))
          .map(fingerprint);
        expect(sliced).toEqual(whole);
      }),
      { numRuns: 15 },
    );
  });
});
