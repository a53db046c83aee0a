/** 简体中文 for breaker-chart.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'breaker.title': '熔断器',
  'breaker.pick': '熔断器',
  'breaker.probe': '探测',
  'breaker.lane': '探测',
  'breaker.none': '没有熔断器',
  'breaker.noRule': '没有加载熔断规则。',
  'breaker.empty': '没有加载熔断规则，所以没有熔断器可显示。',
  'breaker.summary':
    '{label}：打开 {opened}，{probes}，其中 {closed} 次使其关闭；每 {interval} ms 统计间隔的{value}，对比 {threshold} {limit}',
  'breaker.summary.cursor': '；光标处为 {state}',
  'breaker.opened.one': '{n} 次',
  'breaker.opened.other': '{n} 次',
  'breaker.probes.one': '探测 {n} 次',
  'breaker.probes.other': '探测 {n} 次',
  'breaker.description':
    '色带：熔断器状态随时间的变化；柱：每个 {interval} ms 统计间隔的{value}，对比 {threshold}；◆ 探测请求，✓ 它使熔断器关闭，✗ 它使熔断器再次打开。虚线：打开后的重试时间；点线柱：请求数少于 minRequestAmount {min}。{label}。',
  'breaker.axis.time': '时间 (s)',
  'breaker.tip.time': '时间',
  'breaker.tip.state': '状态',
  'breaker.tip.since': '开始于',
  'breaker.tip.retry': '重试时间',
  'breaker.tip.interval': '统计间隔',
  'breaker.tip.belowMin': '—（< minRequestAmount {min}）',
  'breaker.table.caption': '{label}（`{className}`）的状态变化',
  'breaker.table.time': '时间 (ms)',
  'breaker.table.from': '从',
  'breaker.table.to': '到',
  'breaker.table.what': '发生了什么',
  'breaker.table.value': '触发时的{value}',
  'breaker.table.request': '请求 #',
  'breaker.table.none': '没有状态变化：熔断器整个运行都是 `CLOSED`。',
} satisfies Catalog;
