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
    'cluster.explain.node':
      'Arrives at node {node} at {atMs} ms; asks the token server for flowId {flowId}, acquire {acquire}, prioritized {prioritized}',
    'cluster.explain.nodeLocal': 'Arrives at node {node} at {atMs} ms (acquire {acquire}, prioritized {prioritized})',
    'cluster.explain.noAnswer':
      'No answer from the server ({status}: transport not ready, server down or the request timed out) → fall back',
    'cluster.explain.bad-request': 'Server: flowId {flowId} or acquire is not valid → BAD_REQUEST → fall back',
    'cluster.explain.no-rule': 'Server: no rule with flowId {flowId} → NO_RULE_EXISTS → fall back',
    'cluster.explain.no-metric': 'Server: no window for flowId {flowId} → FAIL → fall back',
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
  },
  zh: {
    'limiter.sentinel-cluster': '集群流控（Token Server）',
    'cluster.hint.nodes': '分摊流量的客户端节点数',
    'cluster.hint.count': '集群规则的阈值 count',
    'cluster.hint.thresholdType': '0 均摊阈值（count × 客户端数），1 总体阈值（count）',
    'cluster.hint.skew': '流量倾斜：节点 i 分得 1/(i+1)^skew',
    'cluster.hint.exceedCount': '服务端：阈值 × exceedCount',
    'cluster.hint.maxOccupyRatio': '服务端：优先请求最多预占 ratio × 阈值',
    'cluster.hint.maxAllowedQps': '服务端：每个命名空间每秒的令牌请求数（需要命名空间集合）',
    'cluster.hint.requestTimeout': '客户端：等待回答的时间，超时则失败退化',
    'cluster.hint.networkDelay': '开始时每条连接的单向延迟（按源码实现，未经 trace 校验）',
    'cluster.noCurve': '集群规则没有预热曲线：Token Server 统计的是滑动窗口。',
    'cluster.why.passed': '通过',
    'cluster.why.blocked': '拒绝',
    'cluster.why.token': '节点 {node}：Token Server 回答 {status} → {verdict}',
    'cluster.why.fallback-local': '节点 {node}：{status}，失败退化为本地控制器 → {verdict}',
    'cluster.why.fallback-pass': '节点 {node}：{status}，fallbackToLocalWhenFail 为 false → {verdict}',
    'cluster.why.no-node': '节点 {node}：退化时没有选中节点 → {verdict}',
    'cluster.idea.token': 'Token Server 在同一个窗口里统计所有节点的通过数；节点只负责申请。',
    'cluster.idea.fallback': '拿不到回答时节点在本地检查规则，而本地窗口里已经包含了 Token Server 放行的请求。',
    'cluster.explain.node':
      '在 {atMs} ms 到达节点 {node}；向 Token Server 申请 flowId {flowId}，acquire {acquire}，prioritized {prioritized}',
    'cluster.explain.nodeLocal': '在 {atMs} ms 到达节点 {node}（acquire {acquire}，prioritized {prioritized}）',
    'cluster.explain.noAnswer': 'Token Server 没有回答（{status}：连接未就绪、服务端宕机或请求超时）→ 失败退化',
    'cluster.explain.bad-request': '服务端：flowId {flowId} 或 acquire 无效 → BAD_REQUEST → 失败退化',
    'cluster.explain.no-rule': '服务端：没有 flowId {flowId} 的规则 → NO_RULE_EXISTS → 失败退化',
    'cluster.explain.no-metric': '服务端：flowId {flowId} 没有统计窗口 → FAIL → 失败退化',
    'cluster.explain.limiter':
      '命名空间“{namespace}”的限流器：{qps} 次/秒 + 1 {cmp} maxAllowedQps {max} → {then}（否则 TOO_MANY_REQUEST，失败退化）',
    'cluster.explain.thresholdGlobal': '总体阈值：threshold = count {count} × exceedCount {exceed} = {threshold}',
    'cluster.explain.thresholdAvg':
      '均摊阈值：threshold = count {count} × {connected} 个已连接客户端 × exceedCount {exceed} = {threshold}',
    'cluster.explain.window':
      '窗口：通过 {passSum} / {seconds} 秒 = {latestQps}/秒；remaining = {threshold} − {latestQps} − {acquire} = {remaining} {cmp} 0 → {then}',
    'cluster.explain.occupyRatio': '优先请求：WAITING {waiting}/秒 {cmp} maxOccupyRatio × threshold {max} → {then}',
    'cluster.explain.occupy':
      'tryOccupyNext：{latestQps} + ({acquire} + 已占用 {occupied}) − 最旧桶的 {headPass} {cmp} {threshold} → {then}',
    'cluster.explain.fallbackPass': 'fallbackToLocalWhenFail 为 false：不应用规则 → 通过',
    'cluster.explain.fallbackLocal': '失败退化（fallbackToLocalWhenFail）：由规则自己的控制器按本节点的窗口判断',
    'cluster.explain.localOnly': '没有 Token Server：节点在本地检查自己的规则',
    'cluster.explain.caught': '在集群 try 块内抛出 PriorityWaitException：被捕获，退化逻辑再执行一次',
    'cluster.explain.noNode': '规则没有为这次调用选中节点：不检查直接通过',
    'explain.concept.cluster-node': '集群模式下 FlowRuleChecker 不在本地计数，而是向 Token Server 申请令牌。',
    'explain.concept.cluster-fail': '令牌客户端未连接，或回答晚于 requestTimeout（20 ms），结果为 FAIL。',
    'explain.concept.cluster-server': 'DefaultTokenService 先检查请求和规则，再看窗口。',
    'explain.concept.cluster-namespace':
      'GlobalRequestLimiter 按命名空间统计令牌请求次数（不是许可数），且只有加载了命名空间集合后才存在。',
    'explain.concept.cluster-threshold': '均摊阈值把 count 乘以此刻已连接的客户端数：一个都没有时阈值为 0。',
    'explain.concept.cluster-window': 'Token Server 的 ClusterMetric 把所有节点的通过数在窗口内求和，再除以窗口秒数。',
    'explain.concept.cluster-occupy': '优先请求可以占用下一个桶的令牌，但只有最旧桶的通过数腾出空间时才行。',
    'explain.concept.cluster-fallback':
      'FAIL、TOO_MANY_REQUEST、NO_RULE_EXISTS 和 BAD_REQUEST 会失败退化：本地检查或直接通过。',
    'explain.concept.cluster-local': '对照组：每个节点只按自己的窗口限流，没有 Token Server。',
  },
};
