/**
 * Compare's panel, its view and the difference table (../../compare/CompareView.svelte): a lazy group
 * (en-lazy.ts), loaded with that view's chunk.
 */
import type { Catalog } from './catalog';

export default {
  'compare.region': 'Comparison',
  'compare.presets': 'Quick comparisons',
  'compare.preset.warmup-vs-smooth': 'WarmUp vs SmoothWarmingUp',
  'compare.preset.pacing-vs-reject': 'Pacing vs reject',
  'compare.preset.sentinel-versions': '1.8.6 vs 1.8.7+',
  'compare.preset.edited-copy': 'This rule vs edited copy',
  'compare.help.warmup-vs-smooth':
    "Sentinel's WarmUpController on the rule, and Guava's SmoothWarmingUp with the same rate, warm-up period and coldFactor. Guava calls tryAcquire(1, 0 ms), so it rejects instead of waiting, as Sentinel does.",
  'compare.help.pacing-vs-reject':
    'The same rule as RATE_LIMITER (pacing: a request waits up to maxQueueingTimeMs for its turn) and as reject (DEFAULT: over the count, a request fails at once).',
  'compare.help.sentinel-versions':
    'The rule as RATE_LIMITER under Sentinel 1.8.0–1.8.6 (RateLimiterController) and 1.8.7+ (ThrottlingController): the only flow behaviour whose class changed.',
  'compare.help.edited-copy': 'The limiter on screen as it is, and a copy with one parameter changed.',
  'compare.help.custom': 'Rows added by hand: each keeps the rules and limiters it was added with.',
  'compare.shared':
    'Every row gets exactly the same requests: traffic, injections, incidents, durationMs and seed come from the current scenario, and no variant may change them. Edit the traffic in Controls and every row follows.',
  'compare.add': 'Add the current scenario',
  'compare.add.title': 'Freeze the current rules and limiters as a new row (the traffic stays shared)',
  'compare.max': 'At most {n} rows',
  'compare.remove': 'Remove row: {label}',
  'compare.edit.legend': 'Edited copy',
  'compare.edit.param': 'Parameter',
  'compare.edit.value': 'New value',
  'compare.edit.current': 'now {value}',
  'compare.problem.shared': 'it changes {keys}, which every row shares with the current scenario',
  'compare.problem.limiter': '"{id}" is not a limiter id (sentinel:<i>, guava:<i> or chain:0)',
  'compare.cannotRun': 'Row {n} ({label}) cannot run: {reason}',
  'compare.failed': 'The comparison failed: {message}',
  'compare.empty': 'Pick a quick comparison above, or add the current scenario.',
  'compare.oneMore': 'Add another row to compare with.',
  'compare.waiting': 'Simulating the comparison…',
  'compare.stale': 'Showing the last comparison that ran.',
  'compare.progress': 'Comparison progress',
  'compare.row.shows': 'shows {className} ({id})',
  'compare.diff.region': 'Differences between the rows',
  'compare.diff.caption':
    'Totals over the run (waits in ms): passed is every admitted request, waited those of them admitted after a wait; under each number, the difference to the first row.',
  'compare.diff.variant': 'Row',
  'compare.diff.requests': 'requests',
  'compare.diff.passed': 'passed',
  'compare.diff.blocked': 'blocked',
  'compare.diff.waited': 'waited',
  'compare.diff.waitP50': 'wait p50',
  'compare.diff.waitP99': 'wait p99',
  'compare.diff.waitMax': 'max wait',
  'compare.diff.delta': 'difference to the first row: {delta}',
  'compare.diff.reference': 'reference',
} satisfies Catalog;
