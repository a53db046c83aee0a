/** 简体中文 for system.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'system.tabs.label': '熔断器图或系统自适应图',
  'system.tabs.breaker': '熔断器',
  'system.tabs.system': '系统自适应',

  'system.incidents.title': '下游故障',
  'system.incidents.hint': '从 startMs 到 endMs，这段时间内到达的请求改用另一种响应时间和/或另一个错误率。',
  'system.incidents.add': '在游标处添加故障',

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
