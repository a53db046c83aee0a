/**
 * What a cluster run hands the page beyond the shared LimiterResult (`ClusterLimiterResult.cluster`): per node
 * and tick the requests passed, blocked and decided by the fallback; per tick the server's view of the rule's
 * flowId (its window's pass and block per second, the threshold, connected clients, whether it is up); the
 * faults. Plain data (typed arrays), so it crosses the worker boundary as is. Ticks are the run's grid.
 */
import type { LimiterResult } from '../../sim/result';
import type { ClusterFaultItem } from './config';

export interface ClusterNodeTotals {
  passed: number;
  blocked: number;
  fallback: number;
  fallbackBlocked: number;
  shouldWait: number;
  timedOut: number;
  tokenRequests: number;
}

export interface ClusterView {
  nodes: number;
  ticks: number;
  tickMs: number;
  /** requests per node per tick, [node * ticks + k], counted at the decision time */
  passed: Int32Array;
  blocked: Int32Array;
  fallback: Int32Array;
  totals: ClusterNodeTotals[];
  /** the share of the traffic each node gets ("split"), or NaN ("perSource") */
  shares: number[];
  /** the rule as the nodes loaded it */
  flowId: number;
  count: number;
  thresholdType: number;
  localOnly: boolean;
  /** node hosting the embedded server, or -1 (standalone) */
  embeddedHost: number;
  /** at each tick end: the server window's pass and block per second, the threshold, clients; NaN while down */
  serverPassQps: Float64Array;
  serverBlockQps: Float64Array;
  threshold: Float64Array;
  connected: Float64Array;
  /** 1 while the server runs at the tick end */
  serverUp: Uint8Array;
  /** the faults, ms since the start, in time order */
  faults: ClusterFaultItem[];
}

export type ClusterLimiterResult = LimiterResult & { cluster: ClusterView };

/** The cluster part of a result, if it is a cluster run. */
export function clusterViewOf(lim: LimiterResult | undefined | null): ClusterView | null {
  const c = (lim as Partial<ClusterLimiterResult> | null | undefined)?.cluster;
  return c === undefined ? null : c;
}

/** The upstream name of a token status code (the request log's `tokenStatus` column). */
export { tokenStatusName } from '../../sentinel/cluster/token-result';

/** The `path` column's codes: how the entry was decided. */
export const CLUSTER_PATHS = ['token', 'fallback-local', 'fallback-pass', 'no-node'] as const;
