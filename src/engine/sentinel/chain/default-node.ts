/**
 * Sentinel's `DefaultNode`: the statistics of one resource inside one context (NodeSelectorSlot makes one per
 * context name and resource). Every write is also made on the resource's `ClusterNode`, so the ClusterNode sums
 * the resource over all contexts, while the DefaultNode keeps this context's share — which is what a CHAIN flow
 * rule limits. Reads are the node's own. (`borrow` quota — addWaitingRequest / addOccupiedPass — is not
 * forwarded: upstream's DefaultNode does not override those, so a prioritized borrow books into the node the
 * rule selected only.)
 */
import type { SimClock } from '../../clock';
import { StatisticNode } from '../statistic-node';

export class DefaultNode extends StatisticNode {
  constructor(
    clock: SimClock,
    readonly clusterNode: StatisticNode,
  ) {
    super(clock);
  }

  override addPassRequest(count: number): void {
    super.addPassRequest(count);
    this.clusterNode.addPassRequest(count);
  }
  override addRtAndSuccess(rtMs: number, successCount: number): void {
    super.addRtAndSuccess(rtMs, successCount);
    this.clusterNode.addRtAndSuccess(rtMs, successCount);
  }
  override increaseBlockQps(count: number): void {
    super.increaseBlockQps(count);
    this.clusterNode.increaseBlockQps(count);
  }
  override increaseExceptionQps(count: number): void {
    super.increaseExceptionQps(count);
    this.clusterNode.increaseExceptionQps(count);
  }
  override increaseThreadNum(): void {
    super.increaseThreadNum();
    this.clusterNode.increaseThreadNum();
  }
  override decreaseThreadNum(): void {
    super.decreaseThreadNum();
    this.clusterNode.decreaseThreadNum();
  }
}
