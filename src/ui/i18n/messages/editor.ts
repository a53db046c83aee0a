/**
 * The rule editor's tabs (lib rule-tabs.ts) and the Monaco editor's accessible name. Tab names
 * follow the Sentinel dashboard's menu (流控规则, 熔断规则, 授权规则, 系统规则); the manager
 * classes stay.
 */
import type { Messages } from './index';

export default {
  en: {
    'ruleTab.rules': 'Flow',
    'ruleTab.rules.what': 'Sentinel flow rules (FlowRuleManager), as a JSON data source holds them',
    'ruleTab.degradeRules': 'Degrade',
    'ruleTab.degradeRules.what': 'circuit-breaking rules (DegradeRuleManager), as a JSON data source holds them',
    'ruleTab.authorityRules': 'Authority',
    'ruleTab.authorityRules.what':
      'origin black / white lists (AuthorityRuleManager), as a JSON data source holds them',
    'ruleTab.systemRules': 'System',
    'ruleTab.systemRules.what': 'adaptive system protection (SystemRuleManager), as a JSON data source holds them',
    'editor.aria': 'Rule JSON editor: {label} rules',
  },
  zh: {
    'ruleTab.rules': '流控',
    'ruleTab.rules.what': 'Sentinel 流控规则（FlowRuleManager），与 JSON 数据源中的格式相同',
    'ruleTab.degradeRules': '熔断',
    'ruleTab.degradeRules.what': '熔断降级规则（DegradeRuleManager），与 JSON 数据源中的格式相同',
    'ruleTab.authorityRules': '授权',
    'ruleTab.authorityRules.what': '来源黑白名单（AuthorityRuleManager），与 JSON 数据源中的格式相同',
    'ruleTab.systemRules': '系统',
    'ruleTab.systemRules.what': '系统自适应保护（SystemRuleManager），与 JSON 数据源中的格式相同',
    'editor.aria': '规则 JSON 编辑器：{label}规则',
  },
} satisfies Messages;
