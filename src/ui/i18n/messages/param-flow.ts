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
  'hotChart.modes': 'Per-value chart',
  'hotChart.mode.values': 'Top values',
  'hotChart.mode.bucket': 'Value’s bucket',
  'hotChart.top.open': 'Show this value’s token bucket',
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
  'explain.paramFlow.noCheck':
    '`ParamFlowSlot`: the entry carries no arguments (args null) or no rule applies, so no hot-parameter rule checks it',
  'explain.paramFlow.rule':
    '`ParamFlowSlot`, ParamFlowRule {rule}: argument `args[{paramIdx}]` = {argument} (check path {path})',
  'explain.paramFlow.negativeIdx':
    '`applyRealParamIdx`: the negative `paramIdx {before}` is rewritten to `{after}` on the first call, for good (later calls with other lengths keep it)',
  'explain.paramFlow.skipped.args-null': 'no arguments: the rule passes without checking',
  'explain.paramFlow.skipped.index-out-of-range':
    'the entry has no argument at `paramIdx {paramIdx}` (too few arguments, e.g. an adapter that enters without them, #3453): the rule passes',
  'explain.paramFlow.skipped.value-null': 'the argument is null: the rule passes',
  'explain.paramFlow.hotItem': 'its hot item’s count',
  'explain.paramFlow.ruleCount': 'the rule’s (long) count',
  'explain.paramFlow.nullElement':
    'a null element of the list: `putIfAbsent(null, …)` throws NullPointerException, which passLocalCheck swallows, so the request passes',
  'explain.paramFlow.unknownGrade': 'value "{value}": a grade Sentinel does not know lets it pass',
  'explain.paramFlow.zero': 'value "{value}" ({cls}): `tokenCount {tokenCount}` ({from}) `{cmp} 0` → {then}',
  'explain.paramFlow.overMax': 'value "{value}" ({cls}): `acquireCount {acquire} {cmp} maxCount {maxCount}` → {then}',
  'explain.paramFlow.newBucket':
    'value "{value}" ({cls}): no bucket in `tokenCounters` yet (first request, or evicted from the LRU): a full one, `restQps = maxCount {maxCount} − acquireCount {acquire} = {restQps}`, `lastAddTokenTime = {t}` ms',
  'explain.paramFlow.passTime':
    'value "{value}" ({cls}): bucket `restQps {restQps}`, `lastAddTokenTime {lastAddTokenTime}` ms; `passTime = {now} − {lastAddTokenTime} = {passTime} {cmp} durationInSec × 1000 = {durationMs}` ms: {refill}',
  'explain.paramFlow.refills': 'more than a whole window has passed, so the bucket is refilled',
  'explain.paramFlow.noRefill': 'not more than a whole window (exactly durationInSec is not enough), so no refill',
  'explain.paramFlow.refill':
    '`toAddCount = passTime {passTime} × tokenCount {tokenCount} / {durationMs} = {toAddCount}`; `newQps = min(restQps {restQps} + toAddCount, maxCount {maxCount}) − acquireCount {acquire} = {newQps} {cmp} 0` → {then} (then `restQps {restAfter}`, and `lastAddTokenTime` becomes the request’s time)',
  'explain.paramFlow.take':
    '`newQps = restQps {restQps} − acquireCount {acquire} = {newQps} {cmp} 0` → {then} (then `restQps {restAfter}`)',
  'explain.paramFlow.throttleFirst':
    'value "{value}" ({cls}): first request in `timeCounters`: passes, `lastPassTime = {t}` ms',
  'explain.paramFlow.onTime':
    'value "{value}" ({cls}): `expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`; the wait `{wait} {cmp} 0` ms → {then}',
  'explain.paramFlow.queue':
    'value "{value}" ({cls}): `expectedTime = lastPassTime {lastPassTime} + costTime {costTime} = {expectedTime}`; the wait `{wait} {cmp} maxQueueingTimeMs {maxQueueingTimeMs}` ms → {then}',
  'explain.paramFlow.thread':
    'value "{value}" ({cls}): `threadCount {threadCount} + 1 {cmp} {threshold}` ({from}) → {then}',
  'explain.concept.param-flow':
    'A hot-parameter rule (热点规则) limits each value of one argument separately: ParamFlowChecker keeps a token bucket per value in tokenCounters (an LRU map), refilled only by a request that comes more than durationInSec after the bucket’s lastAddTokenTime — not on a timer, not at window ends. Values match by Java equals, so Long 7 is not the int hot item 7.',
} satisfies Catalog;
