/**
 * The kept traffic (src/engine/sim/traffic-memo.ts): a run with the same traffic reuses it, a different traffic
 * never does, a memoised run equals a freshly generated one, and no limiter's result holds one of the traffic's
 * buffers (the worker transfers a result's buffers, which would detach the kept columns).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allLimiterModules } from '../../../src/engine/limiters/registry';
import { defaultScenario, parseScenario, type Scenario } from '../../../src/engine/scenario';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { trafficOf } from '../../../src/engine/sim/inputs';
import { MEMO_MAX_REQUESTS, TrafficMemo, trafficMemo } from '../../../src/engine/sim/traffic-memo';
import { generateTraffic } from '../../../src/engine/traffic';
import { collectBuffers } from '../../../src/worker/buffers';

function parsed(input: unknown): Scenario {
  const p = parseScenario(input);
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.value;
}

/**
 * Every limiter module over a few scenarios: a flow rule per controller, both Guava types and the chain in each,
 * and each `limiters` type in one of them (a scenario holds at most 8); the second is Sentinel 1.8.6.
 */
function everyLimiter(): Scenario[] {
  const base = defaultScenario();
  const rule = base.rules[0];
  const types = allLimiterModules()
    .filter((m) => m.family === 'limiters' && m.config !== null)
    .map((m) => ({ type: m.config!.type }));
  const scenarios: Scenario[] = [];
  for (let k = 0; k < Math.max(16, types.length); k += 8)
    scenarios.push(
      parsed({
        ...base,
        sentinelVersion: k === 0 ? '1.8.9' : '1.8.6', // RATE_LIMITER: ThrottlingController, then RateLimiterController
        durationMs: 4000,
        rules: [
          { ...rule, controlBehavior: 0 },
          { ...rule, grade: 0, controlBehavior: 0, count: 3 },
          { ...rule, controlBehavior: 1 },
          { ...rule, controlBehavior: 2 },
          { ...rule, controlBehavior: 3 },
          { ...rule, limitApp: 'other' }, // not applied to these requests: sentinel-none
        ],
        degradeRules: [{ resource: 'demo', grade: 0, count: 5, timeWindow: 2, slowRatioThreshold: 0.5 }],
        guava: [{ type: 'bursty', permitsPerSecond: 10, maxBurstSeconds: 1, tryAcquireTimeoutMs: 0 }, ...base.guava],
        traffic: [{ type: 'poisson', qps: 40, rt: { type: 'fixed', ms: 30 } }],
        limiters: types.slice(k, k + 8),
      }),
    );
  return scenarios;
}

afterEach(() => trafficMemo.clear());

describe('the kept traffic', () => {
  it('is reused for the same traffic and regenerated for another', () => {
    const memo = new TrafficMemo();
    const input = { traffic: defaultScenario().traffic, durationMs: 5000, seed: 1 };
    const a = memo.get(input, generateTraffic);
    expect(memo.get({ ...input }, generateTraffic)).toBe(a);
    const b = memo.get({ ...input, seed: 2 }, generateTraffic);
    expect(b).not.toBe(a);
    expect([memo.hits, memo.misses]).toEqual([1, 2]);
  });

  it('a scenario that changes only a rule reuses the traffic; changing the traffic does not', () => {
    const s = defaultScenario();
    const first = trafficOf(s);
    expect(trafficOf({ ...s, rules: [{ ...s.rules[0], count: 7 }] })).toBe(first);
    expect(trafficOf({ ...s, durationMs: 20_000 })).not.toBe(first);
  });

  it('gives the same run as generating afresh', () => {
    for (const s of everyLimiter()) {
      trafficMemo.clear();
      const fresh = simulate(s, ALL_FAMILIES);
      const hits = trafficMemo.hits;
      const kept = simulate(s, ALL_FAMILIES); // this run's traffic comes from the memo
      expect(trafficMemo.hits).toBeGreaterThan(hits);
      expect(kept).toEqual(fresh);
    }
  });

  it('no limiter result shares a buffer with the traffic, so transferring one never detaches it', () => {
    const kinds = new Set<string>();
    for (const s of everyLimiter()) {
      const result = simulate(s, ALL_FAMILIES);
      for (const l of result.limiters) kinds.add(l.kind);
      const a = trafficOf(s);
      const own = new Set<ArrayBufferLike>([a.tUs, a.acquire, a.prioritized, a.rtMs, a.error].map((c) => c.buffer));
      const buffers = collectBuffers(result);
      expect(buffers.length).toBeGreaterThan(0);
      expect(buffers.filter((b) => own.has(b))).toEqual([]);
      expect(trafficOf(s)).toBe(a); // still kept
    }
    // every module but the cluster's (a scenario of its own) ran here
    for (const m of allLimiterModules()) if (m.kind !== 'sentinel-cluster') expect(kinds, m.kind).toContain(m.kind);
  });

  it('is dropped when a buffer about to be transferred is one of its columns', () => {
    const s = defaultScenario();
    const a = trafficOf(s);
    trafficMemo.forgetIfShared([new ArrayBuffer(8)]);
    expect(trafficOf(s)).toBe(a);
    trafficMemo.forgetIfShared([a.tUs.buffer]);
    expect(trafficOf(s)).not.toBe(a);
  });

  it('does not keep a traffic over its size limit', () => {
    const memo = new TrafficMemo();
    const input = { traffic: [{ ...defaultScenario().traffic[0] }], durationMs: 1000, seed: 1 };
    const big = { ...generateTraffic(input), count: MEMO_MAX_REQUESTS + 1 };
    memo.get(input, () => big);
    memo.get(input, () => big);
    expect(memo.misses).toBe(2);
  });
});
