/**
 * Issue 5, the slot chain's remaining inputs: downstream incidents, the machine's load and CPU
 * (system inputs), who a traffic source is (resource, origin, context, entry type), and the system
 * chart. The chart's and the system inputs' words are a lazy group (system-views.ts). Java and JSON names (highestSystemLoad, atMs, ENTRY_NODE …) stay as they are in both.
 */
import type { Catalog } from './catalog';

export default {
  'system.tabs.label': 'Breaker or system chart',
  'system.tabs.breaker': 'Circuit breaker',
  'system.tabs.system': 'System',

  'system.incidents.title': 'Downstream incidents',
  'system.incidents.hint':
    'From startMs to endMs, the requests that arrive take another response time and/or fail at another rate.',
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
  'system.incidents.add': 'Add an incident at the cursor',
  'system.incidents.remove': 'Remove',
  'system.incidents.removeNamed': 'Remove incident {n}',

  'system.identity.title': 'Who calls',
  'system.identity.noSource': 'No traffic source to describe.',
  'system.identity.source': 'Source',
  'system.identity.option': '#{n} {type} → {resource}, origin {origin}',
  'system.identity.mainResource': 'main resource ({resource})',
  'system.identity.noOrigin': 'none',
  'system.identity.useWebContext': 'Use sentinel_web_servlet_context',
  'system.identity.show': 'Edit source #{n}',
  'system.identity.entryType.IN': 'IN: inbound, as web and RPC adapters enter; system rules check these.',
  'system.identity.entryType.OUT': 'OUT: outbound, as SphU.entry(name) alone; system rules never check these.',
} satisfies Catalog;
