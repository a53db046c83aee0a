/**
 * `explainRequest` re-runs one limiter up to the request asked about: its explanation must be about the same
 * decision the run logged (outcome and wait), for every kind of limiter — rules alone, Guava, the slot chain —
 * and its shown comparisons must give that verdict back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps, type Explanation } from '../../../src/engine/explain';
import { ChainExplainer } from '../../../src/engine/explain/chain';
import { defaultScenario, type Scenario } from '../../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { flowParts } from '../../../src/engine/limiters/engines';
import { chainSimOf } from '../../../src/engine/sim/chain-inputs';
import { sourceIdentitiesOf, trafficOf } from '../../../src/engine/sim/inputs';
import { busyScenarioArb } from '../sim/arbitraries';
import { qpsRule, scenarioOf } from '../sim/helpers';

/** Where an explanation disagrees with the run's log row (empty = it is about the same decision). */
function againstLog(lim: LimiterResult, i: number, e: Explanation | null): string[] {
  if (e === null) return [`${lim.id} #${i}: no explanation`];
  const log = lim.requests;
  const pass = log.outcome[i] !== Outcome.Blocked;
  const out: string[] = [];
  const logged = { pass, waitMs: log.waitMs[i] };
  if (e.verdict.pass !== logged.pass || e.verdict.waitMs !== logged.waitMs)
    out.push(`${lim.id} #${i}: explained ${JSON.stringify(e.verdict)}, logged ${JSON.stringify(logged)}`);
  const shown = verdictFromSteps(e.steps);
  if (shown.pass !== logged.pass || shown.waitMs !== logged.waitMs)
    out.push(`${lim.id} #${i}: shown ${JSON.stringify(shown)}, logged ${JSON.stringify(logged)}`);
  if (e.tMs !== log.tMs[i]) out.push(`${lim.id} #${i}: at ${e.tMs}, logged at ${log.tMs[i]}`);
  if (e.requestIndex !== i || e.limiterId !== lim.id)
    out.push(`${lim.id} #${i}: about ${e.limiterId} #${e.requestIndex}`);
  return out;
}

/** Up to `n` requests spread over the log, plus the first of each outcome. */
function sample(lim: LimiterResult, n: number): number[] {
  const count = lim.requests.count;
  const picks = new Set<number>();
  for (let k = 0; k < n && count > 0; k++) picks.add(Math.floor((k * (count - 1)) / Math.max(1, n - 1)));
  for (const o of [Outcome.Passed, Outcome.Waited, Outcome.Blocked]) {
    const i = lim.requests.outcome.indexOf(o);
    if (i >= 0 && i < count) picks.add(i);
  }
  return [...picks].sort((a, b) => a - b);
}

/** Requests with an origin enter a named context (Sentinel's web adapter's). */
const WEB = 'sentinel_web_servlet_context';

/** Every rule kind, several resources, origins and contexts, waits, borrows, breakers, system limits. */
const rich: Scenario = scenarioOf({
  durationMs: 8000,
  rules: [
    qpsRule({ count: 20, limitApp: 'appA' }),
    qpsRule({ controlBehavior: 2, count: 30, maxQueueingTimeMs: 300 }),
    qpsRule({ resource: 'inv', strategy: 1, refResource: 'demo', count: 25 }),
    qpsRule({ resource: 'inv', strategy: 2, refResource: 'checkout', count: 8 }),
    qpsRule({ count: 15, limitApp: 'other' }),
    qpsRule({ resource: 'slow', controlBehavior: 3, count: 12, warmUpPeriodSec: 2, maxQueueingTimeMs: 400 }),
  ],
  degradeRules: [
    { resource: 'demo', grade: 0, count: 400, slowRatioThreshold: 0.3, minRequestAmount: 5, timeWindow: 1 },
    { resource: 'inv', grade: 1, count: 0.3, minRequestAmount: 5, timeWindow: 2 },
  ],
  authorityRules: [{ resource: 'inv', limitApp: 'bad', strategy: 1 }],
  systemRules: [{ qps: 45, highestSystemLoad: 2 }],
  systemInputs: { load: [{ atMs: 6000, value: 4 }], cpu: [] },
  guava: [{ type: 'bursty', permitsPerSecond: 25, maxBurstSeconds: 1, tryAcquireTimeoutMs: null }],
  traffic: [
    {
      type: 'poisson',
      qps: 40,
      origin: 'appA',
      context: WEB,
      prioritized: 0.4,
      rt: { type: 'exponential', meanMs: 60 },
    },
    { type: 'poisson', qps: 30, origin: 'appB', context: WEB, rt: { type: 'fixed', ms: 20 } },
    { type: 'poisson', qps: 30, resource: 'inv', context: 'checkout', errorRate: 0.2 },
    { type: 'poisson', qps: 10, resource: 'inv', origin: 'bad', context: WEB, entryType: 'OUT' },
    { type: 'poisson', qps: 20, resource: 'slow', entryType: 'OUT' },
  ],
  injections: [{ atMs: 2000, count: 60, spreadMs: 0, prioritized: true }],
  incidents: [{ startMs: 3000, endMs: 5000, rt: { type: 'fixed', ms: 400 } }],
});

