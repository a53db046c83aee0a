/**
 * Sentinel 1.8's slow-request-ratio circuit breaker (degrade rule grade 0): a completion slower than
 * `Math.round(count)` ms is slow; OPEN when slow / total > slowRatioThreshold in one statIntervalMs bucket.
 * Engine: sentinel/degrade/response-time-breaker.ts.
 */
import type { RuleModule } from '../rule-contract';
import { BREAKER_CHART, MIN_REQUEST_AMOUNT, ruleControl, STAT_INTERVAL_MS, TIME_WINDOW } from '../degrade-controls';

export const degradeSlowRatio: RuleModule<'degrade-slow-ratio'> = {
  kind: 'degrade-slow-ratio',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ResponseTimeCircuitBreaker',
    versions: '1.8.6, 1.8.9',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.8.6', '1.8.9'],
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
