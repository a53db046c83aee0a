/**
 * Hot-parameter and gateway rules' controls and charts (ParamFlowControls, GatewayControls,
 * GatewayAttributeControls, charts/HotValueCharts): a lazy group (en-lazy.ts), loaded with their chunks.
 */
import type { Catalog } from './catalog';

export default {
  'paramFlowControls.title': 'Hot-parameter rule 0',
  'paramFlowControls.summary':
    '`paramFlowRules[0]`: {gradeName} on argument `paramIdx` {paramIdx} of resource `{resource}`',
  'hotChart.modes': 'Per-value chart',
  'hotChart.mode.values': 'Top values',
  'hotChart.mode.bucket': 'Value’s bucket',
  'hotChart.top.open': 'Show this value’s token bucket',
  'gatewayChart.none': 'No gateway rule checked a value in this run (do the requests go through the gateway adapter?).',
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
  // rule 0's sliders (GatewayControls) and a source's gateway attributes (GatewayAttributeControls)
  'gateway.title': 'Gateway flow rule 0 (网关流控)',
  'gateway.summary': 'limits {mode} `{resource}` — grade {grade} ({gradeName})',
  'gateway.gradeUnknown': 'a grade Sentinel does not know',
  'gateway.mode.0': 'route id',
  'gateway.mode.1': 'custom API',
  'gateway.noItem': 'no paramItem: one bucket for the whole route (the argument "$D")',
  'gateway.item': 'per value of {strategy} `{field}`',
  'gateway.itemPattern': 'per value of {strategy} `{field}`, {match} `{pattern}` (other values become "$NM")',
  'gateway.parse.0': 'client IP',
  'gateway.parse.1': 'Host',
  'gateway.parse.2': 'header',
  'gateway.parse.3': 'URL parameter',
  'gateway.parse.4': 'cookie',
  'gateway.match.0': 'EXACT',
  'gateway.match.1': 'PREFIX (not implemented)',
  'gateway.match.2': 'REGEX',
  'gateway.match.3': 'CONTAINS',
  'gateway.attrs.title': 'Gateway request',
  'gateway.attrs.hint':
    'What the gateway adapter parses from each request for gateway rules. A value: empty (absent), one value, or a weighted set like k1:3, k2.',
  'gateway.attrs.on': 'requests of this source go through the gateway adapter',
  'gateway.attrs.mode': 'Enters as',
  'gateway.attrs.clientIp': 'Client IP',
  'gateway.attrs.host': 'Host',
  'gateway.attrs.headers': 'Header',
  'gateway.attrs.headers.name': 'header name',
  'gateway.attrs.urlParams': 'URL parameter',
  'gateway.attrs.urlParams.name': 'parameter name',
  'gateway.attrs.cookies': 'Cookie',
  'gateway.attrs.cookies.name': 'cookie name',
  'gateway.attrs.value': 'value of {name}',
  'gateway.attrs.placeholder': 'absent',
  'gateway.attrs.bad': 'Cannot read “{part}”: give values separated by commas, each with an optional :weight.',
  'gatewayChart.top.summary':
    'GatewayFlowRule {rule} (its converted ParamFlowRule), top parsed values (passed/blocked requests): {values}; {distinct} distinct values; "$NM" is every value that did not match the pattern',
} satisfies Catalog;
