/** 简体中文 for system.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'system.tabs.label': '熔断器图或系统自适应图',
  'system.tabs.breaker': '熔断器',
  'system.tabs.system': '系统自适应',

  'system.incidents.title': '下游故障',
  'system.incidents.hint': '从 startMs 到 endMs，这段时间内到达的请求改用另一种响应时间和/或另一个错误率。',
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
  'system.incidents.add': '在游标处添加故障',
  'system.incidents.remove': '删除',
  'system.incidents.removeNamed': '删除故障 {n}',

  'system.identity.title': '调用方',
  'system.identity.noSource': '没有可设置的流量源。',
  'system.identity.source': '流量源',
  'system.identity.option': '#{n} {type} → {resource}，来源 {origin}',
  'system.identity.mainResource': '主资源（{resource}）',
  'system.identity.noOrigin': '无',
  'system.identity.useWebContext': '改用 sentinel_web_servlet_context',
  'system.identity.show': '编辑流量源 #{n}',
  'system.identity.entryType.IN': 'IN：入口流量，Web 与 RPC 适配器以此进入；系统规则只检查这类请求。',
  'system.identity.entryType.OUT': 'OUT：出口流量，单独调用 SphU.entry(name) 即是；系统规则从不检查。',
} satisfies Catalog;
