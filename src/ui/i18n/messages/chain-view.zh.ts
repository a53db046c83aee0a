/** 简体中文 for chain-view.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'chain.title': 'Slot 链',
  'chain.request': '请求 #{n}，{time}：',
  'chain.probe': '探测',
  'chain.probe.title': '作为熔断器半开状态的探测请求被放行',
  'chain.who': '资源 `{resource}` · 来源 `{origin}` · 上下文 `{context}`',
  'chain.noOrigin': '（无）',
  'chain.list': '请求 #{n} 依次经过的 slot',
  'chain.list.empty': 'Sentinel 的各个 slot，按顺序',
  'chain.status.passed': '通过',
  'chain.status.stopped': '拦下了请求',
  'chain.status.notReached': '未到达',
  'chain.noData': '这次运行没有 slot 链数据。',
  'chain.noRequest': '还没有请求到达。',
  'chain.threw': '`{slot}` 抛出 `{exception}`',
  'chain.notLoaded': '（未加载）',
  'chain.rule': '规则 {index}',
  'chain.asProbe': '，作为半开探测请求',
  'chain.flowChecked.none': '没有流控规则作用于它。',
  'chain.flowChecked.one': '{n} 条流控规则检查了它。',
  'chain.flowChecked.other': '{n} 条流控规则检查了它。',
  'chain.totals': '整个运行中被拦下：',
} satisfies Catalog;
