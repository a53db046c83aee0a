/**
 * The per-value series of a chain run against an independent token bucket written from
 * ParamFlowChecker.passDefaultLocalCheck (Sentinel 1.8.9): refill only when more than durationInSec × 1000 ms
 * passed since lastAddTokenTime, by floor(passTime × tokenCount / durationMs), capped at maxCount, and
 * lastAddTokenTime moved to the request's time.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { ExtensionSlot } from '../../../src/engine/sim/chain-result';
import { MAX_TRACKED_VALUES, TOP_VALUES } from '../../../src/engine/sim/hot-value-track';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

/** The bucket of one value, from the upstream's formulas. */
function bucketModel(tokenCount: number, burst: number, durationMs: number) {
  const maxCount = tokenCount + burst;
  let last = NaN;
  let rest = NaN;
  return (nowMs: number): { pass: boolean; rest: number } => {
    if (Number.isNaN(last)) {
      last = nowMs;
      rest = maxCount - 1;
      return { pass: true, rest };
    }
    const passTime = nowMs - last;
    if (passTime > durationMs) {
      const toAdd = Math.floor((passTime * tokenCount) / durationMs);
      const newQps = toAdd + rest > maxCount ? maxCount - 1 : rest + toAdd - 1;
      if (newQps < 0) return { pass: false, rest };
      rest = newQps;
      last = nowMs;
      return { pass: true, rest };
    }
    if (rest - 1 >= 0) {
      rest -= 1;
      return { pass: true, rest };
    }
    return { pass: false, rest };
  };
}

describe('per-value series of the hot-parameter rules', () => {
  it('follow the token bucket of each value, tick by tick', () => {
    const s = scenario({
      durationMs: 6000,
      view: { tickMs: 100 },
      paramFlowRules: [{ resource: 'demo', paramIdx: 0, count: 4, burstCount: 1, durationInSec: 2 }],
      // the n-th request carries values[n mod 4]: "a" three times in four
      traffic: [{ type: 'poisson', qps: 12, params: [{ type: 'replay', values: ['a', 'a', 'b', 'a'] }] }],
    });
    const res = simulate(s, ALL_FAMILIES);
    const chain = res.limiters.find((l) => l.id === 'chain:0')!;
    const tracks = chain.chain!.hotParams!;
    expect(tracks).toHaveLength(1);
    expect(tracks[0].durationMs).toBe(2000);
    const [a, b] = tracks[0].values;
    expect([a.value, b.value]).toEqual(['a', 'b']); // hottest first
    expect(a.javaClass).toBe('java.lang.String');
    const series = { a, b };
    const models = { a: bucketModel(4, 1, 2000), b: bucketModel(4, 1, 2000) };
    const rest = { a: new Float64Array(res.ticks).fill(NaN), b: new Float64Array(res.ticks).fill(NaN) };
    const passed = { a: new Float64Array(res.ticks), b: new Float64Array(res.ticks) };
    const blocked = { a: new Float64Array(res.ticks), b: new Float64Array(res.ticks) };
    const log = chain.requests;
    let anyBlocked = false;
    for (let i = 0; i < log.count; i++) {
      const v = (['a', 'a', 'b', 'a'] as const)[i % 4];
      const tick = Math.floor(log.tMs[i] / res.tickMs);
      // Sentinel reads the whole ms: the chain enters at floor(µs / 1000)
      const m = models[v](Math.floor(log.tMs[i]));
      const blockedHere = chain.chain!.log.stoppedBy[i] === ExtensionSlot.ParamFlow;
      expect(blockedHere).toBe(!m.pass);
      anyBlocked ||= blockedHere;
      (m.pass ? passed : blocked)[v][tick]++;
      rest[v][tick] = m.rest;
    }
    expect(anyBlocked).toBe(true);
    for (const v of ['a', 'b'] as const) {
      for (let k = 1; k < res.ticks; k++) if (Number.isNaN(rest[v][k])) rest[v][k] = rest[v][k - 1];
      expect(Array.from(series[v].passedPerTick)).toEqual(Array.from(passed[v]));
      expect(Array.from(series[v].blockedPerTick)).toEqual(Array.from(blocked[v]));
      expect(Array.from(series[v].restQps)).toEqual(Array.from(rest[v]));
      expect(series[v].maxCount).toBe(5);
      expect(series[v].events[0].kind).toBe('new');
      // every refill came more than durationInSec after the previous bucket time
      const refills = series[v].events.filter((e) => e.kind === 'refill');
      for (const e of refills) expect(e.passTimeMs).toBeGreaterThan(2000);
    }
  });

  it('follow a bounded number of values, hottest first, and count the rest', () => {
    const s = scenario({
      durationMs: 5000,
      paramFlowRules: [{ resource: 'demo', paramIdx: 0, count: 2 }],
      traffic: [{ type: 'constant', qps: 400, params: [{ type: 'zipf', keys: 1000, exponent: 1 }] }],
    });
    const res = simulate(s, ALL_FAMILIES);
    const chain = res.limiters.find((l) => l.id === 'chain:0')!;
    const t = chain.chain!.hotParams![0];
    expect(t.values.length).toBe(TOP_VALUES);
    expect(t.distinctValues).toBeGreaterThan(MAX_TRACKED_VALUES);
    expect(t.untrackedRequests).toBeGreaterThan(0);
    const counts = t.values.map((v) => v.requests);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // the hottest zipf key (rank 1, "1") is among them, with the most requests
    expect(t.values[0].value).toBe('1');
    const followed = t.values.reduce((n, v) => n + v.requests, 0);
    expect(followed).toBeLessThanOrEqual(chain.requests.count - t.untrackedRequests);
  });
});
