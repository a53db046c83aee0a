/**
 * How the page shows Sentinel 1.7.2's DegradeRule: its sliders per grade (timeWindow and minRequestAmount mean
 * what the legacy rule reads). Its tracks read as the 1.8 grade of the same number (`chart: null`).
 * Its core: engine/limiters/degrade-legacy; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { BREAKER_CHART, COUNT_ERROR_COUNT, COUNT_ERROR_RATIO, ruleControl } from '../rule-controls';

const TIME_WINDOW_LEGACY = ruleControl('timeWindow', 'degrade.timeWindow.legacy', 's', {
  min: 0,
  max: 60,
  step: 1,
  fallback: 0,
});

export const degradeLegacyView: RuleView<'degrade-legacy'> = {
  kind: 'degrade-legacy',
  grades: [
    {
      grade: 0,
      nameKey: 'degrade.legacyGrade0',
      controls: [
        ruleControl('count', 'degrade.count.legacyRt', 'ms', { min: 0, max: 2000, step: 10, fallback: 0 }),
        ruleControl('rtSlowRequestAmount', 'degrade.rtSlowRequestAmount', 'checks', {
          min: 1,
          max: 100,
          step: 1,
          fallback: 5,
        }),
        TIME_WINDOW_LEGACY,
      ],
      chart: null,
    },
    {
      grade: 1,
      nameKey: 'degrade.legacyGrade1',
      controls: [
        COUNT_ERROR_RATIO,
        TIME_WINDOW_LEGACY,
        ruleControl('minRequestAmount', 'degrade.minRequestAmount.legacy', 'calls', {
          min: 1,
          max: 100,
          step: 1,
          fallback: 5,
        }),
      ],
      chart: null,
    },
    { grade: 2, nameKey: 'degrade.legacyGrade2', controls: [COUNT_ERROR_COUNT, TIME_WINDOW_LEGACY], chart: null },
  ],
  charts: BREAKER_CHART,
};
