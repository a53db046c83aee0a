/**
 * Sentinel 1.7.2's DegradeRule (before the 1.8 circuit breakers): one rule object that is its own breaker, no
 * statistics bucket of its own. Grade 0 cuts after rtSlowRequestAmount consecutive checks with avgRt >= count,
 * grade 1 on the exception ratio (with minRequestAmount calls per second), grade 2 on the exception count of the
 * last minute; cut off for timeWindow s. Engine: sentinel/degrade-legacy/legacy-degrade.ts.
 */
import type { RuleModule } from '../rule-contract';
import { BREAKER_CHART, COUNT_ERROR_COUNT, COUNT_ERROR_RATIO, ruleControl } from '../degrade-controls';

const TIME_WINDOW_LEGACY = ruleControl('timeWindow', 'degrade.timeWindow.legacy', 's', {
  min: 0,
  max: 60,
  step: 1,
  fallback: 0,
});

export const degradeLegacy: RuleModule<'degrade-legacy'> = {
  kind: 'degrade-legacy',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule (passCheck)',
    versions: '1.7.2',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.7.2'],
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
