import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowRuleSchema } from '../../../../src/engine/sentinel/flow-rule';
import { simulateCluster, type ClusterSimConfig } from '../../../../src/engine/sentinel/cluster/multi-node-sim';
import { clusterRule } from './helpers';

const S = 1_700_000_000_000; // a whole second: 1 s series buckets are the server's 10 × 100 ms windows

/** `qps` evenly spaced arrivals per second for `seconds`, shifted by `offsetMs`. */
function steady(qps: number, seconds: number, offsetMs: number): number[] {
  const period = 1000 / qps;
  return Array.from({ length: qps * seconds }, (_, k) => S + offsetMs + Math.floor(k * period));
}

function nodes(n: number, qps: number, seconds: number) {
  return Array.from({ length: n }, (_, i) => ({ arrivalsMs: steady(qps, seconds, i * 7) }));
}

/** Sum over nodes of a series, per bucket. */
function perBucket(series: Int32Array, nodeCount: number, buckets: number, only?: number[]): number[] {
  const out = new Array<number>(buckets).fill(0);
  for (let i = 0; i < nodeCount; i++) {
    if (only !== undefined && !only.includes(i)) continue;
    for (let b = 0; b < buckets; b++) out[b] += series[i * buckets + b];
  }
  return out;
}

describe('simulateCluster (multi-node)', () => {
  it('header example: 3 nodes × 20 QPS, GLOBAL count 30 → at most 30 per second in total, about 30', () => {
    const r = simulateCluster({ startMs: S, endMs: S + 5000, rule: clusterRule(1, 30, 1), nodes: nodes(3, 20, 5) });
    const passed = perBucket(r.series.passed, 3, r.series.buckets);
    expect(passed.every((p) => p <= 30)).toBe(true);
    expect(passed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(140);
    expect(r.nodes.every((n) => n.fallback === 0 && n.tokenRequests === 100)).toBe(true);
  });

  it('AVG_LOCAL count 10 × 3 clients; a client that disconnects lowers the threshold and falls back itself', () => {
    const cfg: ClusterSimConfig = {
      startMs: S,
      endMs: S + 6000,
      rule: clusterRule(1, 10, 0),
      nodes: nodes(3, 20, 6),
      faults: [{ atMs: S + 3000, kind: 'clientDisconnect', node: 2 }],
    };
    const r = simulateCluster(cfg);
    const all = perBucket(r.series.passed, 3, r.series.buckets);
    expect(all.slice(0, 3).every((p) => p <= 30)).toBe(true);
    const twoNodes = perBucket(r.series.passed, 3, r.series.buckets, [0, 1]);
    expect(twoNodes.slice(4).every((p) => p <= 20)).toBe(true); // 10 × 2 clients
    const node2Fallback = Array.from(r.series.fallback.slice(2 * r.series.buckets, 3 * r.series.buckets));
    expect(node2Fallback).toEqual([0, 0, 0, 20, 20, 20]);
    const node2Passed = Array.from(r.series.passed.slice(2 * r.series.buckets, 3 * r.series.buckets));
    expect(node2Passed.slice(3).every((p) => p <= 10)).toBe(true); // its own local count
  });

  it('server down: links fail at once, fall back, and reconnect 2 s later, not when the server is back', () => {
    const r = simulateCluster({
      startMs: S,
      endMs: S + 6000,
      rule: clusterRule(1, 30, 1),
      nodes: nodes(3, 20, 6),
      faults: [
        { atMs: S + 2000, kind: 'serverDown' },
        { atMs: S + 2500, kind: 'serverUp' },
      ],
    });
    const fallback = perBucket(r.series.fallback, 3, r.series.buckets);
    expect(fallback).toEqual([0, 0, 60, 60, 0, 0]); // reconnect attempt at 2000 + 2000
    expect(r.nodes.every((n) => n.timedOut === 0)).toBe(true);
  });

  it('reconnect back-off: 2 s, then 4 s more while the server is still down', () => {
    const r = simulateCluster({
      startMs: S,
      endMs: S + 9000,
      rule: clusterRule(1, 30, 1, { fallbackToLocalWhenFail: false }),
      nodes: nodes(1, 10, 9),
      faults: [
        { atMs: S + 1000, kind: 'serverDown' },
        { atMs: S + 4000, kind: 'serverUp' },
      ],
    });
    // attempts at 3000 (fails) and 3000 + 4000 = 7000 (connects): fallback (passing) from 1000 to 7000
    expect(Array.from(r.series.fallback)).toEqual([0, 10, 10, 10, 10, 10, 10, 0, 0]);
    expect(r.nodes[0].passed).toBe(90);
  });

  it('a server that never comes back: nodes keep falling back and the run still ends', () => {
    const r = simulateCluster({
      startMs: S,
      endMs: S + 3000,
      rule: clusterRule(1, 30, 1),
      nodes: nodes(2, 10, 3),
      networkDelayMs: 8,
      faults: [
        { atMs: S + 654, kind: 'serverDown' },
        { atMs: S + 1254, kind: 'clientConnect', node: 0 },
      ],
    });
    expect(r.serverFlow).toBeNull();
    expect(r.nodes.map((n) => n.passed + n.blocked)).toEqual([30, 30]);
    expect(r.nodes.every((n) => n.fallback >= 23)).toBe(true);
  });

  it('from source, not trace-checked: a round trip over the timeout FAILs and falls back, and the server still spends the tokens', () => {
    const base = { startMs: S, endMs: S + 3000, rule: clusterRule(1, 5, 1), nodes: nodes(2, 10, 3) };
    const slow = simulateCluster({ ...base, networkDelayMs: 15 }); // 30 ms > 20 ms
    expect(slow.nodes.map((n) => n.timedOut)).toEqual([30, 30]);
    expect(slow.nodes.every((n) => n.fallback === 30)).toBe(true);
    expect(slow.serverFlow!.pass).toBeGreaterThan(0);
    const fast = simulateCluster({ ...base, networkDelayMs: 5 }); // 10 ms <= 20 ms
    expect(fast.nodes.every((n) => n.timedOut === 0 && n.fallback === 0)).toBe(true);
    const longer = simulateCluster({ ...base, networkDelayMs: 15, requestTimeoutMs: 40 });
    expect(longer.nodes.every((n) => n.timedOut === 0)).toBe(true);
  });

  it('an embedded server does not count its host as a connected client (AVG_LOCAL count 10, 3 nodes → 20)', () => {
    const r = simulateCluster({
      startMs: S,
      endMs: S + 4000,
      rule: clusterRule(1, 10, 0),
      nodes: nodes(3, 20, 4),
      embeddedHost: 0,
    });
    const passed = perBucket(r.series.passed, 3, r.series.buckets);
    expect(passed.every((p) => p <= 20)).toBe(true);
    expect(passed[3]).toBeGreaterThanOrEqual(18);
  });

  it('comparison: every node limiting locally at count / N with a non-cluster rule', () => {
    const local = flowRuleSchema.parse({ resource: 'sim-resource', count: 10 });
    const r = simulateCluster({
      startMs: S,
      endMs: S + 3000,
      rule: clusterRule(1, 30, 1),
      nodes: nodes(3, 20, 3).map((n) => ({ ...n, rule: local })),
    });
    expect(r.nodes.map((n) => [n.passed, n.tokenRequests, n.fallback])).toEqual([
      [30, 0, 0],
      [30, 0, 0],
      [30, 0, 0],
    ]);
  });

  it('property: deterministic, and every arrival is counted once as passed or blocked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(0, 1),
        fc.integer({ min: 0, max: 15 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 4000 }), k: fc.integer({ min: 0, max: 4 }) }), {
          maxLength: 5,
        }),
        (n, count, thresholdType, delay, rawFaults) => {
          const kinds = ['serverDown', 'serverUp', 'clientDisconnect', 'clientConnect', 'networkDelay'] as const;
          const faults = rawFaults.map(({ at, k }) => {
            const kind = kinds[k];
            if (kind === 'serverDown' || kind === 'serverUp') return { atMs: S + at, kind };
            if (kind === 'networkDelay') return { atMs: S + at, kind, oneWayMs: at % 20 };
            return { atMs: S + at, kind, node: at % n };
          });
          const cfg: ClusterSimConfig = {
            startMs: S,
            endMs: S + 4000,
            rule: clusterRule(1, count, thresholdType),
            nodes: Array.from({ length: n }, (_, i) => ({
              arrivalsMs: steady(5 + 3 * i, 4, i),
              prioritized: i % 2 === 1,
            })),
            networkDelayMs: delay,
            faults,
          };
          const a = simulateCluster(cfg);
          const b = simulateCluster(cfg);
          if (JSON.stringify(a.nodes) !== JSON.stringify(b.nodes)) return false;
          return a.nodes.every((c, i) => c.passed + c.blocked === cfg.nodes[i].arrivalsMs.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
