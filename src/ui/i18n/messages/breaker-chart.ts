/**
 * The circuit-breaker chart's own words (../../charts/BreakerChart.svelte): a lazy group (en-lazy.ts), loaded
 * with its chunk. The words lib/breaker-bands.ts and the rule modules name (a transition's meaning, the value a
 * grade counts) stay in charts.ts, since the CSV export and the engine's data reach them too. Java and state
 * names (minRequestAmount, CLOSED, OPEN, HALF_OPEN) stay as they are; `backticks` mark code for <Msg>.
 */
import type { Catalog } from './catalog';

export default {
  'breaker.title': 'Circuit breaker',
  'breaker.pick': 'Breaker',
  'breaker.probe': 'probe',
  'breaker.lane': 'probes',
  'breaker.none': 'No circuit breaker',
  'breaker.noRule': 'No degrade rule is loaded.',
  'breaker.empty': 'No degrade rule is loaded, so there is no circuit breaker to show.',
  'breaker.summary':
    '{label}: opened {opened}, {probes}, {closed} of them closed it; {value} per {interval} ms interval against {threshold} {limit}',
  'breaker.summary.cursor': '; {state} at the cursor',
  'breaker.opened.one': '{n} time',
  'breaker.opened.other': '{n} times',
  'breaker.probes.one': '{n} probe',
  'breaker.probes.other': '{n} probes',
  'breaker.description':
    'Bands: the breaker’s state over time; bars: the {value} of each {interval} ms stat interval against {threshold}; ◆ a probe, ✓ it closed the breaker, ✗ it opened it again. Dashed: the retry time after opening; dotted bars: fewer than minRequestAmount {min} requests. {label}.',
  'breaker.axis.time': 'time (s)',
  'breaker.tip.time': 'time',
  'breaker.tip.state': 'state',
  'breaker.tip.since': 'since',
  'breaker.tip.retry': 'retry time',
  'breaker.tip.interval': 'interval',
  'breaker.tip.belowMin': '— (< minRequestAmount {min})',
  'breaker.table.caption': 'State changes of {label} (`{className}`)',
  'breaker.table.time': 'time (ms)',
  'breaker.table.from': 'from',
  'breaker.table.to': 'to',
  'breaker.table.what': 'what happened',
  'breaker.table.value': '{value} that caused it',
  'breaker.table.request': 'request #',
  'breaker.table.none': 'No state change: the breaker stayed `CLOSED` all run.',
} satisfies Catalog;
