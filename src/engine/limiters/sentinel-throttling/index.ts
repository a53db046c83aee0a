/**
 * Sentinel 1.8.7+'s ThrottlingController (grade 1, controlBehavior 2, CONTROL_BEHAVIOR_RATE_LIMITER): a virtual
 * queue paces requests costTime apart, refusing those that would wait longer than maxQueueingTimeMs; in
 * nanosecond mode (count > 1000 / ms) it keeps time in ns. Algorithm: sentinel/controllers/throttling.ts.
 */
import type { LimiterModule } from '../contract';
import { PACING_COLUMNS } from '../pacing-parts';

export const sentinelThrottling: LimiterModule<'sentinel-throttling'> = {
  kind: 'sentinel-throttling',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.ThrottlingController',
    versions: '1.8.7 and later (sentinelVersion "1.8.9")',
  },
  family: 'sentinel',
  config: null,
  columns: PACING_COLUMNS,
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r, version) => r.grade !== 0 && r.controlBehavior === 2 && version === '1.8.9',
};
