/**
 * Sentinel cluster flow control through the multi-node simulation (src/engine/sentinel/cluster/multi-node-sim.ts):
 * 50 client nodes, each with its own Poisson arrivals at 1,000 QPS for 60 s (3,000,000 entries in all), one
 * standalone token server with a GLOBAL rule of 25,000 QPS (so about half is blocked), rtMs 10. Every entry runs
 * the node's FlowRuleChecker cluster path, the server's ClusterFlowChecker and the node's statistics. The second
 * case adds a server outage (10 s down at t = 20 s) so a third of the run takes the local fallback path and the
 * reconnect schedule. Target (issue 14): under 2 s in Node. The arrival generation is part of the timed run.
 *
 * `simulate-sentinel-cluster-50x60s-1k` is the same load through the full simulate() path, as the worker runs
 * it: a scenario whose Poisson traffic at 50,000 QPS is split over 50 nodes of a `sentinelCluster` limiter
 * (traffic generation, the node dealer, the request log and per-tick series, the per-node strip and the
 * server's view sampled every tick included). The `-outage` twin adds the same 10 s server outage.
 */
import { parseScenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import { exponential, mulberry32 } from '../../src/engine/random';
import { flowRuleSchema } from '../../src/engine/sentinel/flow-rule';
import { simulateCluster, type ClusterFault } from '../../src/engine/sentinel/cluster/multi-node-sim';
import type { BenchCase } from '../types';

const NODES = 50;
const QPS = 1000;
const SECONDS = 60;
const START_MS = 1_700_000_000_000;

function arrivals(seed: number): Float64Array {
  const rng = mulberry32(seed);
  const out = new Float64Array(QPS * SECONDS);
  let t = START_MS;
  for (let i = 0; i < out.length; i++) {
    t += exponential(rng, QPS) * 1000;
    out[i] = Math.floor(t);
  }
  return out;
}

function cluster(name: string, faults: ClusterFault[]): BenchCase {
  return {
    name,
    requests: NODES * QPS * SECONDS,
    run() {
      const rule = flowRuleSchema.parse({
        resource: 'sim-resource',
        count: (NODES * QPS) / 2,
        clusterMode: true,
        clusterConfig: { flowId: 1, thresholdType: 1 },
      });
      const nodes = Array.from({ length: NODES }, (_, i) => ({ arrivalsMs: arrivals(9100 + i), rtMs: 10 }));
      const r = simulateCluster({ startMs: START_MS, endMs: START_MS + SECONDS * 1000, rule, nodes, faults });
      return r.nodes.reduce((a, n) => a + n.passed + 3 * n.fallback, 0);
    },
  };
}

function viaSimulate(name: string, faults: { atMs: number; kind: string }[]): BenchCase {
  const p = parseScenario({
    version: 1,
    durationMs: SECONDS * 1000,
    traffic: [{ type: 'poisson', qps: NODES * QPS, rt: { type: 'fixed', ms: 10 } }],
    limiters: [
      {
        type: 'sentinelCluster',
        nodes: NODES,
        rule: {
          resource: 'sim-resource',
          count: (NODES * QPS) / 2,
          clusterMode: true,
          clusterConfig: { flowId: 1, thresholdType: 1 },
        },
        faults,
      },
    ],
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 100 },
  });
  if (!p.ok) throw new Error(p.issues.map((i) => i.message).join('; '));
  const s = p.value;
  return {
    name,
    requests: NODES * QPS * SECONDS,
    run() {
      const r = simulate(s, { sentinel: false, guava: false, chain: false, limiters: true });
      return r.limiters[0].summary.passed + r.limiters[0].series.passed[r.ticks - 1];
    },
  };
}

export const sentinelClusterCases: BenchCase[] = [
  viaSimulate('simulate-sentinel-cluster-50x60s-1k', []),
  viaSimulate('simulate-sentinel-cluster-50x60s-1k-outage', [
    { atMs: 20_000, kind: 'serverDown' },
    { atMs: 30_000, kind: 'serverUp' },
  ]),
  cluster('sentinel-cluster-50-nodes', []),
  cluster('sentinel-cluster-50-nodes-outage', [
    { atMs: START_MS + 20_000, kind: 'serverDown' },
    { atMs: START_MS + 30_000, kind: 'serverUp' },
  ]),
];
