/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'cluster.explain.node':
    'Arrives at node {node} at {atMs} ms; asks the token server for flowId {flowId}, acquire {acquire}, prioritized {prioritized}',
  'cluster.explain.nodeLocal': 'Arrives at node {node} at {atMs} ms (acquire {acquire}, prioritized {prioritized})',
  'cluster.explain.noAnswer':
    'No answer from the server ({status}: transport not ready, server down or the request timed out) → fall back',
  'cluster.explain.limiter':
    'Namespace “{namespace}” limiter: {qps} requests/s + 1 {cmp} maxAllowedQps {max} → {then} (else TOO_MANY_REQUEST, fall back)',
  'cluster.explain.thresholdGlobal': 'GLOBAL: threshold = count {count} × exceedCount {exceed} = {threshold}',
  'cluster.explain.thresholdAvg':
    'AVG_LOCAL: threshold = count {count} × {connected} connected clients × exceedCount {exceed} = {threshold}',
  'cluster.explain.window':
    'Window: {passSum} passed / {seconds} s = {latestQps}/s; remaining = {threshold} − {latestQps} − {acquire} = {remaining} {cmp} 0 → {then}',
  'cluster.explain.occupyRatio': 'Prioritized: WAITING {waiting}/s {cmp} maxOccupyRatio × threshold {max} → {then}',
  'cluster.explain.occupy':
    'tryOccupyNext: {latestQps} + ({acquire} + {occupied} occupied) − oldest bucket’s {headPass} {cmp} {threshold} → {then}',
  'cluster.explain.fallbackPass': 'fallbackToLocalWhenFail is false: the rule is not applied → pass',
  'cluster.explain.fallbackLocal': 'fallbackToLocalWhenFail: the rule’s own controller decides on this node’s window',
  'cluster.explain.localOnly': 'No token server: the node checks its own rule locally',
  'cluster.explain.caught':
    'PriorityWaitException thrown inside the cluster try block: caught, and the fallback runs a second time',
  'cluster.explain.noNode': 'The rule selects no node for this entry: pass without a check',
  'explain.concept.cluster-node':
    'In cluster mode FlowRuleChecker sends a token request to the token server instead of counting locally.',
  'explain.concept.cluster-fail':
    'A token client that is not connected, or an answer later than requestTimeout (20 ms), gives FAIL.',
  'explain.concept.cluster-server': 'DefaultTokenService checks the request and the rule before the window.',
  'explain.concept.cluster-namespace':
    'GlobalRequestLimiter counts token requests per namespace (not permits), and only exists once a namespace set is loaded.',
  'explain.concept.cluster-threshold':
    'AVG_LOCAL multiplies count by the clients connected right now: with none, the threshold is 0.',
  'explain.concept.cluster-window':
    'The server’s ClusterMetric sums every node’s passes over its window and divides by the window’s seconds.',
  'explain.concept.cluster-occupy':
    'A prioritized request may occupy tokens of the next bucket, only if the oldest bucket’s passes make room.',
  'explain.concept.cluster-fallback':
    'FAIL, TOO_MANY_REQUEST, NO_RULE_EXISTS and BAD_REQUEST fall back: local check, or pass.',
  'explain.concept.cluster-local': 'The baseline: each node limits on its own window, with no token server.',
  'cluster.explain.bad-request': 'Server: flowId {flowId} or acquire is not valid → BAD_REQUEST → fall back',
  'cluster.explain.no-rule': 'Server: no rule with flowId {flowId} → NO_RULE_EXISTS → fall back',
  'cluster.explain.no-metric': 'Server: no window for flowId {flowId} → FAIL → fall back',
};
