/**
 * How the page shows Sentinel 1.8's error-ratio breaker (degrade grade 1): its sliders, and how the breaker
 * chart reads its tracks (an error ratio against count).
 * Its core: engine/limiters/degrade-error-ratio; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { BREAKER_CHART, COUNT_ERROR_RATIO, MIN_REQUEST_AMOUNT, STAT_INTERVAL_MS, TIME_WINDOW } from '../rule-controls';

export const degradeErrorRatioView: RuleView<'degrade-error-ratio'> = {
  kind: 'degrade-error-ratio',
  grades: [
    {
      grade: 1,
      nameKey: 'degrade.grade1',
      controls: [COUNT_ERROR_RATIO, TIME_WINDOW, MIN_REQUEST_AMOUNT, STAT_INTERVAL_MS],
      chart: {
        ratio: true,
        threshold: 'count',
        valueKey: 'breaker.value.errorRatio',
        badOfTotalKey: 'breaker.tip.errorsOfTotal',
      },
    },
  ],
  charts: BREAKER_CHART,
};
