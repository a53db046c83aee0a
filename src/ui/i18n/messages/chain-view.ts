/**
 * The slot chain's walk of a request (../../panels/SlotChainView.svelte): a lazy group (en-lazy.ts), loaded with
 * that view's chunk.
 */
import type { Catalog } from './catalog';

export default {
  'chain.title': 'Slot chain',
  'chain.request': 'request #{n} at {time}:',
  'chain.probe': 'probe',
  'chain.probe.title': 'admitted as the half-open probe of a circuit breaker',
  'chain.who': 'resource `{resource}` · origin `{origin}` · context `{context}`',
  'chain.noOrigin': '(none)',
  'chain.list': 'Slots request #{n} went through, in order',
  'chain.list.empty': 'Sentinel’s slots, in order',
  'chain.status.passed': 'passed',
  'chain.status.stopped': 'stopped the request',
  'chain.status.notReached': 'not reached',
  'chain.noData': 'This run has no slot-chain data.',
  'chain.noRequest': 'No request has arrived yet.',
  'chain.threw': '`{slot}` threw `{exception}`',
  'chain.notLoaded': '(not loaded)',
  'chain.rule': 'rule {index}',
  'chain.asProbe': ', as the half-open probe',
  'chain.flowChecked.none': 'No flow rule applied to it.',
  'chain.flowChecked.one': '{n} flow rule checked it.',
  'chain.flowChecked.other': '{n} flow rules checked it.',
  'chain.totals': 'Stopped over the run:',
} satisfies Catalog;
