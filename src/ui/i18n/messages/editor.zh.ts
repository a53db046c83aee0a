/** 简体中文 for editor.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'ruleTab.rules': '流控',
  'ruleTab.rules.what': 'Sentinel 流控规则（FlowRuleManager），与 JSON 数据源中的格式相同',
  'ruleTab.degradeRules': '熔断',
  'ruleTab.degradeRules.what': '熔断降级规则（DegradeRuleManager），与 JSON 数据源中的格式相同',
  'ruleTab.authorityRules': '授权',
  'ruleTab.authorityRules.what': '来源黑白名单（AuthorityRuleManager），与 JSON 数据源中的格式相同',
  'ruleTab.systemRules': '系统',
  'ruleTab.systemRules.what': '系统自适应保护（SystemRuleManager），与 JSON 数据源中的格式相同',
  'editor.aria': '规则 JSON 编辑器：{label}规则',
  'itemTab.guava.bursty': 'Guava SmoothBursty',
  'itemTab.guava.warmingUp': 'Guava SmoothWarmingUp',
  'itemTab.what': '屏幕上限流器的配置，即场景中 {at} 处的对象：在这里修改等同于在“控制”中修改',
  'editor.aria.item': '规则 JSON 编辑器：{label}配置',
  'editor.keepRunning.item': '图表仍显示上一次有效的运行结果；你的文本会被保留。',
} satisfies Catalog;
