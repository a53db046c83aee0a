/**
 * Hot-parameter rules (ParamFlowRule) on the page: the Hot-param tab, rule 0's sliders, the per-value charts,
 * the slot view's ParamFlowSlot and its reasons. Field names stay Java's; the 中文 file uses the words of the
 * dashboard's 热点规则 page.
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': 'Hot param',
  'ruleTab.paramFlowRules.what':
    'hot-parameter rules (ParamFlowRuleManager), as a JSON data source holds them; checked on the arguments of each request',
  'paramFlowControls.title': 'Hot-parameter rule 0',
  'paramFlowControls.summary':
    '`paramFlowRules[0]`: {gradeName} on argument `paramIdx` {paramIdx} of resource `{resource}`',
  'slot.role.ParamFlowSlot': 'checks hot-parameter rules: a token bucket per argument value',
  'slot.role.GatewayFlowSlot': 'checks gateway rules (converted to hot-parameter rules) on the parsed request',
  'reason.paramFlowQps.formula': 'value "{param}": no token left in its bucket (count {limit})',
  'reason.paramFlowQps.idea':
    'ParamFlowChecker keeps one token bucket per value of the argument (tokenCounters); "{param}" had used its tokens for this durationInSec, and the bucket refills only when more than durationInSec has passed. Other values have their own buckets.',
  'reason.paramFlowThread.formula': 'value "{param}": threads {value} >= count {limit}',
  'reason.paramFlowThread.idea':
    'A THREAD-grade hot-parameter rule counts the requests in flight per value (threadCountMap); "{param}" already had as many as its threshold.',
  'system.tabs.hot': 'Hot values',
  'hotChart.none': 'No hot-parameter rule checked a value in this run (do the requests carry arguments?).',
  'hotChart.rule': 'Rule',
  'hotChart.value': 'Value',
  'hotChart.top.title': 'Hot values: passed and blocked QPS',
  'hotChart.top.description':
    'The values the rule checked most often, each with its own token bucket: passed QPS solid, blocked QPS dashed (blocked by this rule).',
  'hotChart.top.summary':
    'ParamFlowRule {rule}, top values (passed/blocked requests): {values}; {distinct} distinct values',
  'hotChart.top.blocked': 'blocked (dashed)',
  'hotChart.top.tip': '{passed} passed, {blocked} blocked QPS',
  'hotChart.top.passedBlocked': 'passed / blocked',
  'hotChart.top.caption': 'Ticks {from} to {to} ({tickMs} ms each) around the cursor: passed / blocked QPS per value',
  'hotChart.bucket.title': 'The value’s token bucket (tokenCounters)',
  'hotChart.bucket.description':
    'restQps of the picked value after each of its checks. Nothing refills it on a timer: a request refills it only when more than durationInSec has passed since lastAddTokenTime, and the window then starts at that request.',
  'hotChart.bucket.summary':
    'Value {value}: restQps {now} of maxCount {maxCount} at the cursor; {refills} refills (each more than {durationMs} ms after the last)',
  'hotChart.bucket.refill': 'refill / new bucket',
  'hotChart.bucket.refillTip': 'refill at {t}: passTime {passTime} ms, toAddCount {toAdd}',
  'hotChart.bucket.newTip': 'new bucket at {t}: maxCount tokens',
  'hotChart.bucket.noBucket':
    'This rule keeps no token bucket (check path {path}: pacing keeps timeCounters, THREAD counts threads).',
  'hotChart.bucket.caption': 'Value {value}, ticks {from} to {to} ({tickMs} ms each) around the cursor',
} satisfies Catalog;
