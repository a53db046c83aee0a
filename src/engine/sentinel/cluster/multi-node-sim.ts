/**
 * A Sentinel cluster on one simulated clock: N client nodes (each with its own arrivals, statistics and copy
 * of the rule), one token server (standalone, or embedded in node `embeddedHost`), and timed faults. Pure and
 * deterministic: same config → same counts. `simulateCluster` runs per-node arrival lists to the end; `ClusterSim`
 * is the same machine driven one arrival at a time (`advanceTo`, `arrive`, `end`), with a hook per decision, for
 * the scenario's cluster limiter (limiters/sentinel-cluster), which assigns the scenario's requests to nodes.
 *
 * WHAT RUNS. Per node, per arrival at t: the node's entry through its cluster rule (client-node.ts,
 * cluster-rule-checker.ts) with a SimLink as token client (sim-link.ts), and the server's decision
 * (token-server.ts) — synchronously at t, or, with a network delay d, at t + d on the server and at
 * t + min(2d, timeout) on the node (FAIL and fallback when 2d > timeout). Everything the traces check is the
 * same code; delay, timeout and reconnects are "from source, not trace-checked" (sim-link.ts).
 *
 * FAULTS (`atMs`; faults sharing a ms apply in list order):
 *   serverDown          the token server process stops: every link closes (entries FAIL → fallback); the
 *                       clients schedule reconnects (2 s, 4 s, 6 s, ...)
 *   serverUp            a FRESH server starts (same config and rules, empty windows, no connections); clients
 *                       register at their next reconnect attempt
 *   clientDisconnect    node stops its token client: the server removes it (AVG_LOCAL thresholds drop), its
 *                       entries FAIL; no reconnect until clientConnect
 *   clientConnect       node starts it again: connected at once if the server is up, else it keeps retrying
 *   networkDelay        one-way delay (ms) of one node's link, or of every link when `node` is absent
 *
 * ORDER. Before the arrivals of a ms, faults and queued events (reconnect attempts, server deliveries, client
 * answers) due by then run in time order — a fault first when they share a ms, queued events by (due time,
 * creation) — then that ms's arrivals in node order. Nodes start connected (their PING registered).
 *
 *   3 nodes × 20 QPS, GLOBAL count 30: about 30 pass per second in total, whatever the split; the same traffic
 *   with AVG_LOCAL count 10 also admits ~30 (10 × 3 clients); kill the server and each node falls back to its
 *   local count 10 (or passes everything with fallbackToLocalWhenFail false).            (tests)
 *
 * COST. The hot path (no delay) is one node entry and one server decision per request, with no allocation:
 * 50 nodes × 60 s × 1,000 QPS (3,000,000 requests) is the bench case `sentinel-cluster-50-nodes`.
 *
 * HOW WE DIFFER FROM UPSTREAM. One process; the embedded host's own requests never cross the network and it is
 * not counted as a connected client (as upstream: it does not connect to itself).
 */
import { SimClock } from '../../clock';
import { EventQueue } from '../event-queue';
import { ClusterClientNode } from './client-node';
import { SimLink } from './sim-link';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './token-client';
import { TokenResultStatus } from './token-result';
import { ClusterNetwork } from './cluster-network';
import { InFlightRequests } from './in-flight-requests';
import type { ClusterEntryDecision } from './cluster-rule-checker';
import type { ClusterFault, ClusterNodeCounts, ClusterSimConfig, ClusterSimResult } from './multi-node-types';

export type {
  ClusterFault,
  ClusterNodeCounts,
  ClusterSimConfig,
  ClusterSimNode,
  ClusterSimResult,
} from './multi-node-types';

// Module-level copies: read in the hot path without going through the import binding.
const S_FAIL = TokenResultStatus.FAIL;
const S_SHOULD_WAIT = TokenResultStatus.SHOULD_WAIT;

const SERVER_RECEIVE = 0;
const CLIENT_DECIDE = 1;
const RECONNECT = 2;

export function simulateCluster(cfg: ClusterSimConfig): ClusterSimResult {
  return new ClusterSim(cfg).run();
}

/** Called once per decided entry: the request id given to `arrive`, its node, the decision time and record. */
export type ClusterDecisionHook = (req: number, node: number, tMs: number, d: ClusterEntryDecision) => void;

