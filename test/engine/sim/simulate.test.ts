import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startSimulation, simulate } from '../../../src/engine/sim/simulate';
import { scenarioArb } from '../scenario/arbitraries';
import { busyScenarioArb } from './arbitraries';
import { differingArrays, fingerprint, qpsRule, scenarioOf } from './helpers';
import { english } from '../../../src/ui/i18n/lang';
import { phraseText } from '../../../src/ui/i18n/phrase';
import type { Phrase } from '../../../src/engine/phrase';

/** A run's summary as the English page shows it. */
const labelText = (p: Phrase) => phraseText(english, p);

const steady = (qps: number, extra: Record<string, unknown> = {}) => ({ type: 'constant', qps, ...extra });

describe('simulate: one limiter per rule and per Guava config, on the same arrivals', () => {
  const scenario = scenarioOf({
    durationMs: 5000,
    rules: [
      qpsRule({ count: 10 }),
      qpsRule({ grade: 0, count: 3, controlBehavior: 2 }),
      qpsRule({ controlBehavior: 1, count: 20 }),
      qpsRule({ controlBehavior: 2, count: 3 }),
      qpsRule({ controlBehavior: 3, count: 20 }),
      qpsRule({ limitApp: 'other' }),
    ],
    guava: [
      { type: 'bursty', permitsPerSecond: 5 },
      { type: 'warmingUp', permitsPerSecond: 10, warmupPeriodMs: 2000, tryAcquireTimeoutMs: 100 },
    ],
    traffic: [steady(40, { rt: { type: 'fixed', ms: 30 } })],
  });
  const r = simulate(scenario);

  it('names each limiter by id, kind and Sentinel/Guava class', () => {
    expect(r.limiters.map((l) => [l.id, l.kind, l.className])).toEqual([
      ['sentinel:0', 'sentinel-default', 'DefaultController'],
      ['sentinel:1', 'sentinel-thread', 'DefaultController'],
      ['sentinel:2', 'sentinel-warm-up', 'WarmUpController'],
      ['sentinel:3', 'sentinel-throttling', 'ThrottlingController'],
      ['sentinel:4', 'sentinel-warm-up-rate-limiter', 'WarmUpRateLimiterController'],
      ['sentinel:5', 'sentinel-none', 'none'],
      ['guava:0', 'guava-bursty', 'SmoothBursty'],
      ['guava:1', 'guava-warming-up', 'SmoothWarmingUp'],
    ]);
  });

  it('every limiter sees the same 200 requests', () => {
    for (const l of r.limiters) {
      expect(l.summary.requests).toBe(200);
      expect(Array.from(l.requests.tMs.subarray(0, 3))).toEqual([0, 25, 50]);
    }
  });

  it('reports constants by their Java names', () => {
    expect(r.limiters[2].constants).toMatchObject({ count: 20, warningToken: 100, maxToken: 200, slope: 0.001 });
    expect(r.limiters[3].constants).toMatchObject({
      useNanoSeconds: 1,
      costTimeNs: 333_333_333,
      maxQueueingTimeMs: 500,
    });
    expect(r.limiters[3].constants.costTimeMs).toBeCloseTo(333.333333, 6);
    expect(r.limiters[7].constants).toMatchObject({
      thresholdPermits: 10,
      maxPermits: 20,
      stableIntervalMicros: 100_000,
    });
    expect(r.limiters[6].constants).toMatchObject({ permitsPerSecond: 5, maxPermits: 5, maxBurstSeconds: 1 });
    expect(r.limiters[5].constants).toEqual({});
  });

  it('a rule FlowRuleChecker never applies passes everything, and the label says why', () => {
    const none = r.limiters[5];
    expect(labelText(none.label)).toMatch(/limitApp "other"/);
    expect(none.summary.blocked).toBe(0);
    expect(none.series.passQps[20]).toBeGreaterThan(0); // the node still counts
  });

  it('a THREAD rule limits concurrency: 40 QPS × 30 ms never needs 3 threads', () => {
    expect(r.limiters[1].summary.blocked).toBe(0);
    expect(Math.max(...r.limiters[1].series.threads)).toBeLessThanOrEqual(1);
  });

  it('acquire never refuses; tryAcquire with a timeout does', () => {
    expect(r.limiters[6].summary.blocked).toBe(0);
    expect(r.limiters[6].summary.waited).toBeGreaterThan(0);
    expect(r.limiters[7].summary.blocked).toBeGreaterThan(0);
    expect(r.limiters[7].summary.waitMax).toBeLessThanOrEqual(100);
  });
});

