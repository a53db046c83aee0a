/** The header's Review button (../../review/ReviewToggle.svelte): on the first screen, so eager. */
import type { Catalog } from './catalog';

export default {
  'review.toggle': 'Review',
  'review.toggle.title': 'Review a change: the baseline’s rules against the current rules on the same traffic',
} satisfies Catalog;
