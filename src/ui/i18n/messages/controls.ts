/**
 * The number sliders and the degrade-rule controls. Field names (count, timeWindow …) are Sentinel's
 * and stay; the hints lead with the dashboard's own Chinese labels (最大 RT, 比例阈值, 熔断时长,
 * 最小请求数, 统计时长) so the fields are recognised.
 */
import type { Catalog } from './catalog';

export default {
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
} satisfies Catalog;
