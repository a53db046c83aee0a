/**
 * Gateway flow rules (GatewayFlowRule, the dashboard's 网关流控 page) on the page: the Gateway tab and the slot
 * chain's words for GatewayFlowSlot. Rule 0's sliders and a source's gateway attributes are in hot-gateway.ts,
 * the explanation of GatewayFlowSlot in explain-steps.ts, the gateway presets in gallery-gateway.ts (lazy groups,
 * ../lang.ts). Field names stay Java's; the 中文 file uses the
 * words of the dashboard's 网关流控 dialog (API 类型, 间隔, Burst size, 针对请求属性, 参数属性, 匹配模式…).
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.gatewayFlowRules': 'Gateway',
  'ruleTab.gatewayFlowRules.what':
    'gateway flow rules (GatewayRuleManager), as a gw-flow JSON data source holds them; checked on the attributes of each gateway request',
  // the slot view's words for a request GatewayFlowSlot stopped (lib/slot-explain.ts)
  'reason.gatewayFlowQps.formula':
    'parsed value "{param}": no token left in its converted rule’s bucket (count {limit})',
  'reason.gatewayFlowQps.idea':
    'The gateway rule was converted into a hot-parameter rule on the parsed attribute; "{param}" had used its tokens for this intervalSec. Values that do not match the pattern are all "$NM", with 10,000,000 tokens.',
  'reason.gatewayFlowThread.formula': 'parsed value "{param}": threads {value} >= count {limit}',
  'reason.gatewayFlowThread.idea':
    'A THREAD-grade gateway rule counts the requests in flight per parsed value; "{param}" already had as many as its count.',
  // the gateway rules' per-value charts (HotValueCharts of="gatewayFlow")
  'system.tabs.gateway': 'Gateway values',
} satisfies Catalog;
