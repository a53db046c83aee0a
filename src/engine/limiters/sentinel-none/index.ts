/**
 * A Sentinel flow rule that does nothing (sim/sentinel-limiter.ts says why in its label): dropped by
 * FlowRuleUtil.isValidRule, not loaded because the controller's constructor throws, or loaded but never applied
 * to these requests. Every request passes; the node still counts.
 */
import type { LimiterModule } from '../contract';

export const sentinelNone: LimiterModule<'sentinel-none'> = {
  kind: 'sentinel-none',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.FlowRuleManager (no rule loaded or applied)',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: () => false,
};
