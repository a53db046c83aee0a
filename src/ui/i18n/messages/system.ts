/**
 * Issue 5, the slot chain's remaining inputs: downstream incidents, the machine's load and CPU
 * (system inputs), who a traffic source is (resource, origin, context, entry type), and the system
 * chart. Java and JSON names (highestSystemLoad, atMs, ENTRY_NODE …) stay as they are in both.
 */
import type { Catalog } from './catalog';

export default {
  'system.tabs.label': 'Breaker or system chart',
  'system.tabs.breaker': 'Circuit breaker',
  'system.tabs.system': 'System',

  'system.chart.title': 'System protection',
  'system.chart.description':
    'what SystemSlot compares, all inbound requests together, against the system rule’s threshold (dashed)',
  'system.chart.pick': 'Input shown',
  'system.chart.metric.load': 'load',
  'system.chart.metric.cpu': 'CPU usage',
  'system.chart.metric.qps': 'inbound QPS',
  'system.chart.metric.thread': 'threads',
  'system.chart.metric.rt': 'avg RT',
  'system.chart.blocks': 'stopped by SystemSlot',
  'system.chart.lane': 'blocked',
  'system.chart.time': 'time (s)',
  'system.chart.noLimit': 'no threshold set',
  'system.chart.none': 'No system rule is loaded, so SystemSlot checks nothing.',
  'system.chart.summary':
    '{metric} over time against {limit}; {now} at the cursor; SystemSlot stopped {blocked} requests in the run',
  'system.chart.tableCaption': 'Ticks {from}–{to} around the cursor ({tickMs} ms each), values at each tick’s end',

  'system.incidents.title': 'Downstream incidents',
  'system.incidents.hint':
    'From startMs to endMs, the requests that arrive take another response time and/or fail at another rate.',
  'system.incidents.legend': 'Incident {n}',
  'system.incidents.everyResource': 'every resource',
  'system.incidents.noSuchResource':
    'No source enters the resource “{resource}”, so this incident hits nothing (a source with an empty resource enters the main resource, the first rule’s).',
  'system.incidents.rt.none': 'keep each request’s',
  'system.incidents.rt.fixed': 'fixed',
  'system.incidents.rt.exponential': 'exponential (mean)',
  'system.incidents.rt.lognormal': 'lognormal (median, sigma)',
  'system.incidents.errorRateOn': 'Change the error rate',
  'system.incidents.errorRateValue': 'errorRate (0–1)',
  'system.incidents.errorRateKept': 'each source’s own',
  'system.incidents.add': 'Add an incident at the cursor',
  'system.incidents.remove': 'Remove',
  'system.incidents.removeNamed': 'Remove incident {n}',

  'system.inputs.title': 'System inputs',
  'system.inputs.hint':
    'What the machine reports to Sentinel: each value holds from its atMs until the next step (0 before the first). SystemStatusListener samples once a second.',
  'system.inputs.load': 'Load average',
  'system.inputs.cpu': 'CPU usage (0–1)',
  'system.inputs.comparedWith': 'compared with',
  'system.inputs.notSet': 'not checked: no system rule sets',
  'system.inputs.empty': 'No steps: 0 all run.',
  'system.inputs.add.load': 'Add a load step',
  'system.inputs.add.cpu': 'Add a CPU step',
  'system.inputs.remove': 'Remove',
  'system.inputs.atLabel': '{input}, step {n}: atMs',
  'system.inputs.valueLabel': '{input}, step {n}: value',
  'system.inputs.removeNamed': 'Remove {input} step {n}',

  'system.identity.title': 'Who calls',
  'system.identity.noSource': 'No traffic source to describe.',
  'system.identity.source': 'Source',
  'system.identity.option': '#{n} {type} → {resource}, origin {origin}',
  'system.identity.mainResource': 'main resource ({resource})',
  'system.identity.noOrigin': 'none',
  'system.identity.useWebContext': 'Use sentinel_web_servlet_context',
  'system.identity.show': 'Edit source #{n}',
  'system.identity.entryType.IN': 'IN: inbound, as web and RPC adapters enter; system rules check these.',
  'system.identity.entryType.OUT': 'OUT: outbound, as SphU.entry(name) alone; system rules never check these.',
} satisfies Catalog;
