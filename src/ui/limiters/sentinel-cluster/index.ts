/**
 * Sentinel cluster flow control (集群流控) as a limiter: N client nodes share the scenario's traffic, one token
 * server decides for the cluster rule's flowId, and faults (server down / up, a client disconnecting, network
 * delay past the 20 ms request timeout) send nodes to their local fallback. Item: `limiters[i]` with
 * `"type": "sentinelCluster"` (config.ts); algorithm: sentinel/cluster/ (token server, client, multi-node sim);
 * the result carries a ClusterView (view.ts) for the node strip, the server's view and the fault timeline.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-cluster/index.ts).
 */
import type { Scenario } from '../../../engine/scenario';
import { DEFAULT_CLUSTER_RULE } from '../../../engine/limiters/sentinel-cluster/default-rule';
import { CLUSTER_PATHS, tokenStatusName } from '../../../engine/limiters/sentinel-cluster/view';
import messages from './messages';
import { defineView } from '../view';

/** The item the picker adds: 5 nodes, GLOBAL count = the first flow rule's count (or 100). */
function defaultItem(s: Scenario) {
  const first = Array.isArray(s.rules) ? s.rules[0] : undefined;
  const count = typeof first?.count === 'number' && first.count > 0 ? first.count : DEFAULT_CLUSTER_RULE.count;
  return {
    type: 'sentinelCluster',
    nodes: 5,
    rule: { ...DEFAULT_CLUSTER_RULE, count, clusterConfig: { ...DEFAULT_CLUSTER_RULE.clusterConfig } },
    faults: [],
  };
}
export const sentinelClusterView = defineView({
  why(lim, i, tr, num) {
    const c = lim.requests.columns;
    const path = CLUSTER_PATHS[c.path[i]] ?? 'token';
    const status = c.tokenStatus[i];
    const passed = lim.requests.outcome[i] !== 2;
    const verdict = tr(passed ? 'cluster.why.passed' : 'cluster.why.blocked');
    return {
      formula: tr(`cluster.why.${path}`, {
        node: num(c.node[i], 0),
        status: status === status ? tokenStatusName(status) : '—',
        verdict,
      }),
      idea: tr(path === 'token' ? 'cluster.idea.token' : 'cluster.idea.fallback'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['node', 'tokenStatus'] },
      { chart: 'cluster', reads: ['passed', 'blocked', 'fallback', 'serverPassQps', 'threshold', 'connected'] },
    ],
    noCurve: () => ({ key: 'cluster.noCurve', params: {} }),
    slidingWindow: true,
  },
  controls: [
    {
      name: 'nodes',
      path: ['nodes'],
      scope: 'config',
      hint: 'cluster.hint.nodes',
      unit: '',
      min: 1,
      max: 50,
      step: 1,
      fallback: 5,
    },
    {
      name: 'count',
      path: ['rule', 'count'],
      scope: 'config',
      hint: 'cluster.hint.count',
      unit: 'QPS',
      min: 0,
      max: 5000,
      step: 1,
      fallback: DEFAULT_CLUSTER_RULE.count,
    },
    {
      name: 'thresholdType',
      path: ['rule', 'clusterConfig', 'thresholdType'],
      scope: 'config',
      hint: 'cluster.hint.thresholdType',
      unit: '',
      min: 0,
      max: 1,
      step: 1,
      fallback: 0,
    },
    {
      name: 'exceedCount',
      path: ['serverFlowConfig', 'exceedCount'],
      scope: 'config',
      hint: 'cluster.hint.exceedCount',
      unit: '',
      min: 0,
      max: 3,
      step: 0.1,
      fallback: 1,
    },
    {
      name: 'maxOccupyRatio',
      path: ['serverFlowConfig', 'maxOccupyRatio'],
      scope: 'config',
      hint: 'cluster.hint.maxOccupyRatio',
      unit: '',
      min: 0,
      max: 2,
      step: 0.1,
      fallback: 1,
    },
    {
      name: 'maxAllowedQps',
      path: ['serverFlowConfig', 'maxAllowedQps'],
      scope: 'config',
      hint: 'cluster.hint.maxAllowedQps',
      unit: 'QPS',
      min: 0,
      max: 30000,
      step: 10,
      fallback: 30000,
    },
    {
      name: 'requestTimeout',
      path: ['requestTimeoutMs'],
      scope: 'config',
      hint: 'cluster.hint.requestTimeout',
      unit: 'ms',
      min: 1,
      max: 200,
      step: 1,
      fallback: 20,
    },
    {
      name: 'networkDelayMs',
      path: ['networkDelayMs'],
      scope: 'config',
      hint: 'cluster.hint.networkDelay',
      unit: 'ms',
      min: 0,
      max: 100,
      step: 1,
      fallback: 0,
    },
    {
      name: 'skew',
      path: ['skew'],
      scope: 'config',
      hint: 'cluster.hint.skew',
      unit: '',
      min: 0,
      max: 3,
      step: 0.1,
      fallback: 0,
    },
  ],
  panels: {
    sentinelVersion: false,
    sourceIdentity: false,
    breakerPresets: false,
    degradeControls: false,
    systemInputs: false,
  },
  cursor: {
    constants: {
      count: ['QPS', 2],
      nodes: ['', 0],
      thresholdType: ['', 0],
      exceedCount: ['', 2],
      requestTimeoutMs: ['ms', 0],
    },
    order: ['count', 'thresholdType', 'nodes', 'exceedCount', 'requestTimeoutMs'],
    rows(lim, tick) {
      const own = lim.ownSeries;
      const rows = [
        { name: 'serverPassQps', value: own.serverPassQps?.[tick] ?? NaN, unit: 'QPS' as const, digits: 1 },
        { name: 'threshold', value: own.threshold?.[tick] ?? NaN, unit: 'QPS' as const, digits: 1 },
        { name: 'connected', value: own.connected?.[tick] ?? NaN, unit: '' as const, digits: 0 },
      ];
      return rows.filter((r) => r.value === r.value);
    },
  },
  choice: {
    value: 'sentinel-cluster',
    group: 'Sentinel',
    labelKey: 'limiter.sentinel-cluster',
    apply(s: Scenario): Scenario {
      const list = Array.isArray(s.limiters) ? s.limiters : [];
      const at = list.findIndex((x) => x.type === 'sentinelCluster');
      const limiters = at >= 0 ? list : [...list, defaultItem(s)];
      const index = at >= 0 ? at : limiters.length - 1;
      return { ...s, limiters, view: { ...s.view, limiter: { kind: 'limiters', index } } } as Scenario;
    },
  },
  compare: {
    defaultPreset: 'cluster-vs-local',
    edits: [
      { key: 'nodes', scope: 'config', integer: true },
      { key: 'skew', scope: 'config', integer: false },
      { key: 'requestTimeoutMs', scope: 'config', integer: true },
      { key: 'networkDelayMs', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});
