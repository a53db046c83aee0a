/** 简体中文 for controls.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'slider.notNumber': '请输入一个数字',
  'slider.value': '{name} 的值',

  'degrade.title': '熔断规则 0',
  'degrade.summary': '`degradeRules[0]`：grade `{grade}`（{gradeName}），资源 `{resource}`',
  'degrade.none': '`degradeRules[0]` 处没有熔断规则：在规则 JSON 的“熔断”标签页里添加一条，或选一个熔断预设。',
  'degrade.gradeUnknown': '未知',
  'degrade.count.errorRatio': '比例阈值：异常比例超过它时熔断器打开',
  'degrade.count.errorCount': '异常数：统计时长内异常超过它时熔断器打开',
  'degrade.timeWindow': '熔断时长：OPEN 这么久，然后放一个探测请求',
  'degrade.minRequestAmount': '最小请求数：统计时长内至少这么多调用才可能熔断',
  'degrade.statIntervalMs': '统计时长：唯一的统计桶',
} satisfies Catalog;
