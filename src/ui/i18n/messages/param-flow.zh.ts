/** 热点参数规则（ParamFlowRule）：与 sentinel-dashboard 的「热点规则」页面用词一致。 */
import type { Catalog } from './catalog';

export default {
  'ruleTab.paramFlowRules': '热点',
  'ruleTab.paramFlowRules.what':
    '热点参数规则（ParamFlowRuleManager），与 JSON 数据源中的格式相同；按每个请求的参数检查',
} satisfies Catalog;
