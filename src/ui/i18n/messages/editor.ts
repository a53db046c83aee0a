/**
 * The rule editor's tabs (lib rule-tabs.ts) and the Monaco editor's accessible name. Tab names
 * follow the Sentinel dashboard's menu (流控规则, 熔断规则, 授权规则, 系统规则); the manager
 * classes stay.
 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.rules': 'Flow',
  'ruleTab.rules.what': 'Sentinel flow rules (FlowRuleManager), as a JSON data source holds them',
  'ruleTab.degradeRules': 'Degrade',
  'ruleTab.degradeRules.what': 'circuit-breaking rules (DegradeRuleManager), as a JSON data source holds them',
  'ruleTab.authorityRules': 'Authority',
  'ruleTab.authorityRules.what': 'origin black / white lists (AuthorityRuleManager), as a JSON data source holds them',
  'ruleTab.systemRules': 'System',
  'ruleTab.systemRules.what': 'adaptive system protection (SystemRuleManager), as a JSON data source holds them',
  'editor.aria': 'Rule JSON editor: {label} rules',
  'itemTab.guava.bursty': 'Guava SmoothBursty',
  'itemTab.guava.warmingUp': 'Guava SmoothWarmingUp',
  'itemTab.what':
    'the configuration of the limiter on screen, the object at {at} of the scenario: an edit here is an edit of its Controls',
  'editor.aria.item': 'Rule JSON editor: {label} configuration',
  'editor.keepRunning.item': 'The last good run keeps showing; your text is kept.',
} satisfies Catalog;
