/**
 * The per-tick series, the request log and the summary tell the same story: every per-tick count and
 * percentile is recomputed here by brute force from the (complete) request log.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome, type LimiterResult, type SimResult } from '../../../src/engine/sim/result';
import { REQUEST_LOG_BUDGET, REQUEST_LOG_ROWS, simulate } from '../../../src/engine/sim/simulate';
import { busyScenarioArb } from './arbitraries';
import { nearestRank, qpsRule, scenarioOf } from './helpers';

/** The tick of a request's pass: Sentinel books it at tMs + floor(wait) (whole ms), Guava at the exact µs. */
function passTickOf(l: LimiterResult, i: number, tickMs: number): number {
  const log = l.requests;
  if (l.kind.startsWith('guava')) {
    return Math.floor((Math.round(log.tMs[i] * 1000) + Math.round(log.waitMs[i] * 1000)) / (tickMs * 1000));
  }
  return Math.floor((log.tMs[i] + Math.floor(log.waitMs[i] + 1e-9)) / tickMs);
}

/** The most permits passed in any [t, t + 1000 ms), trying every pass time as t (the earliest wins a tie). */
function busiestByBruteForce(l: LimiterResult) {
  const log = l.requests;
  const passes: { us: number; acquire: number }[] = [];
  for (let i = 0; i < log.count; i++) {
    if (log.outcome[i] === Outcome.Blocked) continue;
    const us = l.kind.startsWith('guava')
      ? Math.round(log.tMs[i] * 1000) + Math.round(log.waitMs[i] * 1000)
      : (log.tMs[i] + Math.floor(log.waitMs[i] + 1e-9)) * 1000;
    passes.push({ us, acquire: log.acquire[i] });
  }
  if (passes.length === 0) return undefined;
  let best = { permits: -1, requests: 0, startMs: 0, complete: !log.truncated };
  for (const start of [...new Set(passes.map((p) => p.us))].sort((a, b) => a - b)) {
    const inside = passes.filter((p) => p.us >= start && p.us < start + 1_000_000);
    const permits = inside.reduce((sum, p) => sum + p.acquire, 0);
    if (permits > best.permits) best = { ...best, permits, requests: inside.length, startMs: start / 1000 };
  }
  return best;
}

function bruteForce(r: SimResult, l: LimiterResult) {
  const n = r.ticks;
  const log = l.requests;
  const zeros = () => new Float64Array(n);
  const want = {
    passed: zeros(),
    blocked: zeros(),
    waited: zeros(),
    queued: zeros(),
    p50: zeros(),
    p99: zeros(),
    max: zeros(),
  };
  const waits: number[][] = Array.from({ length: n }, () => []);
  const all: number[] = [];
  for (let i = 0; i < log.count; i++) {
    const tick = Math.floor(log.tMs[i] / r.tickMs);
    const acq = log.acquire[i];
    if (log.outcome[i] === Outcome.Blocked) {
      want.blocked[tick] += acq;
      continue;
    }
    const passTick = passTickOf(l, i, r.tickMs);
    if (passTick < n) want.passed[passTick] += acq;
    if (log.outcome[i] === Outcome.Waited) want.waited[tick] += acq;
    for (let k = tick; k < Math.min(passTick, n); k++) want.queued[k]++;
    waits[tick].push(log.waitMs[i]);
    all.push(log.waitMs[i]);
  }
  for (let k = 0; k < n; k++) {
    want.p50[k] = nearestRank(waits[k], 0.5);
    want.p99[k] = nearestRank(waits[k], 0.99);
    want.max[k] = waits[k].length === 0 ? NaN : Math.max(...waits[k]);
  }
  return { want, all };
}

