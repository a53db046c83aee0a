/**
 * Replays `sentinel-cluster` traces (../shared/conformance-next/SENTINEL-EXTENSIONS.md, section sentinel-cluster)
 * through the engine's token server (src/engine/sentinel/cluster/token-server.ts) and, in client mode, one
 * client node (client-node.ts) whose token client reaches that server over an in-JVM transport.
 *
 * Setup as the harness did it: the global flow config, then the namespace set, then the server rules for the
 * trace's namespace, then the other namespaces' rules; in client mode the node's own rule. `derived` is
 * checked as row -1. Per event: the node's deferred actions due <= t run first (client mode), the event is
 * applied at t, and the state is read at t the way the harness read it (every flow metric and every limiter
 * is touched, and the node's window too).
 */
import { SimClock } from '../../src/engine/clock';
import { flowRuleSchema, type FlowRule } from '../../src/engine/sentinel/flow-rule';
import { ClusterClientNode } from '../../src/engine/sentinel/cluster/client-node';
import {
  REQUEST_LIMITER_INTERVAL_MS,
  REQUEST_LIMITER_SAMPLE_COUNT,
} from '../../src/engine/sentinel/cluster/request-limiter';
import type { ServerFlowConfig } from '../../src/engine/sentinel/cluster/server-config';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DefaultClusterTokenClient,
  InJvmTransport,
} from '../../src/engine/sentinel/cluster/token-client';
import { TokenServer } from '../../src/engine/sentinel/cluster/token-server';
import { compareRow, type Mismatch, type Replayer, type Trace } from './trace';

const NO_DOUBLES: ReadonlySet<string> = new Set();

interface ClusterTrace extends Trace {
  mode: 'server' | 'client';
  namespace: string;
  namespaceSet?: string[];
  serverFlowConfig?: ServerFlowConfig;
  serverRules: unknown[];
  otherNamespaceRules?: Record<string, unknown[]>;
  localNode?: string;
  clientRule?: unknown;
}

export interface ClusterEvent {
  t: number;
  op: 'connect' | 'disconnect' | 'request' | 'entry' | 'transportDown' | 'transportUp';
  client: string;
  namespace: string;
  flowId: number;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
}

function parseRule(raw: unknown): FlowRule {
  return flowRuleSchema.parse(raw);
}

/** The engine objects of one trace, set up as the harness did (exported for the explanation tests). */
export interface ClusterReplay {
  clock: SimClock;
  server: TokenServer;
  serverRules: FlowRule[];
  otherRules: Record<string, FlowRule[]>;
  transport: InJvmTransport | null;
  node: ClusterClientNode | null;
}

export function setupClusterTrace(trace: Trace): ClusterReplay {
  const t = trace as ClusterTrace;
  const clock = new SimClock(t.startMs ?? 0);
  const server = new TokenServer(clock);
  if (t.serverFlowConfig !== undefined) server.config.loadGlobalFlowConfig(t.serverFlowConfig);
  if (t.namespaceSet !== undefined) server.config.loadServerNamespaceSet(t.namespaceSet);
  const serverRules = t.serverRules.map(parseRule);
  server.rules.loadRules(t.namespace, serverRules);
  const otherRules: Record<string, FlowRule[]> = {};
  for (const [ns, rules] of Object.entries(t.otherNamespaceRules ?? {})) {
    otherRules[ns] = rules.map(parseRule);
    server.rules.loadRules(ns, otherRules[ns]);
  }
  let transport: InJvmTransport | null = null;
  let node: ClusterClientNode | null = null;
  if (t.mode === 'client') {
    transport = new InJvmTransport(server);
    const clientRule = t.clientRule === undefined ? null : parseRule(t.clientRule);
    node = new ClusterClientNode(clock, clientRule, new DefaultClusterTokenClient(transport));
  }
  return { clock, server, serverRules, otherRules, transport, node };
}

