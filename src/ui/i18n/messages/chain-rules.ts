/**
 * The slot chain's words for its rules (the slot view's rule line, a breaker track's name) and for why Sentinel
 * left a rule out: the engine returns these keys with their values (src/engine/sim/chain-rules.ts,
 * gateway-rules-info.ts, chain-runner.ts), and the `issue.*` words of a flow rule Sentinel drops
 * (src/engine/sentinel/rules/flow-rule-validity.ts). Java names and fields are in `code`, the same in both languages.
 */
import type { Catalog } from './catalog';

export default {
  'rules.note': ' — {why}',
  'rules.droppedInvalid': 'dropped as invalid',
  'rules.ignored': 'ignored: {problem}',
  'rules.dropped.invalid': 'dropped as invalid ({issues})',
  'rules.dropped.isValidRule': 'dropped as invalid (`isValidRule` is false)',
  'rules.dropped.loadFails': "not loaded: rule {index}'s controller throws ({error}), so the whole load fails",
  'rules.dropped.equal': 'an equal rule is already loaded (Sentinel keeps one of equal rules)',

  'rules.flow': '`FlowRule` {index} on "{resource}": {what}, `limitApp` "{limitApp}"{strategy}{note}',
  'rules.flow.thread': '`THREAD` `count` {count}',
  'rules.flow.qps': '`QPS` `count` {count}, `{behavior}`',
  'rules.flow.relate': ', `RELATE` to "{ref}"',
  'rules.flow.chain': ', `CHAIN` from context "{ref}"',

  'rules.degrade':
    '`DegradeRule` {index} on "{resource}": {grade}, {threshold}, `minRequestAmount` {min}, `statIntervalMs` {statIntervalMs}, `timeWindow` {timeWindow} s{note}',
  'rules.degrade.slow': 'RT > {rt} ms, `slowRatioThreshold` {ratio}',
  'rules.degrade.count': '`count` {count}',
  'rules.degradeGrade.0': '{grade} (slow-request ratio)',
  'rules.degradeGrade.1': '{grade} (error ratio)',
  'rules.degradeGrade.2': '{grade} (error count)',
  'rules.degradeGrade.unknown': '{grade}',
  'rules.degrade.legacy':
    '`DegradeRule` {index} on "{resource}" (1.7.2 legacy): {grade}, cut when {threshold}, for `timeWindow` {timeWindow} s{note}',
  'rules.legacyGrade.0': '{grade} (average RT)',
  'rules.legacyGrade.1': '{grade} (exception ratio)',
  'rules.legacyGrade.2': '{grade} (exception count)',
  'rules.legacyGrade.unknown': '{grade} (no such strategy: every check cuts)',
  'rules.legacyThreshold.0': 'average RT ≥ {count} ms at {inARow} checks in a row',
  'rules.legacyThreshold.1': 'exception ratio ≥ {count} (at ≥ {min} requests/s)',
  'rules.legacyThreshold.2': 'exceptions in the last minute ≥ {count}',
  'rules.legacyThreshold.other': '`count` {count}',

  'rules.authority': '`AuthorityRule` {index} on "{resource}": {list} "{limitApp}"{note}',
  'rules.authority.black': 'black list',
  'rules.authority.white': 'white list',

  'rules.paramFlow': '`ParamFlowRule` {index} on "{resource}": `paramIdx` {paramIdx}, {what}{items}{note}',
  'rules.paramFlow.pacing': '`QPS` `count` {count} per {duration} s, pacing (`maxQueueingTimeMs` {queue})',
  'rules.paramFlow.burst': '`QPS` `count` {count} per {duration} s, `burstCount` {burst}',
  'rules.paramFlow.items.one': ', {count} hot item',
  'rules.paramFlow.items.other': ', {count} hot items',

  'rules.system': '`SystemRule` {index}: `{set}`',
  'rules.system.none': '`SystemRule` {index}: no threshold set',

  'rules.gateway.route': '`GatewayFlowRule` {index} on route "{resource}": {item}, {what}{after}',
  'rules.gateway.api': '`GatewayFlowRule` {index} on API "{resource}": {item}, {what}{after}',
  'rules.gateway.wholeRoute': 'whole route',
  'rules.gateway.item': '`{strategy}`{field}{match}',
  'rules.gateway.field': ' "{name}"',
  'rules.gateway.match': ', `{match}` "{pattern}"',
  'rules.gateway.qps': '`QPS` `count` {count} per {interval} s{pacing}{burst}',
  'rules.gateway.pacing': ', pacing (`maxQueueingTimeoutMs` {ms})',
  'rules.gateway.burst': ', `burst` {burst}',
  'rules.gateway.converted': ' → `ParamFlowRule` `paramIdx` {paramIdx}',

  'breaker.track': '`DegradeRule` {rule} on {resource}: {grade}',
  'breaker.track.legacy':
    '`DegradeRule` {rule} on {resource} (Sentinel 1.7.2 legacy degrade: cut for `timeWindow` {timeWindow} s, no probe): {grade}',

  // why Sentinel drops a flow rule (FlowRuleUtil.isValidRule), after the field's path
  'issue.at': '`{path}`: {detail}',
  'issue.flow.resource': 'must be a non-blank resource name',
  'issue.flow.count': 'must be ≥ 0, got {got}',
  'issue.flow.grade': 'must be 0 (`THREAD`) or 1 (`QPS`), got {got}',
  'issue.flow.strategy': 'must be ≥ 0: 0 (`DIRECT`), 1 (`RELATE`) or 2 (`CHAIN`), got {got}',
  'issue.flow.controlBehavior':
    'must be ≥ 0: 0 (reject), 1 (`WARM_UP`), 2 (`RATE_LIMITER`) or 3 (`WARM_UP_RATE_LIMITER`), got {got}',
  'issue.flow.regexResource': 'must be a valid Java regular expression when `regex` is true',
  'issue.flow.regexCluster': 'true requires `clusterMode` false',
  'issue.flow.regexBehavior': 'true requires `controlBehavior` 0 (reject), got `{got}`',
  'issue.flow.refResource': 'must be a non-blank resource name for `strategy` {strategy}',
  'issue.flow.positiveFor': 'must be > 0 for `controlBehavior` `{behavior}`, got {got}',
  'issue.flow.clusterConfig': 'is required when `clusterMode` is true',
  'issue.flow.flowId': 'must be an integer > 0 when `clusterMode` is true, got {got}',
  'issue.flow.positive': 'must be > 0, got {got}',
  'issue.flow.multiple': 'must be a multiple of `sampleCount` {sampleCount}, got {got}',
  'issue.flow.clusterNormal': 'must be 0 (`NORMAL`) for `grade` {grade} in cluster mode, got {got}',
  'issue.flow.clusterPositive': 'must be > 0 for `grade` {grade} in cluster mode, got {got}',
  'issue.flow.clusterNonNegative': 'must be ≥ 0 for `grade` {grade} in cluster mode, got {got}',
} satisfies Catalog;
