/**
 * The inputs and outputs of the multi-node cluster simulation (multi-node-sim.ts): nodes with their own
 * arrivals, the rule, the server setup, the client timeout and network delay, timed faults; per-node counts
 * and per-bucket series. Plain data, no behaviour.
 */
import type { FlowRule } from '../flow-rule';
import type { ServerFlowConfig } from './server-config';
import type { ClusterFlowSnapshot } from './token-server';

export type ClusterFault =
  | { atMs: number; kind: 'serverDown' | 'serverUp' }
  | { atMs: number; kind: 'clientDisconnect' | 'clientConnect'; node: number }
  | { atMs: number; kind: 'networkDelay'; oneWayMs: number; node?: number };

export interface ClusterSimNode {
  /** Arrival times, epoch ms, non-decreasing. */
  arrivalsMs: ArrayLike<number>;
  acquire?: number;
  prioritized?: boolean;
  rtMs?: number;
  /** The node's own rule (default: the cluster rule). A non-cluster rule limits locally (for comparisons). */
  rule?: FlowRule;
}

export interface ClusterSimConfig {
  startMs: number;
  /** End of the run (epoch ms): series length and the final drain. Default: the last arrival + 1. */
  endMs?: number;
  namespace?: string;
  /** The cluster rule, loaded on the server and (unless a node has its own) on every node. */
  rule: FlowRule;
  serverFlowConfig?: ServerFlowConfig;
  /** Server namespace set (creates the namespace limiters); default none. */
  namespaceSet?: string[];
  /** Index of the node hosting an embedded server; default: a standalone server. */
  embeddedHost?: number;
  /** Client request timeout (ms), `ClusterClientConfig.requestTimeout`; default 20. */
  requestTimeoutMs?: number;
  /** One-way network delay of every link at the start (ms); default 0. */
  networkDelayMs?: number;
  nodes: ClusterSimNode[];
  faults?: ClusterFault[];
  /** Series bucket (ms); default 1000. */
  seriesBucketMs?: number;
}

export interface ClusterNodeCounts {
  passed: number;
  blocked: number;
  /** Entries decided by the fallback (the local controller or pass-through). */
  fallback: number;
  /** Of those, blocked by the local controller. */
  fallbackBlocked: number;
  shouldWait: number;
  timedOut: number;
  tokenRequests: number;
}

export interface ClusterSimResult {
  nodes: ClusterNodeCounts[];
  /** Per node, per series bucket: [node * buckets + b]. */
  series: { bucketMs: number; buckets: number; passed: Int32Array; blocked: Int32Array; fallback: Int32Array };
  /** The server's window of the rule's flowId at the end (null if the server is down). */
  serverFlow: ClusterFlowSnapshot | null;
}
