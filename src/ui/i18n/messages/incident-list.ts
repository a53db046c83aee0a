/**
 * The downstream incidents' list editor (../../controls/IncidentList.svelte, a chunk loaded once there is an
 * incident): a lazy group (en-lazy.ts), loaded with that chunk. The section's title, hint and Add button stay
 * in system.ts (IncidentControls shows them before any incident exists). JSON names stay as they are.
 */
import type { Catalog } from './catalog';

export default {
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
  'system.incidents.remove': 'Remove',
  'system.incidents.removeNamed': 'Remove incident {n}',
} satisfies Catalog;
