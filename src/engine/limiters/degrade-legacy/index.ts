/**
 * Sentinel 1.7.2's DegradeRule (before the 1.8 circuit breakers): one rule object that is its own breaker, no
 * statistics bucket of its own. Grade 0 cuts after rtSlowRequestAmount consecutive checks with avgRt >= count,
 * grade 1 on the exception ratio (with minRequestAmount calls per second), grade 2 on the exception count of the
 * last minute; cut off for timeWindow s. Engine: sentinel/degrade-legacy/legacy-degrade.ts.
 */
import type { RuleModule } from '../rule-contract';

export const degradeLegacy: RuleModule<'degrade-legacy'> = {
  kind: 'degrade-legacy',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.degrade.DegradeRule (passCheck)',
    versions: '1.7.2',
  },
  ruleList: 'degradeRules',
  sentinelVersions: ['1.7.2'],
  grades: [0, 1, 2],
};
