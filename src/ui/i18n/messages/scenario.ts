/** What the page says about what the scenario holds: a limiter picked but not kept (src/ui/state/pick.ts). */
import type { Catalog } from './catalog';

export default {
  'pick.limiter': '{group} — {label}',
  'pick.unkept':
    'Just looking at {limiter}. Picking another limiter puts the scenario back as it was; change a setting, or Keep it, to keep it in your scenario. Exports and the link hold what is on screen.',
  'pick.keep': 'Keep it',
  'editor.scope.elsewhere':
    'On screen: {limiter}. These tabs hold the Sentinel rules the scenario also runs; they do not configure it. Its settings are in the {tab} tab and under Controls, and As code opens on its code.',
  // rules that cannot fire (lib/rule-reach.ts, controls/RuleReachNote.svelte)
  'reach.paramFlowRules.one': '{count} hot-parameter rule',
  'reach.paramFlowRules.other': '{count} hot-parameter rules',
  'reach.gatewayFlowRules.one': '{count} gateway rule',
  'reach.gatewayFlowRules.other': '{count} gateway rules',
  'reach.title': 'The scenario’s {rules}: none can fire',
  'reach.label': 'Why the {rules} cannot fire',
  'reach.not-chain.paramFlowRules':
    'Only the slot chain checks them (ParamFlowSlot); the limiter on screen runs alone, without them.',
  'reach.not-chain.gatewayFlowRules':
    'Only the slot chain checks them (GatewayFlowSlot); the limiter on screen runs alone, without them.',
  'reach.no-gateway-request.gatewayFlowRules':
    'No request goes through the gateway adapter, so GatewayParamParser parses nothing for them to check.',
  'reach.no-arguments.paramFlowRules':
    'No request carries arguments, so ParamFlowChecker passes every one: give a source argument 0 under Traffic → Hot parameters.',
  'reach.fix.chain': 'Run all Sentinel rules (slot chain)',
  'reach.fix.gateway': 'Send the traffic through the gateway adapter',
  // Compare's rows in the share link (share/compare-rows.ts)
  'compare.rows.error': 'The rows of this link could not be read ({message}); Compare shows the preset’s rows.',
  'share.compare.one': 'The link opens Compare with its {count} row.',
  'share.compare.other': 'The link opens Compare with its {count} rows.',
  'share.compare.missing':
    'The link opens Compare without the rows added by hand ({message}); export the scenario to keep them.',
} satisfies Catalog;
