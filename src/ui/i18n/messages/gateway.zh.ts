/** gateway.ts 的中文：沿用控制台「网关流控」页面的用语（API 类型、间隔、Burst size、针对请求属性、参数属性、匹配模式…）。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.gatewayFlowRules': '网关流控',
  'ruleTab.gatewayFlowRules.what':
    '网关流控规则（GatewayRuleManager），与 gw-flow JSON 数据源中的格式相同；按每个网关请求的属性检查',
  'reason.gatewayFlowQps.formula': '解析出的值 "{param}"：转换后规则的令牌桶中没有令牌（QPS 阈值 {limit}）',
  'reason.gatewayFlowQps.idea':
    '网关规则被转换成针对解析出的请求属性的热点参数规则；"{param}" 在当前间隔内的令牌已用完。不匹配匹配串的值都是 "$NM"，有 10,000,000 个令牌。',
  'reason.gatewayFlowThread.formula': '解析出的值 "{param}"：线程数 {value} >= 阈值 {limit}',
  'reason.gatewayFlowThread.idea': '线程数模式的网关规则按解析出的值统计并发请求；"{param}" 的并发数已达到阈值。',
  'system.tabs.gateway': '网关参数值',
} satisfies Catalog;
