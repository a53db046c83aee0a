/** The limiter modules' choice controls (a select over an enum field, e.g. go-rate's `call`). */
import type { Catalog } from './catalog';

export default {
  'choice.other': '{value} (set in the scenario JSON)',
} satisfies Catalog;
