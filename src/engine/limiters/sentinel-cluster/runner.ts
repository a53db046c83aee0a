/**
 * The cluster limiter's runner: the scenario's requests, dealt to nodes (assign.ts), through one ClusterSim
 * (sentinel/cluster/multi-node-sim.ts) driven one arrival at a time, so simulate() can slice it and report
 * progress. Sentinel reads whole ms: a request at t µs arrives at startMs + floor(t / 1000).
 *
 * PER REQUEST: `sim.at(t)` (faults and queued events due by t), `sim.arrive(node, t, index)`; the decision comes
 * back through the sim's hook, at t (no delay) or at the answer time (delay, timeout), and is recorded in the
 * track and the log row of that request. AT EACH TICK END: the sim is advanced to the tick end and the server's
 * window of the rule's flowId is read (pass and block per second, threshold, connected clients).
 *
 * The rule's count is also the QPS chart's limit line: GLOBAL count, AVG_LOCAL count × connected clients, both
 * × exceedCount (the server's threshold); the local-only baseline shows count / nodes × nodes = count.
 */
import { FLOW_THRESHOLD_GLOBAL } from '../../sentinel/cluster/cluster-flow-checker';
import type { ClusterEntryDecision } from '../../sentinel/cluster/cluster-rule-checker';
import { ClusterSim, type ClusterFault, type ClusterSimConfig } from '../../sentinel/cluster/multi-node-sim';
import { outcomeOf } from '../../sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../../sim/runner';
import type { Scenario } from '../../scenario';
import { NodeDealer } from './assign';
import { localBaselineRule, type SentinelClusterItem } from './config';
import type { ClusterLimiterResult, ClusterView } from './view';
import { CLUSTER_PATHS } from './view';
import { phrase } from '../../phrase';

export const CLUSTER_COLUMNS = ['node', 'tokenStatus', 'path', 'remaining'] as const;
export const CLUSTER_SERIES = ['serverPassQps', 'threshold', 'connected'] as const;

const PATH_CODE: Readonly<Record<string, number>> = Object.fromEntries(CLUSTER_PATHS.map((p, i) => [p, i]));

/** The multi-node sim's config for an item (arrivals come one by one: the node lists stay empty). */
export function clusterSimConfigOf(item: SentinelClusterItem, scenario: Scenario, tickMs = 1000): ClusterSimConfig {
  const start = scenario.startMs;
  const rule = item.rule;
  const nodeRule = item.localOnly ? localBaselineRule(item) : undefined;
  const faults: ClusterFault[] = item.localOnly ? [] : item.faults.map((f) => ({ ...f, atMs: start + f.atMs }));
  return {
    startMs: start,
    endMs: start + scenario.durationMs,
    namespace: item.namespace,
    rule,
    serverFlowConfig: { ...item.serverFlowConfig },
    namespaceSet: item.namespaceSet ?? undefined,
    embeddedHost: item.server === 'embedded' ? Math.min(item.embeddedHost, item.nodes - 1) : undefined,
    requestTimeoutMs: item.requestTimeoutMs,
    networkDelayMs: item.networkDelayMs,
    nodes: Array.from({ length: item.nodes }, () => ({ arrivalsMs: [], rule: nodeRule })),
    faults,
    seriesBucketMs: tickMs,
  };
}

/** Feeds a ClusterSim the scenario's requests [from, to) in order; shared by the runner and the explainer. */
export class ClusterFeed {
  readonly sim: ClusterSim;
  readonly dealer: NodeDealer;
  constructor(
    readonly item: SentinelClusterItem,
    readonly scenario: Scenario,
    recordExplain: boolean,
    tickMs = 1000,
  ) {
    const cfg = clusterSimConfigOf(item, scenario, tickMs);
    this.sim = new ClusterSim(cfg, recordExplain);
    this.dealer = new NodeDealer(item.nodes, item.traffic, item.skew);
  }

  /** Request `i` of `a`: its node. */
  feed(a: Arrivals, i: number): number {
    const t = this.scenario.startMs + Math.floor(a.tUs[i] / 1000);
    const node = this.dealer.next(a.source === undefined ? 0 : a.source[i]);
    this.sim.at(t);
    this.sim.arrive(node, t, i, a.acquire[i], a.prioritized[i] === 1, a.rtMs[i]);
    return node;
  }
}

export class ClusterRunner extends LimiterRunner {
  private readonly feed: ClusterFeed;
  private readonly view: ClusterView;
  private arrivals: Arrivals | null = null;
  private readonly thresholdGlobal: boolean;

