/**
 * The number sliders and the degrade-rule controls. Field names (count, timeWindow …) are Sentinel's
 * and stay; the hints lead with the dashboard's own Chinese labels (最大 RT, 比例阈值, 熔断时长,
 * 最小请求数, 统计时长) so the fields are recognised.
 */
import type { Messages } from './index';

export default {
  en: {
    'slider.notNumber': 'enter a number',
    'slider.value': '{name} value',

    'degrade.title': 'Degrade rule 0',
    'degrade.summary': '`degradeRules[0]`: grade `{grade}` ({gradeName}) on resource `{resource}`',
    'degrade.none':
      'No degrade rule at `degradeRules[0]`: add one in the Degrade tab of the Rule JSON, or pick a breaker preset.',
    'degrade.gradeUnknown': 'unknown',
    'degrade.count.errorRatio': 'error ratio that opens the breaker',
    'degrade.count.errorCount': 'errors per interval that open the breaker',
    'degrade.timeWindow': 'OPEN this long, then one probe',
    'degrade.minRequestAmount': 'calls needed in the interval before it may open',
    'degrade.statIntervalMs': 'the one statistics bucket',
  },
  zh: {
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
  },
} satisfies Messages;
