/** 热点参数规则（ParamFlowRule）：与 sentinel-dashboard 的「热点规则」页面用词一致。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': '热点',
  'ruleTab.paramFlowRules.what':
    '热点参数规则（ParamFlowRuleManager），与 JSON 数据源中的格式相同；按每个请求的参数检查',
  'slot.role.ParamFlowSlot': '检查热点参数规则：每个参数值一个令牌桶',
  'slot.role.GatewayFlowSlot': '检查网关流控规则（转换为热点参数规则），依据解析出的请求属性',
  'reason.paramFlowQps.formula': '参数值 "{param}"：令牌桶中没有令牌（单机阈值 {limit}）',
  'reason.paramFlowQps.idea':
    'ParamFlowChecker 为参数的每个值维护一个令牌桶（tokenCounters）；"{param}" 在当前统计窗口内的令牌已用完，只有超过统计窗口时长（durationInSec）后才补充。其他参数值有各自的令牌桶。',
  'reason.paramFlowThread.formula': '参数值 "{param}"：线程数 {value} >= 单机阈值 {limit}',
  'reason.paramFlowThread.idea':
    '线程数模式的热点规则按参数值统计并发请求（threadCountMap）；"{param}" 的并发数已达到阈值。',
  'system.tabs.hot': '热点参数值',
} satisfies Catalog;
