/**
 * Gateway flow rules (GatewayFlowRule, the dashboard's 网关流控 page) on the page: the Gateway tab, rule 0's
 * sliders, a source's gateway attributes, the explanation of GatewayFlowSlot (the adapter's parse, the converted
 * hot-parameter rule, the value's bucket) and the gateway presets. Field names stay Java's; the 中文 file uses the
 * words of the dashboard's 网关流控 dialog (API 类型, 间隔, Burst size, 针对请求属性, 参数属性, 匹配模式…).
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.gatewayFlowRules': 'Gateway',
  'ruleTab.gatewayFlowRules.what':
    'gateway flow rules (GatewayRuleManager), as a gw-flow JSON data source holds them; checked on the attributes of each gateway request',

  // explain: GatewayParamParser
  'explain.gateway.parsed': '`GatewayParamParser`: the gateway adapter enters "{resource}" with the arguments `{args}`',
  'explain.gateway.modeMismatch':
    '`GatewayParamParser`: a rule of "{resource}" with a paramItem has another `resourceMode` than the request enters with, so the arguments are `[]`: no gateway rule of "{resource}" checks anything',
  'explain.gateway.itemMissing':
    'paramItem {index} ({strategy} {field}): the request has no such attribute → `null`, not checked',
  'explain.gateway.itemRaw':
    'paramItem {index} ({strategy} {field}) = {raw}; no pattern, so the value itself → {result}',
  'explain.gateway.itemMatched': 'paramItem {index} ({strategy} {field}) = {raw}; {match} {pattern} matches → {result}',
  'explain.gateway.itemNotMatched':
    'paramItem {index} ({strategy} {field}) = {raw}; {match} {pattern} does not match → {result}, which shares the hot item `{nm}` (10,000,000 tokens): effectively unlimited',
  'explain.gateway.itemRegexBroken':
    'paramItem {index} ({strategy} {field}) = {raw}; the pattern {pattern} did not compile, so the value itself → {result}',
  'explain.gateway.itemPrefix':
    'paramItem {index} ({strategy} {field}) = {raw}; {match} is not implemented in GatewayParamParser: the pattern {pattern} is never compared → {result}',
  // explain: GatewayRuleConverter
  'explain.gateway.converted':
    '`GatewayFlowSlot`: GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`, `count {count}`, `durationInSec {durationInSec}`, `burstCount {burstCount}`; value {value}',
  'explain.gateway.convertedNm':
    '`GatewayFlowSlot`: GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`, `count {count}`, `durationInSec {durationInSec}`, `burstCount {burstCount}`, hot item `{nm}` (10,000,000); value {value}',
  'explain.gateway.nothingChecked': '`GatewayFlowSlot`: no converted rule of "{resource}" was checked',
  // explain: one value's check (ParamFlowChecker)
  'explain.hot.argsNull': 'ParamFlowRule `paramIdx {paramIdx}`: the entry has no arguments: not checked',
  'explain.hot.outOfRange': 'ParamFlowRule `paramIdx {paramIdx}`: no argument at that index: not checked',
  'explain.hot.valueNull': 'ParamFlowRule `paramIdx {paramIdx}`: the argument is `null`: not checked',
  'explain.hot.noGrade': 'value {value}: a grade ParamFlowChecker does not know: passes',
  'explain.hot.nullElement': 'a `null` element: the map throws NullPointerException, which lets the request through',
  'explain.hot.clusterPass': 'cluster mode without a token server, fallbackToLocalWhenFail false: passes',
  'explain.hot.thread': 'value {value}: `threadCount {threadCount} + 1 {cmp} {threshold}` → {then}',
  'explain.hot.tokenCountZero': 'value {value}: `tokenCount {tokenCount} {cmp} 0` → {then}',
  'explain.hot.acquireOverMax': 'value {value}: `acquire {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.hot.newBucket':
    'value {value}: no bucket yet: a full one, `maxCount {maxCount}` (count + burstCount), minus acquire → restQps {rest}; `acquire {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.hot.refill':
    'value {value}: `now {now} − lastAddTokenTime {lastAddTokenTime} = {passTime} ms > {durationMs} ms`: refill `toAddCount = {toAddCount}`',
  'explain.hot.refilledTake':
    'value {value}: `min(restQps {restQps} + toAddCount {toAddCount}, maxCount {maxCount}) − acquire {acquire} {cmp} 0` → {then}',
  'explain.hot.take':
    'value {value}: `now {now} − lastAddTokenTime {lastAddTokenTime} = {passTime} ms`, not more than {durationMs} ms: no refill; `restQps {restQps} − acquire {acquire} {cmp} 0` → {then}',
  'explain.hot.pacingFirst': 'value {value}: first request: passes, `lastPassTime = {now}` (costTime {costTimeMs} ms)',
  'explain.hot.pacing':
    'value {value}: `expectedTime = lastPassTime {lastPassTime} + costTime {costTimeMs} = {expectedTime}`, wait {wait} ms, `maxQueueingTimeMs {maxQueueingTimeMs}` → {then}',

  'explain.concept.gateway-parse':
    'A gateway adapter (Spring Cloud Gateway, Zuul) parses each request into one argument per gateway rule with a paramItem: the client IP, Host, a header, a URL parameter or a cookie; with a pattern, a value that does not match becomes "$NM". Rules without a paramItem read the constant "$D".',
  'explain.concept.gateway-convert':
    'Every gateway rule is converted into a hot-parameter rule: intervalSec becomes durationInSec, burst burstCount; a rule with a pattern gets the hot item "$NM" with 10,000,000 tokens. GatewayFlowSlot checks the converted rules in their HashSet order; a rule that passed keeps the tokens it took even when a later one blocks.',
  'explain.concept.hot-bucket':
    'Each value has a token bucket of count + burstCount tokens; it is refilled only when more than durationInSec seconds passed since its last refill, by passTime × count / duration tokens.',
  'explain.concept.hot-pacing':
    'With pacing (controlBehavior 2) each value passes once every costTime = 1000 × durationInSec / count ms; a request waits for its slot if the wait is shorter than maxQueueingTimeMs.',
  'explain.concept.hot-thread': 'The THREAD grade limits how many requests of one value run at once.',
} satisfies Catalog;
