/**
 * Sentinel 1.8's slow-request-ratio circuit breaker (degrade rule grade 0): a completion slower than
 * `Math.round(count)` ms is slow; OPEN when slow / total > slowRatioThreshold in one statIntervalMs bucket.
 * Engine: sentinel/degrade/response-time-breaker.ts.
 */
import type { RuleModule } from '../rule-contract';

export const degradeSlowRatio: RuleModule<'degrade-slow-ratio'> = {
  kind: 'degrade-slow-ratio',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ResponseTimeCircuitBreaker',
    versions: '1.8.6, 1.8.9',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.8.6', '1.8.9'],
  grades: [0],
};
