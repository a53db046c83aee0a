/**
 * The cluster limiter's words: the picker option, its controls' hints, the "why?" line and the explain steps
 * across the hop (node → token server → fallback), English and 简体中文 with the same keys.
 */
export default {
  en: {
    'limiter.sentinel-cluster': 'Cluster flow control (token server)',
    'cluster.hint.nodes': 'client nodes sharing the traffic',
    'cluster.hint.count': 'the cluster rule’s count',
    'cluster.hint.thresholdType': '0 AVG_LOCAL (count × clients), 1 GLOBAL (count)',
    'cluster.hint.skew': 'traffic skew: node i gets 1/(i+1)^skew',
    'cluster.hint.exceedCount': 'server: threshold × exceedCount',
    'cluster.hint.maxOccupyRatio': 'server: prioritized occupy up to ratio × threshold',
    'cluster.hint.maxAllowedQps': 'server: token requests/s per namespace (needs a namespace set)',
    'cluster.hint.requestTimeout': 'client: wait this long for an answer, then fall back',
    'cluster.hint.networkDelay': 'one-way delay of every link at the start (from source, not trace-checked)',
    'cluster.noCurve': 'A cluster rule has no warm-up curve: the token server counts a sliding window.',
    'cluster.why.passed': 'passed',
    'cluster.why.blocked': 'blocked',
    'cluster.why.token': 'node {node}: the token server answered {status} → {verdict}',
    'cluster.why.fallback-local': 'node {node}: {status}, fell back to the local controller → {verdict}',
    'cluster.why.fallback-pass': 'node {node}: {status}, fallbackToLocalWhenFail false → {verdict}',
    'cluster.why.no-node': 'node {node}: no node selected for the fallback → {verdict}',
    'cluster.idea.token': 'The server counts every node’s passes in one window; the node only asks.',
    'cluster.idea.fallback':
      'Without an answer the node checks the rule locally, on a window that already holds the passes the server granted.',
    'itemTab.limiters.sentinelCluster': 'Sentinel cluster',
    'summary.cluster': 'Limiter {index}: {nodes} nodes, `{thresholdType}` `count` {count}',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