describe('Sentinel version and dropped rules', () => {
  it('RATE_LIMITER is RateLimiterController in 1.8.6 and ThrottlingController in 1.8.9', () => {
    const json = { durationMs: 1000, rules: [qpsRule({ controlBehavior: 2, count: 2000 })], traffic: [steady(3000)] };
    const v186 = simulate(scenarioOf({ ...json, sentinelVersion: '1.8.6' })).limiters[0];
    const v189 = simulate(scenarioOf(json)).limiters[0];
    expect([v186.kind, v186.className]).toEqual(['sentinel-rate-limiter', 'RateLimiterController']);
    expect(v186.constants).toMatchObject({ costTimeMs: 1, useNanoSeconds: 0 });
    expect(v189.constants).toMatchObject({ costTimeMs: 0.5, useNanoSeconds: 1 });
    // 1.8.6 rounds the cost to 1 ms: ~1000 per second instead of 2000
    expect(v186.summary.passed).toBeLessThan(1600);
    expect(v189.summary.passed).toBeGreaterThan(1900);
  });

  it('a rule Sentinel drops runs as sentinel-none, with flowRuleIssues in the label', () => {
    const s = scenarioOf({ durationMs: 1000, traffic: [steady(50)] });
    s.rules = [qpsRule({ controlBehavior: 2, maxQueueingTimeMs: 0, count: 1 })];
    const lim = simulate(s).limiters[0];
    expect(lim.kind).toBe('sentinel-none');
    expect(labelText(lim.label)).toContain('rules[0].maxQueueingTimeMs: must be > 0');
    expect(lim.summary).toMatchObject({ requests: 50, passed: 50, blocked: 0 });
  });

  it('a rule whose controller throws in Java (Throttling, count 0.3) loads nothing', () => {
    const lim = simulate(
      scenarioOf({ durationMs: 1000, rules: [qpsRule({ controlBehavior: 2, count: 0.3 })], traffic: [steady(50)] }),
    ).limiters[0];
    expect(lim.kind).toBe('sentinel-none');
    expect(labelText(lim.label)).toContain('ArithmeticException');
    expect(lim.summary.blocked).toBe(0);
  });
});

describe('purity and slicing', () => {
  const anyScenario = fc.oneof(scenarioArb, busyScenarioArb);

  it('the same scenario gives identical bytes in every typed array', () => {
    fc.assert(
      fc.property(anyScenario, (s) => {
        const a = fingerprint(simulate(s));
        const b = fingerprint(simulate(structuredClone(s)));
        expect(b.rest).toBe(a.rest);
        expect(differingArrays(a, b)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('advancing in any slice sizes gives the one-shot result, bit for bit', () => {
    fc.assert(
      fc.property(
        anyScenario,
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 8 }),
        (s, sizes) => {
          const whole = fingerprint(simulate(s));
          const run = startSimulation(s);
          let last = run.progress;
          for (let k = 0; !run.done; k++) {
            expect(() => run.result()).toThrow(/not finished/);
            run.advance(sizes[k % sizes.length]);
            expect(run.progress).toBeGreaterThanOrEqual(last);
            last = run.progress;
          }
          expect(run.progress).toBe(1);
          const sliced = fingerprint(run.result());
          expect(sliced.rest).toBe(whole.rest);
          expect(differingArrays(whole, sliced)).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('a slice never decides more than it was given', () => {
    const run = startSimulation(scenarioOf({ durationMs: 1000, rules: [qpsRule()], traffic: [steady(100)] }));
    expect(run.progress).toBe(0);
    run.advance(30); // the first slice generates the 100 requests, which counts as one pass of 100 of 200
    expect(run.progress).toBeCloseTo(0.5, 12);
    run.advance(30);
    expect(run.progress).toBeCloseTo(130 / 200, 12);
    run.advance(0);
    expect(run.progress).toBeCloseTo(130 / 200, 12);
    run.advance(70);
    expect(run.done).toBe(true);
  });

  it('a scenario without limiters or traffic is done after its first slice (the traffic step)', () => {
    const run = startSimulation(scenarioOf({ durationMs: 1000 }));
    expect(run.done).toBe(false);
    run.advance(0);
    expect(run.done).toBe(true);
    expect(run.result()).toMatchObject({ limiters: [], ticks: 10, tickMs: 100 });
    const empty = simulate(scenarioOf({ durationMs: 1000, rules: [qpsRule()] })).limiters[0];
    expect(empty.summary).toMatchObject({ requests: 0, passRatio: NaN, waitP50: NaN });
    expect(empty.series.passQps[9]).toBe(0);
  });
});
