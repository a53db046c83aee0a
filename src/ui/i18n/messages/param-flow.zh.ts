/** 热点参数规则（ParamFlowRule）：与 sentinel-dashboard 的「热点规则」页面用词一致。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': '热点',
  'ruleTab.paramFlowRules.what':
    '热点参数规则（ParamFlowRuleManager），与 JSON 数据源中的格式相同；按每个请求的参数检查',
  'paramFlowControls.title': '热点规则 0',
  'paramFlowControls.summary': '`paramFlowRules[0]`：限流模式 {gradeName}，资源 `{resource}` 的参数索引（`paramIdx`）{paramIdx}',
  'slot.role.ParamFlowSlot': '检查热点参数规则：每个参数值一个令牌桶',
  'slot.role.GatewayFlowSlot': '检查网关流控规则（转换为热点参数规则），依据解析出的请求属性',
  'reason.paramFlowQps.formula': '参数值 "{param}"：令牌桶中没有令牌（单机阈值 {limit}）',
  'reason.paramFlowQps.idea':
    'ParamFlowChecker 为参数的每个值维护一个令牌桶（tokenCounters）；"{param}" 在当前统计窗口内的令牌已用完，只有超过统计窗口时长（durationInSec）后才补充。其他参数值有各自的令牌桶。',
  'reason.paramFlowThread.formula': '参数值 "{param}"：线程数 {value} >= 单机阈值 {limit}',
  'reason.paramFlowThread.idea':
    '线程数模式的热点规则按参数值统计并发请求（threadCountMap）；"{param}" 的并发数已达到阈值。',
  'system.tabs.hot': '热点参数值',
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
} satisfies Catalog;
