/**
 * The scenario item of a Sentinel cluster (`limiters[i]` with `"type": "sentinelCluster"`): N client nodes, one
 * token server (standalone or embedded in a node), the cluster flow rule every node and the server load, the
 * server's flow config and namespace set, the client's request timeout and network delay, and timed faults.
 * The zod schema is the single source of the item's types, checks, caps, defaults and JSON Schema.
 *
 * TRAFFIC. The scenario's traffic is the whole cluster's: each request goes to one node.
 *   "split"      every node gets a share of every source (the same shape); with `skew` s the shares are Zipf
 *                weights 1 / (i + 1)^s (s = 0: equal), dealt by smooth weighted round-robin (deterministic, each
 *                node gets its exact share, interleaved)
 *   "perSource"  traffic source k feeds node k mod nodes (each node its own shape)
 *
 * `localOnly` is the baseline Compare puts beside a cluster: the same nodes and traffic, no token server, each
 * node limiting locally at count / nodes (GLOBAL) or count (AVG_LOCAL) — what "just divide the limit" gives.
 *
 *   { "type": "sentinelCluster", "nodes": 5, "rule": { "resource": "api", "count": 100, "clusterMode": true,
 *     "clusterConfig": { "flowId": 1, "thresholdType": 1 } }, "faults": [{ "kind": "serverDown", "atMs": 5000 }] }
 */
import { z } from 'zod';
import { flowRuleSchema, type FlowRule } from '../../sentinel/flow-rule';
import { SERVER_FLOW_CONFIG_DEFAULTS } from '../../sentinel/cluster/server-config';
import { intIn, msTime, numberIn } from '../../traffic/common';
import { DEFAULT_CLUSTER_RULE } from './default-rule';

export const MAX_CLUSTER_NODES = 50;
export const MAX_CLUSTER_FAULTS = 100;
export const MAX_NAMESPACES = 16;
/** Longest network delay or request timeout a scenario may set (ms). */
export const MAX_CLUSTER_DELAY_MS = 10_000;

const nodeIndex = intIn(0, MAX_CLUSTER_NODES - 1, 'Node index (0-based).');

export const clusterFaultSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.enum(['serverDown', 'serverUp']),
      atMs: msTime('When, ms after the start.'),
    }),
    z.strictObject({
      kind: z.enum(['clientDisconnect', 'clientConnect']),
      atMs: msTime('When, ms after the start.'),
      node: nodeIndex,
    }),
    z.strictObject({
      kind: z.literal('networkDelay'),
      atMs: msTime('When, ms after the start.'),
      oneWayMs: intIn(0, MAX_CLUSTER_DELAY_MS, 'One-way delay from then on (ms).', 'ms'),
      node: nodeIndex.optional(),
    }),
  ])
  .describe(
    'serverDown / serverUp (a fresh server: empty windows), clientDisconnect / clientConnect of one node, ' +
      'networkDelay of one node or (no node) of every link.',
  );
export type ClusterFaultItem = z.output<typeof clusterFaultSchema>;

export const serverFlowConfigSchema = z
  .strictObject({
    exceedCount: numberIn(0, 1000, 'threshold = (count or count × clients) × exceedCount.').default(
      SERVER_FLOW_CONFIG_DEFAULTS.exceedCount,
    ),
    maxOccupyRatio: numberIn(0, 1000, 'A prioritized occupy needs WAITING/s ≤ maxOccupyRatio × threshold.').default(
      SERVER_FLOW_CONFIG_DEFAULTS.maxOccupyRatio,
    ),
    intervalMs: intIn(1, 60_000, 'The server window (ms) of metrics rebuilt by this config.', 'ms').default(
      SERVER_FLOW_CONFIG_DEFAULTS.intervalMs,
    ),
    sampleCount: intIn(1, 1000, 'Buckets of that window (intervalMs must be a multiple).').default(
      SERVER_FLOW_CONFIG_DEFAULTS.sampleCount,
    ),
    maxAllowedQps: numberIn(0, 1_000_000, 'Token requests per second per namespace (needs a namespace set).').default(
      SERVER_FLOW_CONFIG_DEFAULTS.maxAllowedQps,
    ),
  })
  .describe('ServerFlowConfig (ClusterServerConfigManager.loadGlobalFlowConfig); ignored by Sentinel when invalid.');

export { DEFAULT_CLUSTER_RULE } from './default-rule';

export const sentinelClusterSchema = z
  .strictObject({
    type: z.literal('sentinelCluster'),
    nodes: intIn(1, MAX_CLUSTER_NODES, 'Client nodes (1–50).').default(5),
    traffic: z
      .enum(['split', 'perSource'])
      .default('split')
      .describe(
        '"split": every node gets a weighted share of every source; "perSource": source k feeds node k mod nodes.',
      ),
    skew: numberIn(0, 3, 'Zipf exponent of the shares ("split"): node i gets 1 / (i + 1)^skew; 0 = equal.').default(0),
    server: z
      .enum(['standalone', 'embedded'])
      .default('standalone')
      .describe('A standalone token server, or one embedded in node `embeddedHost` (not a connected client).'),
    embeddedHost: nodeIndex.default(0),
    namespace: z.string().min(1).max(64).default('default').describe('The nodes’ namespace (their appName).'),
    namespaceSet: z
      .array(z.string().min(1).max(64))
      .max(MAX_NAMESPACES)
      .nullable()
      .default(null)
      .describe('The server’s namespace set (loadServerNamespaceSet); null: never loaded (no namespace limiter).'),
    rule: flowRuleSchema.prefault({
      ...DEFAULT_CLUSTER_RULE,
      clusterConfig: { ...DEFAULT_CLUSTER_RULE.clusterConfig },
    }),
    serverFlowConfig: serverFlowConfigSchema.prefault({}),
    requestTimeoutMs: intIn(
      1,
      MAX_CLUSTER_DELAY_MS,
      'Client request timeout (ms); a late answer falls back.',
      'ms',
    ).default(20),
    networkDelayMs: intIn(
      0,
      MAX_CLUSTER_DELAY_MS,
      'One-way network delay of every link at the start (ms).',
      'ms',
    ).default(0),
    localOnly: z
      .boolean()
      .default(false)
      .describe('Baseline: no token server, each node limits locally (GLOBAL count / nodes, AVG_LOCAL count).'),
    faults: z.array(clusterFaultSchema).max(MAX_CLUSTER_FAULTS).default([]),
  })
  .describe('Sentinel cluster flow control: N nodes, one token server, timed faults (from source beyond the traces).');

export type SentinelClusterItem = z.output<typeof sentinelClusterSchema>;

/** The rule a node loads in the local-only baseline: cluster mode off, GLOBAL's count divided among the nodes. */
export function localBaselineRule(item: SentinelClusterItem): FlowRule {
  const global = item.rule.clusterConfig?.thresholdType === 1;
  return { ...item.rule, clusterMode: false, count: global ? item.rule.count / item.nodes : item.rule.count };
}

/** The item schema limiters-schema.ts loads for this folder's kind. */
export default sentinelClusterSchema;
