/** gateway.ts 的中文：沿用控制台「网关流控」页面的用语（API 类型、间隔、Burst size、针对请求属性、参数属性、匹配模式…）。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.gatewayFlowRules': '网关流控',
  'ruleTab.gatewayFlowRules.what':
    '网关流控规则（GatewayRuleManager），与 gw-flow JSON 数据源中的格式相同；按每个网关请求的属性检查',

  'explain.gateway.parsed': '`GatewayParamParser`：网关适配器以参数 `{args}` 进入 "{resource}"',
  'explain.gateway.modeMismatch':
    '`GatewayParamParser`："{resource}" 有一条带 paramItem 的规则，其 `resourceMode`（API 类型）与请求进入时的不同，所以参数为 `[]`："{resource}" 的网关规则都不检查',
  'explain.gateway.itemMissing': 'paramItem {index}（{strategy} {field}）：请求没有这个属性 → `null`，不检查',
  'explain.gateway.itemRaw': 'paramItem {index}（{strategy} {field}）= {raw}；没有匹配串，直接用属性值 → {result}',
  'explain.gateway.itemMatched': 'paramItem {index}（{strategy} {field}）= {raw}；{match} {pattern} 匹配 → {result}',
  'explain.gateway.itemNotMatched':
    'paramItem {index}（{strategy} {field}）= {raw}；{match} {pattern} 不匹配 → {result}，共用热点项 `{nm}`（10,000,000 个令牌）：实际上不限流',
  'explain.gateway.itemRegexBroken':
    'paramItem {index}（{strategy} {field}）= {raw}；匹配串 {pattern} 不是合法的正则，直接用属性值 → {result}',
  'explain.gateway.itemPrefix':
    'paramItem {index}（{strategy} {field}）= {raw}；GatewayParamParser 没有实现 {match}：匹配串 {pattern} 从不比较 → {result}',
  'explain.gateway.converted':
    '`GatewayFlowSlot`：GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`、`count {count}`、`durationInSec {durationInSec}`、`burstCount {burstCount}`；参数值 {value}',
  'explain.gateway.convertedNm':
    '`GatewayFlowSlot`：GatewayFlowRule {rule} → ParamFlowRule `paramIdx {paramIdx}`、`count {count}`、`durationInSec {durationInSec}`、`burstCount {burstCount}`、热点项 `{nm}`（10,000,000）；参数值 {value}',
  'explain.gateway.nothingChecked': '`GatewayFlowSlot`："{resource}" 没有被检查的转换规则',
  'explain.hot.argsNull': 'ParamFlowRule `paramIdx {paramIdx}`：调用没有参数，不检查',
  'explain.hot.outOfRange': 'ParamFlowRule `paramIdx {paramIdx}`：该位置没有参数，不检查',
  'explain.hot.valueNull': 'ParamFlowRule `paramIdx {paramIdx}`：参数为 `null`，不检查',
  'explain.hot.noGrade': '参数值 {value}：ParamFlowChecker 不认识的阈值类型：通过',
  'explain.hot.nullElement': '`null` 元素：Map 抛出 NullPointerException，请求因此通过',
  'explain.hot.clusterPass': '集群模式但没有 Token Server，fallbackToLocalWhenFail 为 false：通过',
  'explain.hot.thread': '参数值 {value}：`threadCount {threadCount} + 1 {cmp} {threshold}` → {then}',
  'explain.hot.tokenCountZero': '参数值 {value}：`tokenCount {tokenCount} {cmp} 0` → {then}',
  'explain.hot.acquireOverMax': '参数值 {value}：`acquire {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.hot.newBucket':
    '参数值 {value}：还没有令牌桶：新建满桶 `maxCount {maxCount}`（count + burstCount），减去 acquire → restQps {rest}；`acquire {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.hot.refill':
    '参数值 {value}：`now {now} − lastAddTokenTime {lastAddTokenTime} = {passTime} ms > {durationMs} ms`：补充 `toAddCount = {toAddCount}`',
  'explain.hot.refilledTake':
    '参数值 {value}：`min(restQps {restQps} + toAddCount {toAddCount}, maxCount {maxCount}) − acquire {acquire} {cmp} 0` → {then}',
  'explain.hot.take':
    '参数值 {value}：`now {now} − lastAddTokenTime {lastAddTokenTime} = {passTime} ms`，未超过 {durationMs} ms：不补充；`restQps {restQps} − acquire {acquire} {cmp} 0` → {then}',
  'explain.hot.pacingFirst': '参数值 {value}：第一个请求：通过，`lastPassTime = {now}`（costTime {costTimeMs} ms）',
  'explain.hot.pacing':
    '参数值 {value}：`expectedTime = lastPassTime {lastPassTime} + costTime {costTimeMs} = {expectedTime}`，等待 {wait} ms，`maxQueueingTimeMs {maxQueueingTimeMs}` → {then}',

  'explain.concept.gateway-parse':
    '网关适配器（Spring Cloud Gateway、Zuul）把每个请求解析成参数：每条带 paramItem（针对请求属性）的规则一个——Client IP、Host、Header、URL 参数或 Cookie；设置了匹配串时，不匹配的值变成 "$NM"。没有 paramItem 的规则读取常量 "$D"。',
  'explain.concept.gateway-convert':
    '每条网关规则都被转换成热点参数规则：间隔 intervalSec 变成 durationInSec，Burst size 变成 burstCount；有匹配串的规则多一个热点项 "$NM"（10,000,000 个令牌）。GatewayFlowSlot 按 HashSet 的顺序检查转换后的规则；先通过的规则即使后面的规则拒绝，也已经扣掉了令牌。',
  'explain.concept.hot-bucket':
    '每个参数值有一个 count + burstCount 个令牌的桶；只有距上次补充超过 durationInSec 秒时才补充，补充 passTime × count / duration 个。',
  'explain.concept.hot-pacing':
    '匀速排队（controlBehavior 2）时，每个参数值每 costTime = 1000 × durationInSec / count ms 通过一个；等待短于 maxQueueingTimeMs 的请求排队等待。',
  'explain.concept.hot-thread': '线程数模式限制同一个参数值同时执行的请求数。',
} satisfies Catalog;
