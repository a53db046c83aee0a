/**
 * Sentinel's WarmUpRateLimiterController (grade 1, controlBehavior 3, CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER):
 * WarmUp's token bucket sets the rate (warmingQps) at which the virtual queue paces requests. Algorithm:
 * sentinel/controllers/warm-up-rate-limiter.ts.
 */
import type { LimiterModule } from '../contract';
import { PACING_COLUMNS } from '../pacing-parts';

const pacing = PACING_COLUMNS.filter((c) => c.name !== 'limitQps');

export const sentinelWarmUpRateLimiter: LimiterModule<'sentinel-warm-up-rate-limiter'> = {
  kind: 'sentinel-warm-up-rate-limiter',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slots.block.flow.controller.WarmUpRateLimiterController',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'sentinel',
  config: null,
  columns: [
    // it does not read passQps (its explain record has NaN there): the column stays, empty, as it always was
    /** not read by this controller: NaN */
    { name: 'passQps', unit: 'QPS', shown: 'passQps', csv: true },
    /** storedTokens after the sync */
    { name: 'storedTokens', unit: 'tokens', shown: null, csv: true },
    /** the warmingQps its costTime was computed from */
    { name: 'limitQps', unit: 'QPS', shown: null, csv: true },
    ...pacing,
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: (r) => r.grade !== 0 && r.controlBehavior === 3,
};
