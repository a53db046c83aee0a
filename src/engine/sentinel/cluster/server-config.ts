/**
 * The token server's global settings: how far a threshold may be exceeded, how much may be occupied ahead,
 * the default window, the per-namespace request limit, and the set of namespaces it serves. Models
 * `com.alibaba.csp.sentinel.cluster.server.config.ClusterServerConfigManager` and `ServerFlowConfig`.
 *
 *   field           default  unit / meaning
 *   exceedCount       1.0    factor: threshold = (count or count × clients) × exceedCount
 *   maxOccupyRatio    1.0    factor: a prioritized occupy needs WAITING/s <= maxOccupyRatio × threshold
 *   intervalMs       1000    ms, the window of metrics rebuilt by a change (`resetFlowMetrics`)
 *   sampleCount        10    buckets of that window
 *   maxAllowedQps   30000    token requests per second per namespace (GlobalRequestLimiter)
 *   namespaceSet  {default}  namespaces whose rules can be loaded
 *
 * `loadGlobalFlowConfig(config)`: ignored unless valid (ratios and maxAllowedQps >= 0, sampleCount > 0,
 * intervalMs > 0 and a multiple of it). A changed maxAllowedQps is pushed to the existing limiters; a changed
 * intervalMs/sampleCount replaces EVERY existing metric by an empty one of the new geometry.
 *
 * `loadServerNamespaceSet(set)`: an empty set means {default} (and creates no limiter); otherwise the set plus
 * "default" replaces the old one: namespaces that left lose their rule property (their rules stay but can no
 * longer be reloaded), and each namespace of the new set gets a rule property and a GlobalRequestLimiter
 * with the maxAllowedQps of that moment (so: load the flow config first, as the traces do).
 *
 * HOW WE DIFFER FROM UPSTREAM. Instance state; no SentinelProperty: a load applies directly (upstream skips
 * a value equal to the previous one, which changes nothing here). Namespace-scoped flow configs do not exist
 * upstream either (`loadFlowConfig` writes the global one). The embedded server's extra namespace (its own
 * appName) is a constructor option.
 */
import { type ClusterFlowRuleManager, DEFAULT_NAMESPACE } from './cluster-flow-rule-manager';
import type { ClusterMetricStatistics } from './cluster-metric-statistics';
import type { GlobalRequestLimiter } from './request-limiter';

export interface ServerFlowConfig {
  exceedCount: number;
  maxOccupyRatio: number;
  intervalMs: number;
  sampleCount: number;
  maxAllowedQps: number;
}

export const SERVER_FLOW_CONFIG_DEFAULTS: Readonly<ServerFlowConfig> = {
  exceedCount: 1,
  maxOccupyRatio: 1,
  intervalMs: 1000,
  sampleCount: 10,
  maxAllowedQps: 30000,
};

export function isValidServerFlowConfig(c: ServerFlowConfig): boolean {
  return (
    c.maxOccupyRatio >= 0 &&
    c.exceedCount >= 0 &&
    c.maxAllowedQps >= 0 &&
    c.sampleCount > 0 &&
    c.intervalMs > 0 &&
    c.intervalMs % c.sampleCount === 0
  );
}

export class ClusterServerConfigManager {
  exceedCount = SERVER_FLOW_CONFIG_DEFAULTS.exceedCount;
  maxOccupyRatio = SERVER_FLOW_CONFIG_DEFAULTS.maxOccupyRatio;
  intervalMs = SERVER_FLOW_CONFIG_DEFAULTS.intervalMs;
  sampleCount = SERVER_FLOW_CONFIG_DEFAULTS.sampleCount;
  maxAllowedQps = SERVER_FLOW_CONFIG_DEFAULTS.maxAllowedQps;
  namespaceSet: ReadonlySet<string> = new Set([DEFAULT_NAMESPACE]);

  constructor(
    private readonly rules: ClusterFlowRuleManager,
    private readonly limiter: GlobalRequestLimiter,
    private readonly statistics: ClusterMetricStatistics,
    /** Embedded mode: the server's own namespace (its appName), always served; null for a standalone server. */
    private readonly embeddedNamespace: string | null = null,
  ) {}

  /** Returns whether the config was applied (false: invalid, ignored). */
  loadGlobalFlowConfig(config: ServerFlowConfig): boolean {
    if (!isValidServerFlowConfig(config)) return false;
    this.exceedCount = config.exceedCount;
    this.maxOccupyRatio = config.maxOccupyRatio;
    if (config.maxAllowedQps !== this.maxAllowedQps) {
      this.maxAllowedQps = config.maxAllowedQps;
      this.limiter.applyMaxQpsChange(this.maxAllowedQps);
    }
    if (config.intervalMs !== this.intervalMs || config.sampleCount !== this.sampleCount) {
      this.intervalMs = config.intervalMs;
      this.sampleCount = config.sampleCount;
      this.statistics.resetFlowMetrics(this.sampleCount, this.intervalMs);
    }
    return true;
  }

  loadServerNamespaceSet(set: Iterable<string> | null): void {
    if (set === null) return;
    const next = new Set(set);
    if (next.size === 0) {
      this.namespaceSet = new Set([DEFAULT_NAMESPACE]);
      return;
    }
    next.add(DEFAULT_NAMESPACE);
    if (this.embeddedNamespace !== null) next.add(this.embeddedNamespace);
    for (const ns of this.namespaceSet) if (!next.has(ns)) this.rules.removeProperty(ns);
    this.namespaceSet = next;
    for (const ns of next) {
      this.rules.registerPropertyIfAbsent(ns);
      this.limiter.initIfAbsent(ns, this.maxAllowedQps);
    }
  }
}
