/** 槽链的规则说明与 Sentinel 不加载规则的原因（见 chain-rules.ts）。Java 名称与字段保持原样。 */
import type { Catalog } from './catalog';

export default {
  'rules.note': ' —— {why}',
  'rules.droppedInvalid': '无效，已被丢弃',
  'rules.ignored': '被忽略：{problem}',
  'rules.dropped.invalid': '无效，已被丢弃（{issues}）',
  'rules.dropped.isValidRule': '无效，已被丢弃（`isValidRule` 为 false）',
  'rules.dropped.loadFails': '未加载：规则 {index} 的控制器抛出异常（{error}），整次加载失败',
  'rules.dropped.equal': '已加载一条相同的规则（相同的规则 Sentinel 只保留一条）',

  'rules.flow': '`FlowRule` {index}，资源 "{resource}"：{what}，`limitApp` "{limitApp}"{strategy}{note}',
  'rules.flow.thread': '`THREAD` `count` {count}',
  'rules.flow.qps': '`QPS` `count` {count}，`{behavior}`',
  'rules.flow.relate': '，`RELATE` 关联 "{ref}"',
  'rules.flow.chain': '，`CHAIN` 来自上下文 "{ref}"',

  'rules.degrade':
    '`DegradeRule` {index}，资源 "{resource}"：{grade}，{threshold}，`minRequestAmount` {min}，`statIntervalMs` {statIntervalMs}，`timeWindow` {timeWindow} s{note}',
  'rules.degrade.slow': 'RT > {rt} ms，`slowRatioThreshold` {ratio}',
  'rules.degrade.count': '`count` {count}',
  'rules.degradeGrade.0': '{grade}（慢调用比例）',
  'rules.degradeGrade.1': '{grade}（异常比例）',
  'rules.degradeGrade.2': '{grade}（异常数）',
  'rules.degradeGrade.unknown': '{grade}',
  'rules.degrade.legacy':
    '`DegradeRule` {index}，资源 "{resource}"（1.7.2 旧版）：{grade}，{threshold} 时熔断，持续 `timeWindow` {timeWindow} s{note}',
  'rules.legacyGrade.0': '{grade}（平均 RT）',
  'rules.legacyGrade.1': '{grade}（异常比例）',
  'rules.legacyGrade.2': '{grade}（异常数）',
  'rules.legacyGrade.unknown': '{grade}（没有这种策略：每次检查都熔断）',
  'rules.legacyThreshold.0': '平均 RT ≥ {count} ms 连续 {inARow} 次',
  'rules.legacyThreshold.1': '异常比例 ≥ {count}（每秒至少 {min} 个请求）',
  'rules.legacyThreshold.2': '最近一分钟异常数 ≥ {count}',
  'rules.legacyThreshold.other': '`count` {count}',

  'rules.authority': '`AuthorityRule` {index}，资源 "{resource}"：{list} "{limitApp}"{note}',
  'rules.authority.black': '黑名单',
  'rules.authority.white': '白名单',

  'rules.paramFlow': '`ParamFlowRule` {index}，资源 "{resource}"：`paramIdx` {paramIdx}，{what}{items}{note}',
  'rules.paramFlow.pacing': '每 {duration} s `QPS` `count` {count}，匀速排队（`maxQueueingTimeMs` {queue}）',
  'rules.paramFlow.burst': '每 {duration} s `QPS` `count` {count}，`burstCount` {burst}',
  'rules.paramFlow.items.one': '，{count} 个热点项',
  'rules.paramFlow.items.other': '，{count} 个热点项',

  'rules.system': '`SystemRule` {index}：`{set}`',
  'rules.system.none': '`SystemRule` {index}：未设阈值',

  'rules.gateway.route': '`GatewayFlowRule` {index}，路由 "{resource}"：{item}，{what}{after}',
  'rules.gateway.api': '`GatewayFlowRule` {index}，API "{resource}"：{item}，{what}{after}',
  'rules.gateway.wholeRoute': '整个路由',
  'rules.gateway.item': '`{strategy}`{field}{match}',
  'rules.gateway.field': ' "{name}"',
  'rules.gateway.match': '，`{match}` "{pattern}"',
  'rules.gateway.qps': '每 {interval} s `QPS` `count` {count}{pacing}{burst}',
  'rules.gateway.pacing': '，匀速排队（`maxQueueingTimeoutMs` {ms}）',
  'rules.gateway.burst': '，`burst` {burst}',
  'rules.gateway.converted': ' → `ParamFlowRule` `paramIdx` {paramIdx}',

  'breaker.track': '`DegradeRule` {rule}，资源 {resource}：{grade}',
  'breaker.track.legacy':
    '`DegradeRule` {rule}，资源 {resource}（Sentinel 1.7.2 旧版降级：熔断 `timeWindow` {timeWindow} s，无探测）：{grade}',

  'issue.at': '`{path}`：{detail}',
  'issue.flow.resource': '必须是非空的资源名',
  'issue.flow.count': '必须 ≥ 0，实际为 {got}',
  'issue.flow.grade': '必须是 0（`THREAD`）或 1（`QPS`），实际为 {got}',
  'issue.flow.strategy': '必须 ≥ 0：0（`DIRECT`）、1（`RELATE`）或 2（`CHAIN`），实际为 {got}',
  'issue.flow.controlBehavior':
    '必须 ≥ 0：0（直接拒绝）、1（`WARM_UP`）、2（`RATE_LIMITER`）或 3（`WARM_UP_RATE_LIMITER`），实际为 {got}',
  'issue.flow.regexResource': '`regex` 为 true 时必须是合法的 Java 正则表达式',
  'issue.flow.regexCluster': '为 true 时要求 `clusterMode` 为 false',
  'issue.flow.regexBehavior': '为 true 时要求 `controlBehavior` 为 0（直接拒绝），实际为 `{got}`',
  'issue.flow.refResource': '`strategy` 为 {strategy} 时必须是非空的资源名',
  'issue.flow.positiveFor': '`controlBehavior` 为 `{behavior}` 时必须 > 0，实际为 {got}',
  'issue.flow.clusterConfig': '`clusterMode` 为 true 时必须提供',
  'issue.flow.flowId': '`clusterMode` 为 true 时必须是 > 0 的整数，实际为 {got}',
  'issue.flow.positive': '必须 > 0，实际为 {got}',
  'issue.flow.multiple': '必须是 `sampleCount` {sampleCount} 的倍数，实际为 {got}',
  'issue.flow.clusterNormal': '集群模式下 `grade` {grade} 时必须为 0（`NORMAL`），实际为 {got}',
  'issue.flow.clusterPositive': '集群模式下 `grade` {grade} 时必须 > 0，实际为 {got}',
  'issue.flow.clusterNonNegative': '集群模式下 `grade` {grade} 时必须 ≥ 0，实际为 {got}',
} satisfies Catalog;
