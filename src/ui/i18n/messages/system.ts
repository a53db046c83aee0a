/**
 * Issue 5, the slot chain's remaining inputs: downstream incidents, the machine's load and CPU
 * (system inputs), who a traffic source is (resource, origin, context, entry type), and the system
 * chart. The chart's and the system inputs' words are a lazy group (system-views.ts), and so are the
 * incidents list's (incident-list.ts). Java and JSON names (highestSystemLoad, atMs, ENTRY_NODE …) stay as they are in both.
 */
import type { Catalog } from './catalog';

export default {
  'system.tabs.label': 'Breaker or system chart',
  'system.tabs.breaker': 'Circuit breaker',
  'system.tabs.system': 'System',

  'system.incidents.title': 'Downstream incidents',
  'system.incidents.hint':
    'From startMs to endMs, the requests that arrive take another response time and/or fail at another rate.',
  'system.incidents.add': 'Add an incident at the cursor',

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