describe('explainRequest agrees with the run', () => {
  it('the default scenario: WarmUp, Guava SmoothWarmingUp (tryAcquire) and the chain, sampled', () => {
    const s = defaultScenario();
    const r = simulate(s, ALL_FAMILIES);
    expect(r.limiters.map((l) => l.id)).toEqual(['sentinel:0', 'guava:0', 'chain:0']);
    const problems: string[] = [];
    for (const lim of r.limiters) {
      for (const i of sample(lim, 25)) problems.push(...againstLog(lim, i, explainRequest(s, lim.id, i)));
    }
    expect(problems).toEqual([]);
  });

  it('the rich scenario: every rule alone, Guava, and the chain', { timeout: 60_000 }, () => {
    const r = simulate(rich, ALL_FAMILIES);
    expect(r.limiters).toHaveLength(rich.rules.length + 2);
    const problems: string[] = [];
    for (const lim of r.limiters) {
      for (const i of sample(lim, 8)) problems.push(...againstLog(lim, i, explainRequest(rich, lim.id, i)));
    }
    expect(problems).toEqual([]);
  });

  it('the rich scenario through the chain: every request, with each slot kind stopping some', () => {
    const r = simulate(rich, ALL_FAMILIES);
    const lim = r.limiters.find((l) => l.id === 'chain:0')!;
    const ex = new ChainExplainer(chainSimOf(rich), flowParts.steps);
    ex.watch(() => true);
    const a = trafficOf(rich);
    const ids = sourceIdentitiesOf(rich);
    for (let i = 0; i < a.count; i++) {
      const id = ids[a.source![i]];
      ex.arrive(rich.startMs + Math.floor(a.tUs[i] / 1000), {
        ...id,
        acquire: a.acquire[i],
        prioritized: a.prioritized[i] === 1,
        rtMs: a.rtMs[i],
        error: a.error[i] === 1,
      });
    }
    ex.settle();
    const problems: string[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < lim.requests.count; i++) {
      const e = ex.explained.get(i) ?? null;
      problems.push(...againstLog(lim, i, e));
      e?.steps.forEach((s) => keys.add(s.key));
    }
    expect(problems).toEqual([]);
    for (const key of [
      'explain.chain.authority',
      'explain.chain.systemLoad',
      'explain.default.occupy',
      'explain.pacing.advance',
      'explain.breaker.open',
      'explain.warmUp.warningQps',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('busy random scenarios: sampled requests of every limiter', () => {
    fc.assert(
      fc.property(busyScenarioArb, (s) => {
        const r = simulate(s, ALL_FAMILIES);
        const problems: string[] = [];
        for (const lim of r.limiters) {
          for (const i of sample(lim, 4)) problems.push(...againstLog(lim, i, explainRequest(s, lim.id, i)));
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('unknown limiters and requests give null', () => {
    const s = defaultScenario();
    expect(explainRequest(s, 'sentinel:1', 0)).toBeNull();
    expect(explainRequest(s, 'guava:3', 0)).toBeNull();
    expect(explainRequest(s, 'chain:1', 0)).toBeNull();
    expect(explainRequest(s, 'bogus', 0)).toBeNull();
    expect(explainRequest(s, 'sentinel:0', -1)).toBeNull();
    expect(explainRequest(s, 'sentinel:0', 1.5)).toBeNull();
    expect(explainRequest(s, 'sentinel:0', 1e9)).toBeNull();
    expect(explainRequest({ ...s, rules: [], degradeRules: [] }, 'chain:0', 0)).toBeNull();
  });
});