export class ClusterSim {
  private readonly ns: string;
  readonly serverClock: SimClock;
  readonly net: ClusterNetwork;
  readonly links: SimLink[];
  readonly nodes: ClusterClientNode[];
  /** Per-decision hook (the scenario runner's request log). */
  onDecide: ClusterDecisionHook | null = null;
  private readonly queue = new EventQueue(64);
  readonly counts: ClusterNodeCounts[];
  private readonly bucketMs: number;
  private readonly buckets: number;
  private readonly series: ClusterSimResult['series'];
  private faults: ClusterFault[] = [];
  private f = 0;
  /** Requests on the wire (network delay): node and the server's answer. */
  private readonly wire = new InFlightRequests();

  constructor(
    private readonly cfg: ClusterSimConfig,
    /** Keep the server's and local controllers' decision records (explanations); off for bulk runs. */
    recordExplain = false,
  ) {
    const n = cfg.nodes.length;
    if (n < 1) throw new RangeError('a cluster needs at least one node');
    this.ns = cfg.namespace ?? 'default';
    this.serverClock = new SimClock(cfg.startMs);
    const timeout = cfg.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.links = cfg.nodes.map(
      (_, i) => new SimLink(`10.0.${i >> 8}.${i & 255}:50001`, this.ns, timeout, cfg.embeddedHost === i),
    );
    this.nodes = cfg.nodes.map(
      (node, i) =>
        new ClusterClientNode(new SimClock(cfg.startMs), node.rule ?? cfg.rule, this.links[i], recordExplain),
    );
    this.counts = cfg.nodes.map(() => ({
      passed: 0,
      blocked: 0,
      fallback: 0,
      fallbackBlocked: 0,
      shouldWait: 0,
      timedOut: 0,
      tokenRequests: 0,
    }));
    let last = cfg.startMs;
    for (const node of cfg.nodes)
      if (node.arrivalsMs.length > 0) last = Math.max(last, node.arrivalsMs[node.arrivalsMs.length - 1]);
    const endMs = cfg.endMs ?? last + 1;
    this.bucketMs = cfg.seriesBucketMs ?? 1000;
    this.buckets = Math.max(1, Math.ceil((endMs - cfg.startMs) / this.bucketMs));
    const size = n * this.buckets;
    this.series = {
      bucketMs: this.bucketMs,
      buckets: this.buckets,
      passed: new Int32Array(size),
      blocked: new Int32Array(size),
      fallback: new Int32Array(size),
    };
    this.net = new ClusterNetwork(cfg, this.ns, this.serverClock, this.links, this.queue, RECONNECT, endMs);
    this.net.startServer();
    for (const link of this.links) {
      link.oneWayDelayMs = cfg.networkDelayMs ?? 0;
      this.net.connect(link);
    }
    // a stable sort: faults sharing a ms keep their list order
    this.faults = [...(cfg.faults ?? [])].sort((a, b) => a.atMs - b.atMs);
  }

  run(): ClusterSimResult {
    const cfg = this.cfg;
    // A sweep over the distinct ms of all arrivals: the earliest next arrival of any node, then every node's
    // arrivals at that ms in node order (cheaper than a heap when ~N nodes share each ms, as under load).
    const lists = cfg.nodes.map((n) => n.arrivalsMs);
    const pos = new Int32Array(lists.length);
    for (;;) {
      let t = Infinity;
      for (let i = 0; i < lists.length; i++) {
        if (pos[i] < lists[i].length && lists[i][pos[i]] < t) t = lists[i][pos[i]];
      }
      if (t === Infinity) break;
      this.at(t);
      for (let i = 0; i < lists.length; i++) {
        const a = lists[i];
        let p = pos[i];
        while (p < a.length && a[p] === t) {
          this.arrive(i, t);
          p++;
        }
        pos[i] = p;
      }
    }
    return this.end();
  }

  /** Everything due by `t` (faults, deliveries, answers, reconnects), then the server clock at `t`. */
  at(t: number): void {
    if (this.nextFaultMs <= t || this.queue.peekDue() <= t) this.advanceTo(t);
    if (t > this.serverClock.nowMs) this.serverClock.nowMs = t;
  }

  /** Runs what is still queued (answers in flight decide) and returns the counts and series. */
  end(): ClusterSimResult {
    this.advanceTo(Infinity);
    for (let i = 0; i < this.nodes.length; i++) {
      this.counts[i].tokenRequests = this.links[i].requests;
      this.counts[i].timedOut = this.links[i].timeouts;
    }
    return {
      nodes: this.counts,
      series: this.series,
      serverFlow: this.net.server?.readFlow(this.cfg.rule.clusterConfig?.flowId ?? -1) ?? null,
    };
  }

