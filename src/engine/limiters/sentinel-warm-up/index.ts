/**
 * Sentinel's WarmUpController (grade 1, controlBehavior 1, CONTROL_BEHAVIOR_WARM_UP): a token bucket measures
 * how cold the system is; above warningToken the QPS limit falls along the slope towards count / coldFactor.
 * Algorithm: sentinel/controllers/warm-up.ts.
 */
import type { LimiterModule } from '../contract';

export const sentinelWarmUp: LimiterModule<'sentinel-warm-up'> = {
  kind: 'sentinel-warm-up',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.WarmUpController',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    /** the (long) passQps read before the sync */
    { name: 'passQps', unit: 'QPS', shown: 'passQps', csv: true },
    /** storedTokens after the sync (restToken) */
    {
      name: 'storedTokens',
      unit: 'tokens',
      shown: 'storedTokens',
      csv: true,
    },
    /** the limit in force: warning QPS above warningToken, else count */
    {
      name: 'limitQps',
      unit: 'QPS',
      shown: 'limit',
      csv: true,
    },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade !== 0 && r.controlBehavior === 1,
};
