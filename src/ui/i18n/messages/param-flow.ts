/**
 * Hot-parameter rules (ParamFlowRule) on the page: the Hot-param tab, the slot view's ParamFlowSlot and its
 * reasons. Rule 0's sliders and the per-value charts are in hot-gateway.ts, ParamFlowSlot's explanation steps in
 * explain-steps.ts (lazy groups, ../lang.ts). Field names stay Java's; the 中文 file uses the words of the
 * dashboard's 热点规则 page.
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': 'Hot param',
  'ruleTab.paramFlowRules.what':
    'hot-parameter rules (ParamFlowRuleManager), as a JSON data source holds them; checked on the arguments of each request',
  'slot.role.ParamFlowSlot': 'checks hot-parameter rules: a token bucket per argument value',
  'slot.role.GatewayFlowSlot': 'checks gateway rules (converted to hot-parameter rules) on the parsed request',
  'reason.paramFlowQps.formula': 'value "{param}": no token left in its bucket (count {limit})',
  'reason.paramFlowQps.idea':
    'ParamFlowChecker keeps one token bucket per value of the argument (tokenCounters); "{param}" had used its tokens for this durationInSec, and the bucket refills only when more than durationInSec has passed. Other values have their own buckets.',
  'reason.paramFlowThread.formula': 'value "{param}": threads {value} >= count {limit}',
  'reason.paramFlowThread.idea':
    'A THREAD-grade hot-parameter rule counts the requests in flight per value (threadCountMap); "{param}" already had as many as its threshold.',
  'system.tabs.hot': 'Hot values',
} satisfies Catalog;
