import type { SentinelGoFlowRule } from '../../../src/engine/sentinel-go';

/** ≡ 230 (mod 500) and (mod 1000), as in the recorded traces. */
export const T0 = 1_700_000_000_230;

export function flowRule(fields: Partial<SentinelGoFlowRule>): SentinelGoFlowRule {
  return {
    resource: 'sim-resource',
    tokenCalculateStrategy: 0,
    controlBehavior: 0,
    threshold: 10,
    maxQueueingTimeMs: 0,
    warmUpPeriodSec: 0,
    warmUpColdFactor: 0,
    statIntervalInMs: 1000,
    ...fields,
  };
}
