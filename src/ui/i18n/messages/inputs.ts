/**
 * The inputs column: the controls (flow-rule and Guava fields, slot-chain presets of lib/breaker-presets.ts),
 * the traffic, and the rule editor's bar, tabs and alert. Field names (count, warmUpPeriodSec …) are
 * Sentinel's and Guava's and stay; the hints lead with the dashboard's Chinese labels (单机阈值, 预热时长,
 * 超时时间) so the fields are recognised.
 */
import type { Catalog } from './catalog';

export default {
  'controls.title': 'Controls',
  'controls.presets': 'Breaker presets',
  'controls.presets.prompt': 'Provoke the slot chain…',
  'controls.resource': '`rules[{i}]` guards resource `{resource}`',
  'controls.count.qps': 'QPS threshold',
  'controls.count.thread': 'max concurrent calls',
  'controls.warmUpPeriodSec': 'cold → count',
  'controls.maxQueueingTimeMs': 'longest wait in the queue',
  'controls.noRule': 'No Sentinel rule at `rules[{i}]`. Choose a behaviour above, or add one in the Rule JSON.',
  'controls.permitsPerSecond': 'stable rate',
  'controls.maxBurstSeconds': 'unused time it may store',
  'controls.tryAcquire': '`tryAcquire` with a timeout (else `acquire` waits)',
  'controls.noGuava': 'No Guava limiter at `guava[{i}]`.',

  'preset.group.degrade': 'Circuit breaker (DegradeRule)',
  'preset.group.authority': 'Authority (AuthorityRule)',
  'preset.group.system': 'System (SystemRule)',
  'preset.incident.slow': 'Downstream slow: {ms} ms',
  'preset.incident.failing': 'Downstream failing: {percent} % errors',
  'preset.slow-downstream': 'Slow downstream (grade 0, slow-request ratio)',
  'preset.slow-downstream.hint':
    '{rate} QPS at {rt} ms; from 20 s to 40 s every call takes 300 ms, over the 100 ms allowed. The breaker opens just after 20 s, probes every 5 s (HALF_OPEN) and re-opens while calls are slow, then closes at the first probe after 40 s.',
  'preset.error-burst': 'Error burst (grade 1, error ratio)',
  'preset.error-burst.hint':
    '{rate} QPS without errors; from 20 s to 40 s 80 % of the calls fail, over the 0.5 ratio allowed. The breaker opens just after 20 s; its probes fail most of the time until 40 s.',
  'preset.error-count': 'Error count (grade 2, errors per interval)',
  'preset.error-count.hint':
    '{rate} QPS without errors; from 20 s to 40 s 80 % of the calls fail: about 16 errors a second, over the 10 allowed per 1 s statIntervalMs. The breaker opens just after 20 s.',
  'preset.authority-black-list': 'Authority: black list',
  'preset.authority-black-list.hint':
    'Two callers, appA and appB, at 10 QPS each; an authority rule black-lists appB, so every appB call is blocked (AuthorityException).',
  'preset.system-load-bbr': 'System load (BBR)',
  'preset.system-load-bbr.hint':
    "{qps} QPS inbound (random arrivals) at {rt} ms; the machine's load steps from {low} to {high} at {from} s and back at {to} s, against highestSystemLoad {limit}. While the load is high, SystemSlot blocks whenever more calls are in flight than BBR estimates the system can carry (maxSuccessQps × minRt / 1000).",
  'preset.system-qps': 'System qps (all resources)',
  'preset.system-qps.hint':
    'Two resources, orders and payments, at {perResource} QPS each (both inbound); a system rule caps the inbound total at qps {qps}. Each flow rule alone would admit everything: SystemSlot counts every resource together (Constants.ENTRY_NODE).',

  'traffic.title': 'Traffic',
  'traffic.shape': 'Shape',
  'traffic.custom': 'custom (from a link)',
  'traffic.rate': 'traffic',
  'traffic.durationMs': 'length of the run',
  'traffic.rt': 'how long each admitted request runs',
  'traffic.tick': 'Tick',
  'traffic.burst': 'Burst',
  'traffic.requests': 'requests',
  'traffic.inject': 'Inject a burst at the cursor',
  'traffic.injection.one': '{count} request at {at}',
  'traffic.injection.other': '{count} requests at {at}',
  'traffic.remove': 'Remove',
  'traffic.remove.aria': 'Remove the burst at {at}',

  'editor.title': 'Rule JSON',
  'editor.format': 'Format',
  'editor.tablist': 'Sentinel rule kind',
  'editor.tab.problems.one': '{label}, {n} problem',
  'editor.tab.problems.other': '{label}, {n} problems',
  'editor.syntax': 'Line {line}, column {column}: {message}.',
  'editor.issue': '{message}{where}{more}.',
  'editor.issue.where': ' (line {line}, column {column})',
  'editor.issue.more': ' (and {n} more)',
  'editor.notApplied': 'Not applied.',
  'editor.keepRunning': 'The last good rules keep running; your text is kept.',
  'editor.also': 'Also',
  'editor.see': 'See',
  'editor.listSep': ', ',
  'editor.listEnd': '.',
  'editor.theTab': 'the {label} tab',
  'editor.failed': 'The editor could not load.',
  'editor.loading': 'Loading the editor…',

  'json.expected': 'expected {what}, found {found}',
  'json.what.propertyName': 'a property name in double quotes',
  'json.what.colon': "':' after the property name",
  'json.what.commaOrBrace': "',' or '}'",
  'json.what.commaOrBracket': "',' or ']'",
  'json.what.value': 'a value (object, array, string, number, true, false or null)',
  'json.endOfText': 'the end of the text',
  'json.afterEnd': 'unexpected {found} after the end of the JSON',
  'json.badEscape': 'this string has an invalid escape',
  'json.spansLines': 'a string cannot span lines: close it with "',
  'json.unclosed': 'this string is never closed: add "',
  'json.trailingCommaObject': 'remove the trailing comma before }',
  'json.trailingCommaArray': 'remove the trailing comma before ]',
  'json.tooDeep':
    'arrays and objects are nested more than {max} levels deep here (a rule array needs 4): Flowlab does not read it',
  'json.tooBig': 'the text is too large to read: {chars} characters, at most {max} (500 rules of a kind fit easily)',
  'editor.largeText':
    "A large text: the editor's own JSON checks are off for it; Flowlab's checks (above) still apply.",
} satisfies Catalog;
