/** 简体中文 for incident-list.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'system.incidents.legend': '故障 {n}',
  'system.incidents.everyResource': '所有资源',
  'system.incidents.noSuchResource':
    '没有流量源进入资源“{resource}”，所以这次故障不影响任何请求（资源留空的流量源进入主资源，即第一条规则的资源）。',
  'system.incidents.rt.none': '保持各请求原值',
  'system.incidents.rt.fixed': '固定',
  'system.incidents.rt.exponential': '指数分布（均值）',
  'system.incidents.rt.lognormal': '对数正态（中位数、sigma）',
  'system.incidents.errorRateOn': '修改错误率',
  'system.incidents.errorRateValue': 'errorRate（0–1）',
  'system.incidents.errorRateKept': '沿用各流量源的值',
  'system.incidents.remove': '删除',
  'system.incidents.removeNamed': '删除故障 {n}',
} satisfies Catalog;