describe('series, log and summary agree', () => {
  it('per-tick counts, queue and wait percentiles equal a brute force over the log', () => {
    fc.assert(
      fc.property(busyScenarioArb, (s) => {
        const r = simulate(s);
        for (const l of r.limiters) {
          const { want, all } = bruteForce(r, l);
          const s = l.series;
          expect(Array.from(s.passed)).toEqual(Array.from(want.passed));
          expect(Array.from(s.blocked)).toEqual(Array.from(want.blocked));
          expect(Array.from(s.waited)).toEqual(Array.from(want.waited));
          expect(Array.from(s.queued)).toEqual(Array.from(want.queued));
          expect(Array.from(s.waitP50)).toEqual(Array.from(want.p50));
          expect(Array.from(s.waitP99)).toEqual(Array.from(want.p99));
          expect(Array.from(s.waitMax)).toEqual(Array.from(want.max));
          const log = l.requests;
          const outcomes = Array.from(log.outcome);
          expect(l.summary).toEqual({
            requests: log.count,
            passed: outcomes.filter((o) => o !== Outcome.Blocked).length,
            blocked: outcomes.filter((o) => o === Outcome.Blocked).length,
            waited: outcomes.filter((o) => o === Outcome.Waited).length,
            passRatio: log.count === 0 ? NaN : all.length / log.count,
            waitP50: nearestRank(all, 0.5),
            waitP99: nearestRank(all, 0.99),
            waitMax: all.length === 0 ? NaN : Math.max(...all),
            permitsPassed: outcomes.reduce((sum, o, i) => sum + (o !== Outcome.Blocked ? log.acquire[i] : 0), 0),
            permitsBlocked: outcomes.reduce((sum, o, i) => sum + (o === Outcome.Blocked ? log.acquire[i] : 0), 0),
            busiest1s: busiestByBruteForce(l),
          });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('state series are within their bounds, and NaN where they do not apply', () => {
    fc.assert(
      fc.property(busyScenarioArb, (s) => {
        for (const l of simulate(s).limiters) {
          const { series: x, constants: c } = l;
          const all = (a: Float64Array, ok: (v: number) => boolean) => expect(Array.from(a).every(ok)).toBe(true);
          const nan = (v: number) => Number.isNaN(v);
          if (l.kind.startsWith('guava')) {
            all(x.threads, nan);
            all(x.passQps, nan);
            // Guava's own quirk: a zero warm-up period makes coolDownIntervalMicros 0, so the first resync
            // after an idle moment computes 0/0 and storedPermits becomes NaN (as in Java).
            const nanQuirk = (v: number) => c.warmupPeriodMicros === 0 && Number.isNaN(v);
            all(x.stored, (v) => nanQuirk(v) || (v >= 0 && v <= c.maxPermits + 1e-9));
            all(x.limitQps, (v) => nanQuirk(v) || (v > 0 && v <= 1e6 / c.stableIntervalMicros + 1e-9));
            continue;
          }
          all(x.threads, (v) => v >= 0);
          all(x.passQps, (v) => v >= 0);
          if (l.kind === 'sentinel-none') all(x.limitQps, nan);
          if (l.kind === 'sentinel-warm-up' || l.kind === 'sentinel-warm-up-rate-limiter') {
            all(x.stored, (v) => v >= 0 && v <= c.maxToken);
          } else {
            all(x.stored, nan);
          }
          if ('maxQueueingTimeMs' in c) all(x.queueTailMs, (v) => nan(v) || v <= c.maxQueueingTimeMs + 1e-6);
          else all(x.queueTailMs, nan);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('sizes', () => {
  it('the request log is capped, and says so', () => {
    const s = scenarioOf({
      durationMs: 60_000,
      rules: [qpsRule({ count: 1000 })],
      traffic: [{ type: 'constant', qps: 2000 }],
    });
    const l = simulate(s).limiters[0];
    expect(l.requests).toMatchObject({ count: REQUEST_LOG_ROWS, truncated: true, totalRequests: 120_000 });
    expect(l.requests.tMs.length).toBe(REQUEST_LOG_ROWS);
    expect(l.summary.requests).toBe(120_000);
    expect(l.summary.passed).toBe(60_000);
  });

  it('many limiters share a budget of log rows', () => {
    const s = scenarioOf({
      durationMs: 20_000,
      rules: Array.from({ length: 8 }, () => qpsRule()),
      traffic: [{ type: 'constant', qps: 4000 }],
    });
    for (const l of simulate(s).limiters) {
      expect(l.requests).toMatchObject({ count: REQUEST_LOG_BUDGET / 8, truncated: true, totalRequests: 80_000 });
    }
  });

  it('a 10-minute run has at most 3,000 ticks: a few hundred KB of series per limiter', () => {
    const s = scenarioOf({
      durationMs: 600_000,
      rules: [qpsRule()],
      guava: [{ type: 'bursty', permitsPerSecond: 5 }],
      traffic: [{ type: 'constant', qps: 20 }],
      view: { tickMs: 1 },
    });
    const r = simulate(s);
    expect([r.tickMs, r.ticks]).toEqual([200, 3000]);
    for (const l of r.limiters) {
      const bytes = Object.values(l.series).reduce((sum, a: Float64Array) => sum + a.byteLength, 0);
      expect(bytes).toBe(15 * 3000 * 8);
    }
  });
});
