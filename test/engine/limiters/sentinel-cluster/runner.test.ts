/**
 * The cluster limiter through simulate(): the same machine as simulateCluster (per-node arrival lists), any
 * slicing gives the same bytes, the per-node series add up to the run's totals, the server view's threshold is
 * count or count × clients, and the local-only baseline divides GLOBAL's count among the nodes.
 */
import { describe, expect, it } from 'vitest';
import { simulateCluster } from '../../../../src/engine/sentinel/cluster/multi-node-sim';
import { clusterSimConfigOf } from '../../../../src/engine/limiters/sentinel-cluster/runner';
import { sentinelClusterSchema } from '../../../../src/engine/limiters/sentinel-cluster/config';
import { clusterViewOf } from '../../../../src/engine/limiters/sentinel-cluster/view';
import { simulate, startSimulation } from '../../../../src/engine/sim/simulate';
import { trafficOf } from '../../../../src/engine/sim/inputs';
import { avgLocalRule, clusterScenario, globalRule } from './helpers';

const only = { sentinel: false, guava: false, chain: false, limiters: true };

describe('the sentinel-cluster limiter', () => {
  it('decides as simulateCluster does on the same per-node arrivals (one request per ms at most)', () => {
    const item = {
      nodes: 3,
      rule: globalRule(40),
      faults: [
        { kind: 'serverDown', atMs: 2500 },
        { kind: 'serverUp', atMs: 3500 },
      ],
    };
    const s = clusterScenario(item);
    const r = simulate(s, only).limiters[0];
    const v = clusterViewOf(r)!;
    // the same requests, dealt round-robin as the limiter deals them, through the plain multi-node sim
    const a = trafficOf(s);
    const cfg = clusterSimConfigOf(sentinelClusterSchema.parse(s.limiters![0]), s);
    const lists: number[][] = [[], [], []];
    for (let i = 0; i < a.count; i++) lists[i % 3].push(s.startMs + Math.floor(a.tUs[i] / 1000));
    const plain = simulateCluster({ ...cfg, nodes: lists.map((arrivalsMs) => ({ arrivalsMs })) });
    expect(v.totals.map((t) => [t.passed, t.blocked, t.fallback])).toEqual(
      plain.nodes.map((t) => [t.passed, t.blocked, t.fallback]),
    );
    expect(r.summary.passed).toBe(plain.nodes.reduce((n, t) => n + t.passed, 0));
    expect(v.totals.some((t) => t.fallback > 0)).toBe(true);
  });

  it('sampling the server window at tick ends never changes a decision (occupied tokens land when Sentinel would)', () => {
    // 5 passes, 5 prioritized occupy the next bucket, then sparse requests that each touch a fresh bucket slot: a
    // touching read at a tick end would reset an old bucket early and land the occupied tokens early
    const burst = (atMs: number, count: number, prioritized: boolean) => ({ type: 'burst', atMs, count, prioritized });
    const traffic = [burst(50, 5, false), burst(930, 5, true), { type: 'constant', qps: 1000 / 1100, startMs: 1150 }];
    const s = clusterScenario({ nodes: 2, traffic: 'perSource', rule: globalRule(5) }, traffic, 12_000);
    const r = simulate({ ...s, view: { ...s.view, tickMs: 50 } }, only).limiters[0];
    const a = trafficOf(s);
    const cfg = clusterSimConfigOf(sentinelClusterSchema.parse(s.limiters![0]), s);
    const times = (src: number) =>
      Array.from(
        a.tUs.filter((_, i) => a.source![i] % 2 === src),
        (t) => s.startMs + Math.floor(t / 1000),
      );
    const plain = simulateCluster({
      ...cfg,
      seriesBucketMs: 1000,
      nodes: [{ arrivalsMs: times(0) }, { arrivalsMs: times(1), prioritized: true }],
    });
    const v = clusterViewOf(r)!;
    expect(v.totals[1].shouldWait).toBe(5);
    // node 0's passes and blocks per second (plain: 1 s buckets; the run: 50 ms ticks summed per second)
    const perSecond = (x: Int32Array, ticksPerSecond: number, ticks: number) =>
      Array.from({ length: 12 }, (_, sec) => {
        let n = 0;
        for (let k = sec * ticksPerSecond; k < (sec + 1) * ticksPerSecond && k < ticks; k++) n += x[k];
        return n;
      });
    const b = plain.series.buckets;
    expect(perSecond(v.passed, 20, v.ticks)).toEqual(perSecond(plain.series.passed, 1, b));
    expect(perSecond(v.blocked, 20, v.ticks)).toEqual(perSecond(plain.series.blocked, 1, b));
    expect(perSecond(v.blocked, 20, v.ticks)[9]).toBe(1); // at 9950 ms, by the tokens occupied at 930 ms
  });

  it('gives the same bytes in any slicing', () => {
    const s = clusterScenario(
      {
        nodes: 4,
        skew: 1,
        rule: avgLocalRule(20),
        networkDelayMs: 3,
        faults: [{ kind: 'networkDelay', atMs: 2000, oneWayMs: 15 }],
      },
      [{ type: 'poisson', qps: 400 }],
    );
    const whole = simulate(s, only).limiters[0];
    const run = startSimulation(s, only);
    while (!run.done) run.advance(37);
    const sliced = run.result().limiters[0];
    expect(Array.from(sliced.requests.outcome)).toEqual(Array.from(whole.requests.outcome));
    expect(Array.from(sliced.series.passed)).toEqual(Array.from(whole.series.passed));
    expect(Array.from(clusterViewOf(sliced)!.fallback)).toEqual(Array.from(clusterViewOf(whole)!.fallback));
  });

  it('per-node series add up to the run totals; every request is counted once', () => {
    const s = clusterScenario({ nodes: 5, skew: 0.8, rule: globalRule(100) }, [{ type: 'poisson', qps: 600 }]);
    const r = simulate(s, only).limiters[0];
    const v = clusterViewOf(r)!;
    const sum = (x: Int32Array) => x.reduce((n, y) => n + y, 0);
    expect(sum(v.passed)).toBe(r.summary.passed);
    expect(sum(v.blocked)).toBe(r.summary.blocked);
    expect(r.summary.requests).toBe(trafficOf(s).count);
    // skew 0.8: node 0 gets the most traffic, node 4 the least (1 : 1/5^0.8 ≈ 0.28)
    const got = v.totals.map((t) => t.passed + t.blocked);
    expect(got[0]).toBeGreaterThan(got[4] * 3);
  });

  it('server view: GLOBAL threshold is count; AVG_LOCAL is count × connected clients, and drops on a disconnect', () => {
    const g = clusterViewOf(simulate(clusterScenario({ nodes: 4, rule: globalRule(30) }), only).limiters[0])!;
    expect(Array.from(g.threshold).every((x) => x === 30)).toBe(true);
    const s = clusterScenario({
      nodes: 4,
      rule: avgLocalRule(30),
      faults: [{ kind: 'clientDisconnect', atMs: 3000, node: 1 }],
    });
    const v = clusterViewOf(simulate(s, only).limiters[0])!;
    expect(v.threshold[5]).toBe(120);
    expect(v.connected[5]).toBe(4);
    expect(v.threshold[40]).toBe(90);
    // the server's window never holds more than the threshold per second
    for (let k = 0; k < v.ticks; k++) expect(v.serverPassQps[k]).toBeLessThanOrEqual(v.threshold[k]);
  });

  it('marks the ticks the server is down and which nodes fell back', () => {
    const s = clusterScenario({ nodes: 3, rule: globalRule(60), faults: [{ kind: 'serverDown', atMs: 2000 }] });
    const v = clusterViewOf(simulate(s, only).limiters[0])!;
    expect(v.serverUp[10]).toBe(1);
    expect(v.serverUp[30]).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect(v.fallback[i * v.ticks + 10]).toBe(0);
      expect(v.fallback[i * v.ticks + 30]).toBeGreaterThan(0);
    }
  });

  it('local-only baseline: no token requests, each node limited at count / nodes per second', () => {
    const s = clusterScenario({ nodes: 4, rule: globalRule(40), localOnly: true }, [{ type: 'constant', qps: 400 }]);
    const v = clusterViewOf(simulate(s, only).limiters[0])!;
    expect(v.totals.every((t) => t.tokenRequests === 0)).toBe(true);
    for (let i = 0; i < 4; i++) {
      const perSecond = [0, 0, 0, 0, 0, 0];
      for (let k = 0; k < v.ticks; k++) perSecond[Math.floor(k / 10)] += v.passed[i * v.ticks + k];
      expect(perSecond.every((p) => p === 10)).toBe(true); // 100 QPS offered, count 40 / 4 nodes
    }
  });
});
