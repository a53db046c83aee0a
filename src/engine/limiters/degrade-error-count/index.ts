/**
 * Sentinel 1.8's error count (degrade rule grade 2): OPEN when errors > count in one statIntervalMs bucket, once at least minRequestAmount calls completed there.
 * Engine: sentinel/degrade/exception-breaker.ts.
 */
import type { RuleModule } from '../rule-contract';

export const degradeErrorCount: RuleModule<'degrade-error-count'> = {
  kind: 'degrade-error-count',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.circuitbreaker.ExceptionCircuitBreaker',
    versions: '1.8.6, 1.8.9',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.8.6', '1.8.9'],
  grades: [2],
};
