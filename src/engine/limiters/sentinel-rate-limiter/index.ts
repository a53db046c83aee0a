/**
 * Sentinel ≤ 1.8.6's RateLimiterController (grade 1, controlBehavior 2, CONTROL_BEHAVIOR_RATE_LIMITER): the
 * virtual queue in whole milliseconds (costTime = Math.round(acquire / count · 1000)). Algorithm:
 * sentinel/controllers/rate-limiter.ts. The picker shows it and ThrottlingController as one option; which runs
 * depends on sentinelVersion.
 */
import type { LimiterModule } from '../contract';
import { PACING_COLUMNS } from '../pacing-parts';

export const sentinelRateLimiter: LimiterModule<'sentinel-rate-limiter'> = {
  kind: 'sentinel-rate-limiter',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.RateLimiterController',
    versions: '1.7.2, 1.8.0 to 1.8.6',
  },
  family: 'sentinel',
  config: null,
  columns: PACING_COLUMNS,
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r, version) => r.grade !== 0 && r.controlBehavior === 2 && version !== '1.8.9',
};
