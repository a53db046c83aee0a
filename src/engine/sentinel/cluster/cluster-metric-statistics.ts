/**
 * The token server's windows, one ClusterMetric per flowId. Models
 * `com.alibaba.csp.sentinel.cluster.flow.statistic.ClusterMetricStatistics`.
 *
 * A metric is created when a rule with that flowId is loaded (`putMetricIfAbsent`, with the RULE's
 * `clusterConfig.sampleCount` / `windowIntervalMs`), kept when the same flowId is loaded again (its counts
 * survive a rule reload), removed when a reload drops the flowId, and replaced by a fresh one with the
 * SERVER's global sampleCount / intervalMs when `loadGlobalFlowConfig` changes those (`resetFlowMetrics`):
 * from then on the rule's own window config is ignored.
 *
 * HOW WE DIFFER FROM UPSTREAM. An instance instead of a static map; insertion-ordered (a Java
 * ConcurrentHashMap iterates in hash order, which nothing here depends on).
 */
import type { SimClock } from '../../clock';
import { ClusterMetric } from './cluster-metric';

export class ClusterMetricStatistics {
  readonly metrics = new Map<number, ClusterMetric>();

  constructor(private readonly clock: SimClock) {}

  putMetricIfAbsent(flowId: number, sampleCount: number, intervalInMs: number): boolean {
    if (this.metrics.has(flowId)) return false;
    this.metrics.set(flowId, new ClusterMetric(this.clock, sampleCount, intervalInMs));
    return true;
  }

  removeMetric(flowId: number): void {
    this.metrics.delete(flowId);
  }

  getMetric(flowId: number): ClusterMetric | undefined {
    return this.metrics.get(flowId);
  }

  resetFlowMetrics(sampleCount: number, intervalInMs: number): void {
    for (const flowId of this.metrics.keys()) {
      this.metrics.set(flowId, new ClusterMetric(this.clock, sampleCount, intervalInMs));
    }
  }
}
