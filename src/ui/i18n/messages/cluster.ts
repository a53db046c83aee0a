/**
 * Issue 14, cluster flow control: the node strip, the token server's view, the timeline of faults and
 * fallbacks and the fault editor (../../cluster/): a lazy group, loaded with ClusterView's chunk (../lang.ts).
 * Compare's cluster preset is in compare.ts / compare-view.ts, the cluster gallery group in gallery-cluster.ts.
 * Java names (flowId, AVG_LOCAL, GLOBAL, exceedCount) stay as they are in both languages.
 */
import type { Catalog } from './catalog';

export default {
  'cluster.strip.title': 'Nodes ({n}): passed / blocked / fallback per second',
  'cluster.strip.passed': 'passed',
  'cluster.strip.blocked': 'blocked',
  'cluster.strip.fallback': 'decided by the fallback',
  'cluster.strip.node': 'node {i}',
  'cluster.strip.hostTitle': 'hosts the embedded token server',
  'cluster.strip.aria': 'Node {i}: passed, blocked and fallback requests per second over the run',
  'cluster.server.title': 'Token server: flowId {flowId}',
  'cluster.server.localOnly':
    'No token server: each of the {nodes} nodes limits locally (GLOBAL count {count} ÷ nodes).',
  'cluster.server.aria': 'The server window’s passes per second against its threshold over the run',
  'cluster.server.passQps': 'window pass / s',
  'cluster.server.threshold': 'threshold',
  'cluster.server.down': 'server down',
  'cluster.server.formulaGlobal': 'GLOBAL: threshold = count {count} = {threshold}',
  'cluster.server.formulaAvg': 'AVG_LOCAL: threshold = count {count} × {clients} clients = {threshold}',
  'cluster.server.window': 'window {qps} passed/s, {block} blocked/s',
  'cluster.server.isDown': 'The token server is down: every node falls back.',
  'cluster.timeline.title': 'Faults and fallbacks',
  'cluster.timeline.aria': 'Timeline: the server’s down spans and faults, and when each node fell back',
  'cluster.timeline.server': 'server',
  'cluster.timeline.none': 'No node fell back.',
  'cluster.timeline.fellBack': '{n} node(s) fell back: {nodes}',
  'cluster.fault.serverDown': '{atMs} ms: token server down',
  'cluster.fault.serverUp': '{atMs} ms: token server up (fresh windows)',
  'cluster.fault.clientDisconnect': '{atMs} ms: node {node} disconnects',
  'cluster.fault.clientConnect': '{atMs} ms: node {node} connects again',
  'cluster.fault.networkDelay': '{atMs} ms: node {node}’s network delay {ms} ms one way',
  'cluster.fault.networkDelayAll': '{atMs} ms: network delay {ms} ms one way on every link',
  'cluster.editor.title': 'Cluster setup and faults',
  'cluster.editor.server': 'Token server',
  'cluster.editor.standalone': 'standalone',
  'cluster.editor.embedded': 'embedded in node 0',
  'cluster.editor.traffic': 'Traffic',
  'cluster.editor.split': 'shared by weight (skew)',
  'cluster.editor.perSource': 'source k → node k',
  'cluster.editor.compare': 'Compare with local count ÷ N',
  'cluster.editor.list': 'Faults',
  'cluster.editor.remove': 'Remove fault {n}',
  'cluster.editor.none': 'No faults: add one below.',
  'cluster.editor.kind': 'Fault',
  'cluster.editor.at': 'at (ms)',
  'cluster.editor.node': 'node',
  'cluster.editor.delay': 'one way (ms)',
  'cluster.editor.fallback': '(fall back to the local rule when the server cannot answer)',
  'cluster.editor.namespaceSet': 'namespace set loaded (creates the namespace limiter)',
  'cluster.editor.fromSource':
    'Network delay, the request timeout and reconnects are from source, not trace-checked; everything else replays the recorded traces.',
  'cluster.editor.add': 'Add fault',
  'cluster.kind.serverDown': 'server down',
  'cluster.kind.serverUp': 'server up',
  'cluster.kind.clientDisconnect': 'client disconnects',
  'cluster.kind.clientConnect': 'client connects',
  'cluster.kind.networkDelay': 'network delay',
} satisfies Catalog;
