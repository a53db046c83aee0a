/**
 * Sentinel 1.8's error ratio (degrade rule grade 1): OPEN when errors / total > count in one statIntervalMs bucket, once at least minRequestAmount calls completed there.
 * Engine: sentinel/degrade/exception-breaker.ts.
 */
import type { RuleModule } from '../rule-contract';

export const degradeErrorRatio: RuleModule<'degrade-error-ratio'> = {
  kind: 'degrade-error-ratio',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ExceptionCircuitBreaker',
    versions: '1.8.6, 1.8.9',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.8.6', '1.8.9'],
  grades: [1],
};
