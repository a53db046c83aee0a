/**
 * How the page shows Sentinel 1.8's error-count breaker (degrade grade 2): its sliders, and how the breaker
 * chart reads its tracks (an error count against count).
 * Its core: engine/limiters/degrade-error-count; its words: messages.ts.
 */
import type { RuleView } from '../rule-view';
import { BREAKER_CHART, COUNT_ERROR_COUNT, MIN_REQUEST_AMOUNT, STAT_INTERVAL_MS, TIME_WINDOW } from '../rule-controls';

export const degradeErrorCountView: RuleView<'degrade-error-count'> = {
  kind: 'degrade-error-count',
  grades: [
    {
      grade: 2,
      nameKey: 'degrade.grade2',
      controls: [COUNT_ERROR_COUNT, TIME_WINDOW, MIN_REQUEST_AMOUNT, STAT_INTERVAL_MS],
      chart: {
        ratio: false,
        threshold: 'count',
        valueKey: 'breaker.value.errors',
        badOfTotalKey: 'breaker.tip.errorsOfTotal',
      },
    },
  ],
  charts: BREAKER_CHART,
};