export const replaySentinelCluster: Replayer = (trace: Trace): Mismatch[] => {
  const t = trace as ClusterTrace;
  const out: Mismatch[] = [];
  const { clock, server, serverRules, otherRules, transport, node } = setupClusterTrace(trace);

  compareRow(-1, t.derived, engineDerived(server, serverRules, otherRules, node), NO_DOUBLES, 'derived.', out);

  const events = t.events as unknown as ClusterEvent[];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (node !== null) node.drainUntil(e.t);
    else clock.nowMs = e.t;
    const row: Record<string, unknown> = {};
    switch (e.op) {
      case 'connect':
        server.connect(e.client, e.namespace);
        break;
      case 'disconnect':
        server.disconnect(e.client);
        break;
      case 'transportDown':
      case 'transportUp':
        if (transport === null) throw new Error(`${e.op} in a server-mode trace`);
        transport.ready = e.op === 'transportUp';
        break;
      case 'request': {
        const r = server.requestToken(e.flowId, e.acquire, e.prioritized);
        row.status = r.status;
        row.remaining = r.remaining;
        row.waitInMs = r.waitInMs;
        break;
      }
      case 'entry': {
        if (node === null) throw new Error('entry in a server-mode trace');
        const d = node.entry(e.t, e.acquire, e.prioritized, e.rtMs);
        row.pass = d.pass;
        row.waitMs = d.waitMs;
        if (d.priorityWait) row.priorityWait = true;
        if (d.tokenRequests > 0) row.tokenStatus = d.tokenStatus;
        row.tokenRequests = d.tokenRequests;
        row.localChecks = d.localChecks;
        break;
      }
      default:
        throw new Error(`unknown op ${JSON.stringify((e as { op: unknown }).op)}`);
    }
    clock.nowMs = e.t;
    const expected = t.expect[i];
    const serverState = readServerState(server, expectedFlowOrder(expected, node !== null));
    if (node !== null && transport !== null) {
      const local = node.readLocal();
      row.state = {
        transportUp: transport.ready,
        local: { passQps: local.passQps, blockQps: local.blockQps, curThreadNum: local.curThreadNum },
        server: serverState,
      };
    } else {
      row.state = serverState;
    }
    compareRow(i, expected, row, NO_DOUBLES, '', out);
  }
  return out;
};

/** The flowIds in the order the expected row lists them (the harness's order; engine flows follow it). */
function expectedFlowOrder(expected: Record<string, unknown>, client: boolean): number[] {
  const state = expected.state as Record<string, unknown> | undefined;
  const s = (client ? (state?.server as Record<string, unknown> | undefined) : state) ?? {};
  const flows = (s.flows as { flowId: number }[] | undefined) ?? [];
  return flows.map((f) => f.flowId);
}

/** The server's `state`: touches every limiter and every flow metric, as the harness did. */
function readServerState(server: TokenServer, order: number[]): Record<string, unknown> {
  const connected: Record<string, number> = {};
  for (const ns of server.knownNamespaces()) connected[ns] = server.connections.getConnectedCount(ns);
  const limiterQps: Record<string, number> = {};
  for (const ns of server.limiter.limiters.keys()) limiterQps[ns] = server.limiter.getCurrentQps(ns);
  const byId = new Map<number, unknown>();
  for (const flowId of server.statistics.metrics.keys()) byId.set(flowId, server.readFlow(flowId));
  const flows: unknown[] = [];
  for (const id of order) {
    if (byId.has(id)) {
      flows.push(byId.get(id));
      byId.delete(id);
    }
  }
  flows.push(...byId.values());
  return { connected, limiterQps, flows };
}

/** `ClusterFlowRuleManager.getFlowRuleById(flowId) != null` for the rule's flowId. */
function ruleLoaded(server: TokenServer, rule: FlowRule): boolean {
  const flowId = rule.clusterConfig?.flowId;
  return flowId !== undefined && server.rules.getFlowRuleById(flowId) !== undefined;
}

function engineDerived(
  server: TokenServer,
  serverRules: FlowRule[],
  otherRules: Record<string, FlowRule[]>,
  node: ClusterClientNode | null,
): Record<string, unknown> {
  const metrics: Record<string, unknown> = {};
  for (const [flowId, m] of server.statistics.metrics) {
    metrics[String(flowId)] = {
      sampleCount: m.sampleCount,
      windowIntervalMs: m.windowIntervalMs,
      bucketLengthMs: m.metric.windowLengthInMs,
      intervalInSecond: m.intervalInSecond,
      shouldWaitMs: m.shouldWaitMs,
    };
  }
  const limiters: Record<string, number> = {};
  for (const [ns, l] of server.limiter.limiters) limiters[ns] = l.qpsAllowed;
  const d: Record<string, unknown> = {
    serverRuleLoaded: serverRules.map((r) => ruleLoaded(server, r)),
    metrics,
    exceedCount: server.config.exceedCount,
    maxOccupyRatio: server.config.maxOccupyRatio,
    maxAllowedQps: server.config.maxAllowedQps,
    limiters,
    limiterWindow: { sampleCount: REQUEST_LIMITER_SAMPLE_COUNT, intervalMs: REQUEST_LIMITER_INTERVAL_MS },
  };
  if (Object.keys(otherRules).length > 0) {
    const loaded: Record<string, boolean[]> = {};
    for (const [ns, rules] of Object.entries(otherRules)) loaded[ns] = rules.map((r) => ruleLoaded(server, r));
    d.otherNamespaceRuleLoaded = loaded;
  }
  if (node !== null) {
    d.localRuleLoaded = node.ruleLoaded;
    d.localController = node.controller === null ? 'none' : node.controller.className;
    d.clientRequestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS;
  }
  return d;
}
