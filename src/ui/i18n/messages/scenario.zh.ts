/** 简体中文 for scenario.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'pick.limiter': '{group} — {label}',
  'pick.unkept':
    '只是在查看 {limiter}。改选别的限流器会让场景恢复原样；改动任一设置或点击“保留”，即可把它留在场景里。导出和分享链接包含屏幕上显示的内容。',
  'pick.keep': '保留',
  'editor.scope.elsewhere':
    '屏幕上是 {limiter}。这些标签页是场景同时运行的 Sentinel 规则，并不配置它；它的设置在“{tab}”标签页和“控制”中，“导出代码”会打开它的代码。',
  'reach.paramFlowRules.one': '{count} 条热点规则',
  'reach.paramFlowRules.other': '{count} 条热点规则',
  'reach.gatewayFlowRules.one': '{count} 条网关流控规则',
  'reach.gatewayFlowRules.other': '{count} 条网关流控规则',
  'reach.title': '场景中的 {rules}：一条也不会生效',
  'reach.label': '{rules} 为什么不会生效',
  'reach.not-chain.paramFlowRules': '只有 slot chain 检查它们（ParamFlowSlot）；屏幕上的限流器单独运行，不带它们。',
  'reach.not-chain.gatewayFlowRules': '只有 slot chain 检查它们（GatewayFlowSlot）；屏幕上的限流器单独运行，不带它们。',
  'reach.no-gateway-request.gatewayFlowRules':
    '没有请求经过网关适配器，GatewayParamParser 没有解析出任何可供检查的内容。',
  'reach.no-arguments.paramFlowRules':
    '没有请求携带参数，ParamFlowChecker 会放行每一个请求：请在“流量 → 热点参数”中给某个流量源设置参数 0。',
  'reach.fix.chain': '运行全部 Sentinel 规则（slot chain）',
  'reach.fix.gateway': '让流量经过网关适配器',
  'compare.rows.error': '无法读取此链接中的对比行（{message}）；对比显示预设的行。',
  'share.compare.one': '打开此链接会进入对比模式，带着这 {count} 行。',
  'share.compare.other': '打开此链接会进入对比模式，带着这 {count} 行。',
  'share.compare.missing': '打开此链接会进入对比模式，但不带手动添加的行（{message}）；请导出场景以保留它们。',
} satisfies Catalog;
