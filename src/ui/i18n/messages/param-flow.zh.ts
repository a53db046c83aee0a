/** 热点参数规则（ParamFlowRule）：与 sentinel-dashboard 的「热点规则」页面用词一致。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': '热点',
  'ruleTab.paramFlowRules.what':
    '热点参数规则（ParamFlowRuleManager），与 JSON 数据源中的格式相同；按每个请求的参数检查',
  'paramFlowControls.title': '热点规则 0',
  'paramFlowControls.summary':
    '`paramFlowRules[0]`：限流模式 {gradeName}，资源 `{resource}` 的参数索引（`paramIdx`）{paramIdx}',
  'slot.role.ParamFlowSlot': '检查热点参数规则：每个参数值一个令牌桶',
  'slot.role.GatewayFlowSlot': '检查网关流控规则（转换为热点参数规则），依据解析出的请求属性',
  'reason.paramFlowQps.formula': '参数值 "{param}"：令牌桶中没有令牌（单机阈值 {limit}）',
  'reason.paramFlowQps.idea':
    'ParamFlowChecker 为参数的每个值维护一个令牌桶（tokenCounters）；"{param}" 在当前统计窗口内的令牌已用完，只有超过统计窗口时长（durationInSec）后才补充。其他参数值有各自的令牌桶。',
  'reason.paramFlowThread.formula': '参数值 "{param}"：线程数 {value} >= 单机阈值 {limit}',
  'reason.paramFlowThread.idea':
    '线程数模式的热点规则按参数值统计并发请求（threadCountMap）；"{param}" 的并发数已达到阈值。',
  'system.tabs.hot': '热点参数值',
  'hotChart.modes': '按参数值的图表',
  'hotChart.mode.values': '最热的参数值',
  'hotChart.mode.bucket': '参数值的令牌桶',
  'hotChart.top.open': '查看该参数值的令牌桶',
  'hotChart.none': '本次运行中没有热点规则检查过参数值（请求是否携带参数？）。',
  'hotChart.rule': '规则',
  'hotChart.value': '参数值',
  'hotChart.top.title': '热点参数值：通过与拒绝 QPS',
  'hotChart.top.description':
    '规则检查次数最多的参数值，每个值有自己的令牌桶：实线为通过 QPS，虚线为被该规则拒绝的 QPS。',
  'hotChart.top.summary': 'ParamFlowRule {rule}，最热的参数值（通过/拒绝请求数）：{values}；共 {distinct} 个不同的值',
  'hotChart.top.blocked': '拒绝（虚线）',
  'hotChart.top.tip': '通过 {passed}，拒绝 {blocked} QPS',
  'hotChart.top.passedBlocked': '通过 / 拒绝',
  'hotChart.top.caption': '光标附近第 {from} 到 {to} 个时间片（每片 {tickMs} ms）：每个参数值的通过 / 拒绝 QPS',
  'hotChart.bucket.title': '参数值的令牌桶（tokenCounters）',
  'hotChart.bucket.description':
    '所选参数值每次检查后的 restQps。没有定时补充：只有距 lastAddTokenTime 超过统计窗口时长（durationInSec）后的请求才补充令牌，新窗口从该请求开始。',
  'hotChart.bucket.summary':
    '参数值 {value}：光标处 restQps {now}，maxCount {maxCount}；补充 {refills} 次（每次距上次超过 {durationMs} ms）',
  'hotChart.bucket.refill': '补充 / 新建令牌桶',
  'hotChart.bucket.refillTip': '{t} 补充：passTime {passTime} ms，toAddCount {toAdd}',
  'hotChart.bucket.newTip': '{t} 新建令牌桶：maxCount 个令牌',
  'hotChart.bucket.noBucket': '该规则没有令牌桶（检查路径 {path}：匀速排队用 timeCounters，线程数模式统计线程）。',
  'hotChart.bucket.caption': '参数值 {value}，光标附近第 {from} 到 {to} 个时间片（每片 {tickMs} ms）',
  'explain.paramFlow.noCheck': '`ParamFlowSlot`：请求没有参数（args 为 null）或没有适用的规则，热点规则不检查',
  'explain.paramFlow.rule':
    '`ParamFlowSlot`，ParamFlowRule {rule}：参数 `args[{paramIdx}]` = {argument}（检查路径 {path}）',
  'explain.paramFlow.negativeIdx':
    '`applyRealParamIdx`：负的参数索引 `paramIdx {before}` 在第一次调用时被改写为 `{after}`，并一直保留（之后参数个数不同的调用也沿用）',
  'explain.paramFlow.skipped.args-null': '没有参数：规则不检查，直接通过',
  'explain.paramFlow.skipped.index-out-of-range':
    '请求在 `paramIdx {paramIdx}` 处没有参数（参数太少，例如适配器不传参数调用 entry，#3453）：规则通过',
  'explain.paramFlow.skipped.value-null': '参数为 null：规则通过',
  'explain.paramFlow.hotItem': '参数例外项的阈值',
  'explain.paramFlow.ruleCount': '规则的 (long) count',
  'explain.paramFlow.nullElement':
    '列表中的 null 元素：`putIfAbsent(null, …)` 抛出 NullPointerException，被 passLocalCheck 吞掉，请求通过',
  'explain.paramFlow.unknownGrade': '参数值 "{value}"：Sentinel 不认识的 grade，直接通过',
  'explain.paramFlow.zero': '参数值 "{value}"（{cls}）：`tokenCount {tokenCount}`（{from}）`{cmp} 0` → {then}',
  'explain.paramFlow.overMax': '参数值 "{value}"（{cls}）：`acquireCount {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.paramFlow.newBucket':
    '参数值 "{value}"（{cls}）：`tokenCounters` 中还没有令牌桶（第一次请求，或已被 LRU 淘汰）：新建满桶，`restQps = maxCount {maxCount} − acquireCount {acquire} = {restQps}`，`lastAddTokenTime = {t}` ms',
  'explain.paramFlow.passTime':
    '参数值 "{value}"（{cls}）：令牌桶 `restQps {restQps}`，`lastAddTokenTime {lastAddTokenTime}` ms；`passTime = {now} − {lastAddTokenTime} = {passTime} {cmp} durationInSec × 1000 = {durationMs}` ms：{refill}',
  'explain.paramFlow.refills': '已超过一个完整的统计窗口，补充令牌',
  'explain.paramFlow.noRefill': '未超过一个完整的统计窗口（恰好等于 durationInSec 也不够），不补充',
  'explain.paramFlow.refill':
    '`toAddCount = passTime {passTime} × tokenCount {tokenCount} / {durationMs} = {toAddCount}`；`newQps = min(restQps {restQps} + toAddCount, maxCount {maxCount}) − acquireCount {acquire} = {newQps} {cmp} 0` → {then}（之后 `restQps {restAfter}`，`lastAddTokenTime` 变为该请求的时间）',
  'explain.paramFlow.take':
    '`newQps = restQps {restQps} − acquireCount {acquire} = {newQps} {cmp} 0` → {then}（之后 `restQps {restAfter}`）',
  'explain.paramFlow.throttleFirst':
    '参数值 "{value}"（{cls}）：`timeCounters` 中的第一个请求：通过，`lastPassTime = {t}` ms',
  'explain.paramFlow.onTime':
    '参数值 "{value}"（{cls}）：`expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`；等待 `{wait} {cmp} 0` ms → {then}',
  'explain.paramFlow.queue':
    '参数值 "{value}"（{cls}）：`expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`；等待 `{wait} {cmp} maxQueueingTimeMs {maxQueueingTimeMs}` ms → {then}',
  'explain.paramFlow.thread':
    '参数值 "{value}"（{cls}）：`threadCount {threadCount} + 1 {cmp} {threshold}`（{from}）→ {then}',
  'explain.concept.param-flow':
    '热点参数规则（热点规则）对某个参数的每个值分别限流：ParamFlowChecker 在 tokenCounters（一个 LRU 映射）中为每个值维护一个令牌桶，只有距该桶 lastAddTokenTime 超过统计窗口时长（durationInSec）的请求才会补充令牌——没有定时器，也不在窗口末尾补充。参数值按 Java equals 匹配，所以 Long 7 不是 int 类型的例外项 7。',
} satisfies Catalog;