  constructor(item: SentinelClusterItem, scenario: Scenario, index: number, grid: RunGrid) {
    const cc = item.rule.clusterConfig;
    const global = cc?.thresholdType === FLOW_THRESHOLD_GLOBAL;
    super(
      {
        id: `limiters:${index}`,
        kind: 'sentinel-cluster',
        className: item.localOnly ? 'FlowRuleChecker (local)' : 'ClusterFlowChecker',
        label: phrase('summary.cluster', {
          index,
          nodes: item.nodes,
          thresholdType: global ? 'GLOBAL' : 'AVG_LOCAL',
          count: item.rule.count,
        }),
        constants: {
          count: item.rule.count,
          nodes: item.nodes,
          thresholdType: cc?.thresholdType ?? 0,
          exceedCount: item.serverFlowConfig.exceedCount,
          requestTimeoutMs: item.requestTimeoutMs,
        },
      },
      grid,
      CLUSTER_COLUMNS,
      CLUSTER_SERIES,
    );
    this.thresholdGlobal = global;
    this.feed = new ClusterFeed(item, scenario, false, grid.tickMs);
    this.feed.sim.onDecide = (req, node, tMs, d) => this.onDecide(req, node, tMs, d);
    const n = item.nodes;
    const ticks = grid.ticks;
    const nan = () => new Float64Array(ticks).fill(NaN);
    this.view = {
      nodes: n,
      ticks,
      tickMs: grid.tickMs,
      passed: new Int32Array(n * ticks),
      blocked: new Int32Array(n * ticks),
      fallback: new Int32Array(n * ticks),
      totals: [],
      shares: item.traffic === 'split' ? this.feed.dealer.shares() : Array.from({ length: n }, () => NaN),
      flowId: cc?.flowId ?? NaN,
      count: item.rule.count,
      thresholdType: cc?.thresholdType ?? 0,
      localOnly: item.localOnly,
      embeddedHost: item.server === 'embedded' ? Math.min(item.embeddedHost, n - 1) : -1,
      serverPassQps: nan(),
      serverBlockQps: nan(),
      threshold: nan(),
      connected: nan(),
      serverUp: new Uint8Array(ticks),
      faults: item.localOnly ? [] : [...item.faults].sort((a, b) => a.atMs - b.atMs),
    };
  }

  run(a: Arrivals, from: number, to: number): void {
    this.arrivals = a;
    const feed = this.feed;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      feed.feed(a, i);
    }
  }

  private onDecide(req: number, node: number, tMs: number, d: ClusterEntryDecision): void {
    const a = this.arrivals!;
    const track = this.track;
    const startMs = this.grid.startMs;
    const last = this.grid.ticks - 1;
    const tick = Math.min(last, Math.floor((tMs - startMs) / this.tickMs));
    const acquire = a.acquire[req];
    const outcome = outcomeOf(d.pass, d.waitMs);
    const passTick = Math.floor((tMs + d.waitMs - startMs) / this.tickMs);
    track.record(tick, acquire, outcome, d.pass ? d.waitMs : 0, passTick);
    if (req >= track.rows) return;
    const log = track.log;
    const c = log.columns;
    log.tMs[req] = Math.floor(a.tUs[req] / 1000);
    log.acquire[req] = acquire;
    log.prioritized[req] = a.prioritized[req];
    log.outcome[req] = outcome;
    // what the request waited in all: the network round trip (or timeout) and the sleep it was told
    log.waitMs[req] = d.pass ? tMs - startMs - log.tMs[req] + d.waitMs : 0;
    c.node[req] = node;
    c.tokenStatus[req] = d.tokenStatus;
    c.path[req] = PATH_CODE[d.path];
    c.remaining[req] = d.tokenStatus === 0 ? d.token.remaining : NaN;
  }

  protected sample(k: number, endMs: number): void {
    const sim = this.feed.sim;
    sim.at(this.grid.startMs + endMs);
    const v = this.view;
    const server = sim.net.server;
    const s = this.track.series;
    const own = this.track.ownSeries;
    if (v.localOnly) {
      s.limitQps[k] = v.count;
      return;
    }
    if (server === null) return;
    v.serverUp[k] = 1;
    const flow = server.peekFlow(v.flowId); // read-only: a touching read could land occupied tokens early
    const cfg = server.config;
    const connected = server.rules.getConnectedCount(v.flowId);
    const threshold = (this.thresholdGlobal ? v.count : v.count * connected) * cfg.exceedCount;
    if (flow !== null) {
      const seconds = this.feed.item.serverFlowConfig.intervalMs / 1000;
      v.serverPassQps[k] = flow.pass / seconds;
      v.serverBlockQps[k] = flow.block / seconds;
    }
    v.threshold[k] = threshold;
    v.connected[k] = connected;
    own.serverPassQps[k] = v.serverPassQps[k];
    own.threshold[k] = threshold;
    own.connected[k] = connected;
    s.limitQps[k] = threshold;
  }

  finish(): ClusterLimiterResult {
    this.advanceTicks(Infinity);
    const r = this.feed.sim.end();
    const v = this.view;
    const b = r.series.buckets;
    for (let i = 0; i < v.nodes; i++) {
      for (let k = 0; k < v.ticks && k < b; k++) {
        v.passed[i * v.ticks + k] = r.series.passed[i * b + k];
        v.blocked[i * v.ticks + k] = r.series.blocked[i * b + k];
        v.fallback[i * v.ticks + k] = r.series.fallback[i * b + k];
      }
    }
    v.totals = r.nodes.map((c) => ({ ...c }));
    return { ...super.finish(), cluster: v };
  }
}
