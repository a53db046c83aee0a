/**
 * How the page shows Sentinel 1.8's slow-request-ratio breaker (degrade grade 0): its sliders, and how the
 * breaker chart reads its tracks (a slow ratio against slowRatioThreshold).
 * Its core: engine/limiters/degrade-slow-ratio; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { BREAKER_CHART, MIN_REQUEST_AMOUNT, ruleControl, STAT_INTERVAL_MS, TIME_WINDOW } from '../rule-controls';

export const degradeSlowRatioView: RuleView<'degrade-slow-ratio'> = {
  kind: 'degrade-slow-ratio',
  grades: [
    {
      grade: 0,
      nameKey: 'degrade.grade0',
      controls: [
        ruleControl('count', 'degrade.count.maxRt', 'ms', { min: 0, max: 2000, step: 10, fallback: 0 }),
        ruleControl('slowRatioThreshold', 'degrade.slowRatioThreshold', '', {
          min: 0,
          max: 1,
          step: 0.05,
          fallback: 1,
        }),
        TIME_WINDOW,
        MIN_REQUEST_AMOUNT,
        STAT_INTERVAL_MS,
      ],
      chart: {
        ratio: true,
        threshold: 'slowRatioThreshold',
        valueKey: 'breaker.value.slowRatio',
        badOfTotalKey: 'breaker.tip.slowOfTotal',
      },
    },
  ],
  charts: BREAKER_CHART,
};
