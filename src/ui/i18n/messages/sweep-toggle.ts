/** The header's Sweep button (../../sweep/SweepToggle.svelte): on the first screen, so not in the lazy group. */
import type { Catalog } from './catalog';

export default {
  'sweep.toggle': 'Sweep',
  'sweep.toggle.title': 'Sweep a parameter over a range on the same traffic and see what each value would do',
} satisfies Catalog;
