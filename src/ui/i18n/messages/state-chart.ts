/** The own-state chart (charts/StateChart.svelte): a limiter's own per-tick series, as its module declares them. */
import type { Catalog } from './catalog';

export default {
  'export.embed.chart.state': 'Own state (x/time/rate, resilience4j, Bucket4j, …)',
  'state.description': '{names} at the end of each tick',
  'state.aria': '{names} over time, in {unit}',
  'state.belowZero': 'below zero: owed',
  'state.none': '`{className}` reported no state in this run.',
} satisfies Catalog;
