/**
 * The token server's cluster flow rules: flowId → rule, flowId → namespace, namespace → flowIds. Models
 * `com.alibaba.csp.sentinel.cluster.flow.rule.ClusterFlowRuleManager`.
 *
 * LOADING (`loadRules(namespace, rules)` → `applyClusterFlowRule`). Only for a namespace with a registered
 * property: "default" always, the others once a server namespace set containing them was loaded (see
 * server-config.ts). Rules for any other namespace are silently NOT loaded, and their flowIds then get
 * NO_RULE_EXISTS (conformance `cl-server-no-rule-bad-request`). For a known namespace:
 *   - an empty list clears the namespace's rules (their metrics stay);
 *   - otherwise each rule with `clusterMode` that passes FlowRuleUtil.isValidRule (flow-rule.ts: flowId > 0,
 *     window config valid, ...) is kept by flowId (a later duplicate wins), its namespace recorded, and a
 *     ClusterMetric created for its flowId if there is none yet (ClusterMetricStatistics, with the first
 *     rule's window config);
 *   - the namespace's previous flowIds that are gone lose their rule, namespace and metric.
 *
 * The namespace of a flowId is what AVG_LOCAL counts connections in (`getConnectedCount(flowId)`) and whose
 * GlobalRequestLimiter a request passes.
 *
 * HOW WE DIFFER FROM UPSTREAM. Instance state; no SentinelProperty/listener plumbing (a load applies
 * directly); a blank limitApp is set to "default" on a copy, not on the caller's object. The concurrency
 * (THREAD-grade) bookkeeping of CurrentConcurrencyManager is left out: THREAD cluster rules are not modelled.
 */
import { isJavaBlank, isValidFlowRule, type FlowRule } from '../flow-rule';
import type { ClusterMetricStatistics } from './cluster-metric-statistics';
import type { ConnectionManager } from './connection-manager';

export const DEFAULT_NAMESPACE = 'default';

export class ClusterFlowRuleManager {
  private readonly flowRules = new Map<number, FlowRule>();
  private readonly namespaceFlowIds = new Map<string, Set<number>>();
  private readonly flowNamespace = new Map<number, string>();
  /** Namespaces with a registered rule property (upstream PROPERTY_MAP). */
  private readonly properties = new Set<string>();

  constructor(
    private readonly statistics: ClusterMetricStatistics,
    private readonly connections: ConnectionManager,
  ) {
    this.registerPropertyIfAbsent(DEFAULT_NAMESPACE);
  }

  registerPropertyIfAbsent(namespace: string): void {
    if (namespace === '') throw new RangeError('namespace cannot be empty');
    if (this.properties.has(namespace)) return;
    this.properties.add(namespace);
    if (!this.namespaceFlowIds.has(namespace)) this.namespaceFlowIds.set(namespace, new Set());
  }

  removeProperty(namespace: string): void {
    this.properties.delete(namespace);
  }

  hasProperty(namespace: string): boolean {
    return this.properties.has(namespace);
  }

  /** The rule for `flowId`, or undefined (also for a flowId <= 0: `ClusterRuleUtil.validId`). */
  getFlowRuleById(flowId: number): FlowRule | undefined {
    if (!(flowId > 0)) return undefined;
    return this.flowRules.get(flowId);
  }

  getNamespace(flowId: number): string | null {
    return this.flowNamespace.get(flowId) ?? null;
  }

  getFlowIdSet(namespace: string): ReadonlySet<number> {
    return new Set(this.namespaceFlowIds.get(namespace) ?? []);
  }

  /** Clients connected in the namespace of `flowId` (0 if unknown). */
  getConnectedCount(flowId: number): number {
    if (flowId <= 0) return 0;
    const namespace = this.flowNamespace.get(flowId);
    return namespace === undefined ? 0 : this.connections.getConnectedCount(namespace);
  }

  /** Replace the rules of `namespace`; ignored for a namespace without a registered property. */
  loadRules(namespace: string, rules: readonly FlowRule[]): void {
    if (namespace === '') throw new RangeError('namespace cannot be empty');
    if (!this.properties.has(namespace)) return;
    if (rules.length === 0) {
      this.clearAndResetRulesFor(namespace);
      return;
    }
    const ruleMap = new Map<number, FlowRule>();
    const flowIdSet = new Set<number>();
    for (const r of rules) {
      if (!r.clusterMode || !isValidFlowRule(r, '1.8.9')) continue;
      const rule = isJavaBlank(r.limitApp) ? { ...r, limitApp: 'default' } : r;
      const flowId = rule.clusterConfig?.flowId;
      if (flowId === undefined) continue;
      ruleMap.set(flowId, rule);
      this.flowNamespace.set(flowId, namespace);
      flowIdSet.add(flowId);
      const cc = rule.clusterConfig!;
      this.statistics.putMetricIfAbsent(flowId, cc.sampleCount, cc.windowIntervalMs);
    }
    const old = this.namespaceFlowIds.get(namespace);
    if (old !== undefined) {
      for (const flowId of old) {
        if (ruleMap.has(flowId)) continue;
        this.flowRules.delete(flowId);
        this.flowNamespace.delete(flowId);
        this.statistics.removeMetric(flowId);
      }
    }
    for (const [flowId, rule] of ruleMap) this.flowRules.set(flowId, rule);
    this.namespaceFlowIds.set(namespace, flowIdSet);
  }

  private clearAndResetRulesFor(namespace: string): void {
    const ids = this.namespaceFlowIds.get(namespace);
    if (ids !== undefined && ids.size > 0) {
      for (const flowId of ids) {
        this.flowRules.delete(flowId);
        this.flowNamespace.delete(flowId);
      }
      ids.clear();
    } else {
      this.namespaceFlowIds.set(namespace, new Set());
    }
  }
}
