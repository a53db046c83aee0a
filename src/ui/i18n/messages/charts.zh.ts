/** 简体中文 for charts.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'curve.title': '预热曲线',
  'curve.description': '请求间隔随 {x} 的变化',
  'curve.description.none': '请求间隔随存储令牌数的变化',
  'curve.now': '当前：',
  'curve.acquire.area': '位于游标处：阴影面积就是它所用存储许可的代价',
  'curve.acquire.aria': '面积对应的获取许可数',
  'curve.acquire.invalid': '1 到 {max} 之间的整数许可数',
  'curve.cost': '{stored} 个存储许可中用 {spent} 个 → {micros} µs（新许可 {fresh} 个）',
  'curve.bursty':
    '`SmoothBursty`：存储的许可不花时间（`storedPermitsToWaitTime` 为 0 µs），所以没有预热曲线。间隔始终是 `stableIntervalMicros` {interval}\u00a0µs。',
  'curve.noWarmUp': '`{className}` 没有预热：它的阈值与存储的令牌数无关。',
  'curve.aria': '请求间隔随 {x} 的变化：到 {knee} {kneeValue} 之前不变，在 {full} {fullValue} 处升到 {top}',
  'curve.axis.interval': '间隔 (ms)',
  'curve.table.caption': '曲线上的几个点，以及当前值',
  'curve.table.none': '`{className}` 没有预热曲线。',

  'breaker.tip.slowOfTotal': '慢调用 / 总数',
  'breaker.tip.errorsOfTotal': '异常 / 总数',
  'breaker.value.slowRatio': '慢调用比例',
  'breaker.value.errorRatio': '异常比例',
  'breaker.value.errors': '异常数',
  'breaker.tripped': '触发熔断：数值超过了阈值',
  'breaker.retry': '到了重试时间：放一个探测请求通过',
  'breaker.probeOk': '✓ 探测成功',
  'breaker.probeFailed': '✗ 探测失败：再次打开',
} satisfies Catalog;
