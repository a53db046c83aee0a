/**
 * Sentinel cluster flow control (sentinel-cluster-server-default, sentinel-cluster-client-default and the
 * cluster path of sentinel-core's FlowRuleChecker, 1.8.9): the public API of this folder.
 *
 *   TokenServer          one token server: rules, windows, connections, namespace limiters, its decisions
 *   ClusterClientNode    one client node: its ClusterNode statistics, cluster rule, token client, fallback
 *   InJvmTransport,      the token client and a transport that calls a TokenServer directly (the traces)
 *   DefaultClusterTokenClient
 *   simulateCluster      N nodes, a standalone or embedded server and timed faults on one clock
 *
 * Decision records: `TokenServer.lastDecision` (ClusterTokenExplain) and the ClusterEntryDecision an entry
 * returns (token result, server record, local checks).
 */
export { TokenServer, type ClusterFlowSnapshot } from './token-server';
export { ClusterClientNode, type LocalNodeState } from './client-node';
export { DefaultClusterTokenClient, InJvmTransport, DEFAULT_REQUEST_TIMEOUT_MS } from './token-client';
export type { ClusterTokenClient, ClusterTransportClient } from './token-client';
export { TokenResultStatus, tokenStatusName, type TokenResult } from './token-result';
export {
  FLOW_THRESHOLD_AVG_LOCAL,
  FLOW_THRESHOLD_GLOBAL,
  type ClusterTokenExplain,
  type ClusterTokenStep,
} from './cluster-flow-checker';
export type { ClusterEntryDecision, ClusterEntryPath } from './cluster-rule-checker';
export { SERVER_FLOW_CONFIG_DEFAULTS, type ServerFlowConfig } from './server-config';
export { ClusterFlowEvent } from './cluster-metric-leap-array';
export {
  simulateCluster,
  type ClusterFault,
  type ClusterNodeCounts,
  type ClusterSimConfig,
  type ClusterSimNode,
  type ClusterSimResult,
} from './multi-node-sim';
