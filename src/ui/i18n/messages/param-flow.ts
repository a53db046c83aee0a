/**
 * Hot-parameter rules (ParamFlowRule) on the page: the Hot-param tab, rule 0's sliders, the per-value charts,
 * the slot view's ParamFlowSlot and its reasons. Field names stay Java's; the 中文 file uses the words of the
 * dashboard's 热点规则 page.
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': 'Hot param',
  'ruleTab.paramFlowRules.what':
    'hot-parameter rules (ParamFlowRuleManager), as a JSON data source holds them; checked on the arguments of each request',
} satisfies Catalog;
