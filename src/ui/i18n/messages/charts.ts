/**
 * The warm-up curve, and the breaker words lib/breaker-bands.ts and the rule modules name (the breaker chart's
 * own are a lazy group, breaker-chart.ts). Java names
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

  'breaker.tip.slowOfTotal': 'slow / total',
  'breaker.tip.errorsOfTotal': 'errors / total',
  'breaker.value.slowRatio': 'slow ratio',
  'breaker.value.errorRatio': 'error ratio',
  'breaker.value.errors': 'errors',
  'breaker.tripped': 'tripped: the value went over the threshold',
  'breaker.retry': 'retry time passed: a probe goes through',
  'breaker.probeOk': '✓ the probe succeeded',
  'breaker.probeFailed': '✗ the probe failed: open again',
} satisfies Catalog;
