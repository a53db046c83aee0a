/**
 * Guava's SmoothWarmingUp (RateLimiter.create(permitsPerSecond, warmupPeriod, unit)): above thresholdPermits a
 * stored permit costs more, up to coldInterval at maxPermits, so a cold limiter starts slow. Algorithm:
 * guava/smooth-warming-up.ts.
 */
import type { LimiterModule } from '../contract';
import { GUAVA_COLUMNS } from '../guava-columns';

export const guavaWarmingUp: LimiterModule<'guava-warming-up'> = {
  kind: 'guava-warming-up',
  upstream: {
    library: 'Google Guava',
    className: 'com.google.common.util.concurrent.SmoothRateLimiter.SmoothWarmingUp',
    versions: '31.1',
  },
  family: 'guava',
  config: { type: 'warmingUp', schema: null },
  columns: GUAVA_COLUMNS,
  seriesNames: { stored: 'storedPermits' },
  seriesColumns: [],
  standsFor: null,
};
