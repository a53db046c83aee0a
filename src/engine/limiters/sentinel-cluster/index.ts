/**
 * Sentinel cluster flow control (集群流控) as a limiter: N client nodes share the scenario's traffic, one token
 * server decides for the cluster rule's flowId, and faults (server down / up, a client disconnecting, network
 * delay past the 20 ms request timeout) send nodes to their local fallback. Item: `limiters[i]` with
 * `"type": "sentinelCluster"` (config.ts); algorithm: sentinel/cluster/ (token server, client, multi-node sim);
 * the result carries a ClusterView (view.ts) for the node strip, the server's view and the fault timeline.
 */
import type { LimiterModule } from '../contract';

export const sentinelCluster: LimiterModule<'sentinel-cluster'> = {
  kind: 'sentinel-cluster',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.cluster.flow.ClusterFlowChecker',
    versions: '1.8.9',
  },
  family: 'limiters',
  config: { type: 'sentinelCluster', schema: null },
  columns: [
    /** the node the request arrived at */
    { name: 'node', unit: '', shown: 'node', csv: true },
    /** TokenResultStatus code (NaN: none) */
    { name: 'tokenStatus', unit: '', shown: 'tokenStatus', csv: true },
    /** 0 token, 1 local fallback, 2 fallback pass, 3 no node */
    { name: 'path', unit: '', shown: null, csv: true },
    /** the OK answer’s remaining */
    { name: 'remaining', unit: 'permits', shown: 'remaining', csv: true },
  ],
  seriesNames: {},
  seriesColumns: [
    /** server window pass per second */
    { name: 'serverPassQps', unit: 'QPS', shown: 'serverPassQps', csv: true },
    /** the server’s threshold at the tick end */
    { name: 'threshold', unit: 'QPS', shown: 'threshold', csv: true },
    /** clients connected in the namespace */
    { name: 'connected', unit: '', shown: 'connected', csv: true },
  ],
  standsFor: null,
};
