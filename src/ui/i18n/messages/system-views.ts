/**
 * The system rule's chart and inputs (../../charts/SystemChart.svelte, ../../controls/SystemInputControls.svelte):
 * a lazy group (en-lazy.ts), loaded with their chunks.
 */
import type { Catalog } from './catalog';

export default {
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
} satisfies Catalog;
