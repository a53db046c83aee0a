/**
 * One Sentinel token server: the managers the cluster server module keeps as static state, as one object on
 * one simulated clock, and its entry point for flow token requests. Models
 * `com.alibaba.csp.sentinel.cluster.flow.DefaultTokenService.requestToken` and
 * `com.alibaba.csp.sentinel.cluster.server.processor.FlowRequestProcessor.processRequest` (the handler the
 * Netty server runs for a MSG_TYPE_FLOW request), over:
 *
 *   connections  ConnectionManager        clients per namespace (connect / disconnect)
 *   rules        ClusterFlowRuleManager   flowId → rule, flowId → namespace
 *   statistics   ClusterMetricStatistics  flowId → ClusterMetric (its window)
 *   limiter      GlobalRequestLimiter     namespace → requests-per-second limiter
 *   config       ClusterServerConfigManager  exceedCount, maxOccupyRatio, maxAllowedQps, namespace set
 *
 * `requestToken(flowId, acquireCount, prioritized)`:
 *   flowId <= 0 or acquireCount <= 0     → BAD_REQUEST
 *   no rule for flowId                   → NO_RULE_EXISTS
 *   otherwise                            → ClusterFlowChecker.acquireClusterToken (cluster-flow-checker.ts)
 * and `lastDecision` holds what was read and computed (a ClusterTokenExplain).
 *
 * Setup order as a real server (and the traces) do it: `config.loadGlobalFlowConfig`, then
 * `config.loadServerNamespaceSet`, then `rules.loadRules(namespace, rules)`; clients then `connect`.
 *
 * HOW WE DIFFER FROM UPSTREAM. No Netty, no threads: a request is a method call at the clock's time, and the
 * client's address is informational (the decision does not depend on who asks). State that is static
 * upstream lives here, so several servers can coexist in one simulation.
 */
import type { SimClock } from '../../clock';
import {
  acquireClusterToken,
  clearClusterTokenExplain,
  newClusterTokenExplain,
  type ClusterTokenExplain,
} from './cluster-flow-checker';
import { ClusterFlowRuleManager } from './cluster-flow-rule-manager';
import { ClusterFlowEvent } from './cluster-metric-leap-array';
import { ClusterMetricStatistics } from './cluster-metric-statistics';
import { ConnectionManager } from './connection-manager';
import { GlobalRequestLimiter } from './request-limiter';
import { ClusterServerConfigManager } from './server-config';
import { TokenResultStatus, newTokenResult, setTokenResult, type TokenResult } from './token-result';

/** One flowId's window as the traces show it (every field a `getSum`, plus the pending occupied permits). */
export interface ClusterFlowSnapshot {
  flowId: number;
  pass: number;
  block: number;
  passRequest: number;
  blockRequest: number;
  occupiedPass: number;
  occupiedBlock: number;
  waiting: number;
  occupyPending: number;
}

export class TokenServer {
  readonly connections = new ConnectionManager();
  readonly statistics: ClusterMetricStatistics;
  readonly rules: ClusterFlowRuleManager;
  readonly limiter: GlobalRequestLimiter;
  readonly config: ClusterServerConfigManager;
  /** What the last `requestToken` read and computed (reused object). */
  readonly lastDecision: ClusterTokenExplain = newClusterTokenExplain();
  private readonly result: TokenResult = newTokenResult();

  constructor(
    readonly clock: SimClock,
    /** Embedded server: its own namespace, always served (see server-config.ts); null when standalone. */
    embeddedNamespace: string | null = null,
  ) {
    this.statistics = new ClusterMetricStatistics(clock);
    this.rules = new ClusterFlowRuleManager(this.statistics, this.connections);
    this.limiter = new GlobalRequestLimiter(clock);
    this.config = new ClusterServerConfigManager(this.rules, this.limiter, this.statistics, embeddedNamespace);
  }

  /**
   * `DefaultTokenService.requestToken` at the clock's time. Returns a reused result (overwritten by the next
   * call) unless `out` is given.
   */
  requestToken(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult = this.result,
  ): TokenResult {
    const ex = this.lastDecision;
    clearClusterTokenExplain(ex, flowId, acquireCount, prioritized);
    if (!(flowId > 0) || acquireCount <= 0) return this.early(TokenResultStatus.BAD_REQUEST, 'bad-request', out);
    const rule = this.rules.getFlowRuleById(flowId);
    if (rule === undefined) return this.early(TokenResultStatus.NO_RULE_EXISTS, 'no-rule', out);
    return acquireClusterToken(this, rule, acquireCount, prioritized, out, ex);
  }

  private early(status: number, step: 'bad-request' | 'no-rule', out: TokenResult): TokenResult {
    const ex = this.lastDecision;
    setTokenResult(out, status);
    ex.step = step;
    ex.status = status;
    ex.remaining = 0;
    ex.waitInMs = 0;
    return out;
  }

  /** `ConnectionManager.addConnection`: a client's PING named its namespace. */
  connect(address: string, namespace: string): void {
    this.connections.addConnection(namespace, address);
  }

  /** `ConnectionManager.removeConnection`: the client's channel closed. */
  disconnect(address: string): void {
    this.connections.removeConnection(address);
  }

  /** Namespaces a state view lists: the served set, then any other namespace a client connected in. */
  knownNamespaces(): string[] {
    const out = [...this.config.namespaceSet];
    for (const ns of this.connections.connMap.keys()) if (!out.includes(ns)) out.push(ns);
    return out;
  }

  /**
   * The flowId's window as `readFlow` would read it, WITHOUT touching a bucket (LeapArray.peekSum), for a chart
   * sampled while the simulation runs: a Sentinel read would create or reset the current bucket, and a reset
   * is where occupied tokens land, so a touching read would change later decisions. Occupied tokens not yet
   * landed are in `occupyPending` only. Null when the flowId has no window.
   */
  peekFlow(flowId: number): { pass: number; block: number; occupyPending: number } | null {
    const m = this.statistics.getMetric(flowId);
    if (m === undefined) return null;
    const now = this.clock.nowMs;
    return {
      pass: m.metric.peekSum(now, ClusterFlowEvent.PASS),
      block: m.metric.peekSum(now, ClusterFlowEvent.BLOCK),
      occupyPending: m.occupyPending(),
    };
  }

  /** The flowId's window, read the way Sentinel code would (every `getSum` touches the current bucket). */
  readFlow(flowId: number): ClusterFlowSnapshot | null {
    const m = this.statistics.getMetric(flowId);
    if (m === undefined) return null;
    return {
      flowId,
      pass: m.getSum(ClusterFlowEvent.PASS),
      block: m.getSum(ClusterFlowEvent.BLOCK),
      passRequest: m.getSum(ClusterFlowEvent.PASS_REQUEST),
      blockRequest: m.getSum(ClusterFlowEvent.BLOCK_REQUEST),
      occupiedPass: m.getSum(ClusterFlowEvent.OCCUPIED_PASS),
      occupiedBlock: m.getSum(ClusterFlowEvent.OCCUPIED_BLOCK),
      waiting: m.getSum(ClusterFlowEvent.WAITING),
      occupyPending: m.occupyPending(),
    };
  }
}
