/** 简体中文 for controls.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'slider.notNumber': '请输入一个数字',
  'slider.value': '{name} 的值',

  'degrade.title': '熔断规则 0',
  'degrade.summary': '`degradeRules[0]`：grade `{grade}`（{gradeName}），资源 `{resource}`',
  'degrade.none': '`degradeRules[0]` 处没有熔断规则：在规则 JSON 的“熔断”标签页里添加一条，或选一个熔断预设。',
  'degrade.grade0': '慢调用比例',
  'degrade.grade1': '异常比例',
  'degrade.grade2': '异常数',
  'degrade.legacyGrade0': 'RT（平均响应时间）',
  'degrade.legacyGrade1': '异常比例',
  'degrade.legacyGrade2': '异常数',
  'degrade.gradeUnknown': '未知',
  'degrade.count.maxRt': '最大 RT：比它慢的调用算作慢调用',
  'degrade.count.legacyRt': 'RT：平均响应时间超过它时，这次检查算慢',
  'degrade.count.errorRatio': '比例阈值：异常比例超过它时熔断器打开',
  'degrade.count.errorCount': '异常数：统计时长内异常超过它时熔断器打开',
  'degrade.rtSlowRequestAmount': '连续多少次慢检查后降级',
  'degrade.slowRatioThreshold': '比例阈值：慢调用比例超过它时熔断器打开',
  'degrade.timeWindow': '熔断时长：OPEN 这么久，然后放一个探测请求',
  'degrade.timeWindow.legacy': '时间窗口：降级持续这么久',
  'degrade.minRequestAmount': '最小请求数：统计时长内至少这么多调用才可能熔断',
  'degrade.minRequestAmount.legacy': '每秒至少这么多调用，异常比例才生效',
  'degrade.statIntervalMs': '统计时长：唯一的统计桶',
} satisfies Catalog;
