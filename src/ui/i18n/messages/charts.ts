/**
 * The warm-up curve and the circuit-breaker chart (and lib/breaker-bands.ts). Java names
 * (storedTokens, warningToken, minRequestAmount …) and Sentinel's state names (CLOSED, OPEN,
 * HALF_OPEN) stay as they are; `backticks` mark code for <Msg>.
 */
import type { Catalog } from './catalog';

export default {
  'curve.title': 'Warm-up curve',
  'curve.description': 'interval between requests vs {x}',
  'curve.description.none': 'interval vs stored tokens',
  'curve.now': 'now:',
  'curve.acquire.area': 'at the cursor: the shaded area is what its stored permits cost',
  'curve.acquire.aria': 'Acquire size (permits) the area prices',
  'curve.acquire.invalid': 'a whole number of permits from 1 to {max}',
  'curve.cost': '{spent} of {stored} stored permits → {micros} µs ({fresh} fresh)',
  'curve.bursty':
    '`SmoothBursty`: stored permits are free (`storedPermitsToWaitTime` is 0 µs), so there is no warm-up curve. The interval is always `stableIntervalMicros` {interval}\u00a0µs.',
  'curve.noWarmUp': '`{className}` has no warm-up: its limit does not depend on stored tokens.',
  'curve.aria':
    'Interval between requests against {x}: flat up to {knee} {kneeValue}, rising to {top} at {full} {fullValue}',
  'curve.axis.interval': 'interval (ms)',
  'curve.table.caption': 'The curve at a few points, and now',
  'curve.table.none': 'No warm-up curve for `{className}`.',

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
  'breaker.tip.slowOfTotal': 'slow / total',
  'breaker.tip.errorsOfTotal': 'errors / total',
  'breaker.tip.belowMin': '— (< minRequestAmount {min})',
  'breaker.table.caption': 'State changes of {label} (`{className}`)',
  'breaker.table.time': 'time (ms)',
  'breaker.table.from': 'from',
  'breaker.table.to': 'to',
  'breaker.table.what': 'what happened',
  'breaker.table.value': '{value} that caused it',
  'breaker.table.request': 'request #',
  'breaker.table.none': 'No state change: the breaker stayed `CLOSED` all run.',
  'breaker.value.slowRatio': 'slow ratio',
  'breaker.value.errorRatio': 'error ratio',
  'breaker.value.errors': 'errors',
  'breaker.tripped': 'tripped: the value went over the threshold',
  'breaker.retry': 'retry time passed: a probe goes through',
  'breaker.probeOk': '✓ the probe succeeded',
  'breaker.probeFailed': '✗ the probe failed: open again',
} satisfies Catalog;
