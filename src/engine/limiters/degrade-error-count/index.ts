/**
 * Sentinel 1.8's error count (degrade rule grade 2): OPEN when errors > count in one statIntervalMs bucket, once at least minRequestAmount calls completed there.
 * Engine: sentinel/degrade/exception-breaker.ts.
 */
import type { RuleModule } from '../rule-contract';
import {
  BREAKER_CHART,
  COUNT_ERROR_COUNT,
  MIN_REQUEST_AMOUNT,
  STAT_INTERVAL_MS,
  TIME_WINDOW,
} from '../degrade-controls';

export const degradeErrorCount: RuleModule<'degrade-error-count'> = {
  kind: 'degrade-error-count',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ExceptionCircuitBreaker',
    versions: '1.8.6, 1.8.9',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.8.6', '1.8.9'],
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
