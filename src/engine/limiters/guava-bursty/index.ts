/**
 * Guava's SmoothBursty (RateLimiter.create(permitsPerSecond)): stored permits up to maxBurstSeconds of the rate
 * are free; a request pays for fresh permits by pushing nextFreeTicketMicros, and the NEXT caller waits for it.
 * Algorithm: guava/smooth-bursty.ts.
 */
import type { LimiterModule } from '../contract';
import { GUAVA_COLUMNS } from '../guava-columns';

export const guavaBursty: LimiterModule<'guava-bursty'> = {
  kind: 'guava-bursty',
  upstream: {
    library: 'Google Guava',
    className: 'com.google.common.util.concurrent.SmoothRateLimiter.SmoothBursty',
    versions: '31.1',
  },
  family: 'guava',
  config: { type: 'bursty', schema: null },
  columns: GUAVA_COLUMNS,
  seriesNames: { stored: 'storedPermits' },
  seriesColumns: [],
  standsFor: null,
};