  /** Apply faults and queued events due <= `t` in time order (a fault first when they share a ms). */
  advanceTo(t: number): void {
    const q = this.queue;
    for (;;) {
      const fa = this.nextFaultMs;
      const due = q.peekDue();
      if (this.f < this.faults.length && fa <= t && fa <= due) {
        this.net.applyFault(this.faults[this.f++]);
      } else if (q.size > 0 && due <= t) {
        const kind = q.pop();
        const r = q.poppedPayload;
        if (due > this.serverClock.nowMs) this.serverClock.nowMs = due;
        if (kind === RECONNECT) this.net.reconnect(this.links[r]);
        else if (kind === SERVER_RECEIVE) this.receive(r);
        else {
          const w = this.wire;
          this.links[w.node[r]].presetAnswer(w.status[r], w.remaining[r], w.waitInMs[r]);
          const node = w.node[r];
          const req = w.req[r];
          const acquire = w.acquire[r];
          const prio = w.prioritized[r] === 1;
          const rt = w.rtMs[r];
          w.release(r);
          this.decide(node, due, req, acquire, prio, rt);
        }
      } else {
        return;
      }
    }
  }

  private get nextFaultMs(): number {
    return this.f < this.faults.length ? this.faults[this.f].atMs : Infinity;
  }

  /**
   * One arrival at node `i` at `t` (call `at(t)` first; times non-decreasing). `req` names it to the hook;
   * `acquire`, `prioritized`, `rtMs` default to the node's spec.
   */
  arrive(i: number, t: number, req = -1, acquire?: number, prioritized?: boolean, rtMs?: number): void {
    const link = this.links[i];
    const spec = this.cfg.nodes[i];
    const a = acquire ?? spec.acquire ?? 1;
    const p = prioritized ?? spec.prioritized ?? false;
    const rt = rtMs ?? spec.rtMs ?? 0;
    if (link.isAsync() && a > 0 && this.nodes[i].checker !== null) {
      const r = this.wire.add(i, 2 * link.oneWayDelayMs > link.requestTimeoutMs, req);
      this.wire.acquire[r] = a;
      this.wire.prioritized[r] = p ? 1 : 0;
      this.wire.rtMs[r] = rt;
      this.queue.push(t + link.oneWayDelayMs, SERVER_RECEIVE, r);
      this.queue.push(t + link.answerDelayMs(), CLIENT_DECIDE, r);
      return;
    }
    this.decide(i, t, req, a, p, rt);
  }

  /** The node's entry at `t` (its token client answers synchronously or with a preset answer). */
  private decide(i: number, t: number, req: number, acquire: number, prioritized: boolean, rtMs: number): void {
    const d = this.nodes[i].entry(t, acquire, prioritized, rtMs);
    const c = this.counts[i];
    const b =
      i * this.buckets + Math.min(this.buckets - 1, Math.max(0, Math.floor((t - this.cfg.startMs) / this.bucketMs)));
    if (d.pass) {
      c.passed++;
      this.series.passed[b]++;
    } else {
      c.blocked++;
      this.series.blocked[b]++;
    }
    if ((d.path === 'fallback-local' || d.path === 'fallback-pass') && this.nodes[i].checker !== null) {
      c.fallback++;
      this.series.fallback[b]++;
      if (!d.pass) c.fallbackBlocked++;
    }
    if (d.tokenStatus === S_SHOULD_WAIT) c.shouldWait++;
    if (this.onDecide !== null) this.onDecide(req, i, t, d);
  }

  private receive(r: number): void {
    const server = this.net.server;
    if (server === null) {
      this.wire.status[r] = S_FAIL; // nobody answers: the client times out
      return;
    }
    const flowId = this.cfg.rule.clusterConfig?.flowId ?? 0;
    // The server handles the request even when the client will have given up (its tokens are spent).
    const res = server.requestToken(flowId, this.wire.acquire[r], this.wire.prioritized[r] === 1);
    if (this.wire.late[r] === 1) return;
    this.wire.status[r] = res.status;
    this.wire.remaining[r] = res.remaining;
    this.wire.waitInMs[r] = res.waitInMs;
  }
}
