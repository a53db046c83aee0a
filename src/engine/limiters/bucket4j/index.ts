/**
 * Bucket4j 8.19.0's local bucket: one or more bandwidths, each refilled greedily or in whole periods
 * (intervally, on a grid anchored at the bucket's creation; intervally-aligned, on the absolute grid from
 * timeOfFirstRefill), every consumption taken from all of them. Its core: config and columns (its view is ui/limiters/bucket4j/);
 * the algorithm is engine/bucket4j/, the run ./runner.ts.
 */
import type { LimiterModule } from '../contract';

export const bucket4j: LimiterModule<'bucket4j'> = {
  kind: 'bucket4j',
  upstream: { library: 'Bucket4j', className: 'io.github.bucket4j.Bucket', versions: '8.19.0' },
  family: 'limiters',
  config: { type: 'bucket4j', schema: null },
  columns: [
    /** min currentSize after the refill, before consuming */
    {
      name: 'availableTokens',
      unit: 'tokens',
      shown: 'availableTokens',
      csv: true,
    },
    /** availableTokens − n (consumed only) */
    {
      name: 'tokensAfter',
      unit: 'tokens',
      shown: 'tokens after',
      csv: true,
    },
    /** blocking tryConsume: the wait to close the deficit */
    {
      name: 'nanosToCloseDeficitMs',
      unit: 'ms',
      shown: 'nanosToCloseDeficit',
      csv: true,
    },
    /** bandwidth 0’s refill instant after the call, ms since the start (its grid) */
    {
      name: 'lastRefillMs',
      unit: 'ms',
      shown: 'lastRefillTime',
      csv: true,
    },
  ],
  seriesNames: { stored: 'availableTokens' },
  seriesColumns: [
    /** min currentSize at the tick end */
    {
      name: 'availableTokens',
      unit: 'tokens',
      shown: 'availableTokens',
      csv: true,
    },
    /** bandwidth 0 (with several bandwidths) */
    { name: 'currentSize0', unit: 'tokens', shown: null, csv: true },
    /** bandwidth 1 */
    { name: 'currentSize1', unit: 'tokens', shown: null, csv: true },
    /** bandwidth 2 */
    { name: 'currentSize2', unit: 'tokens', shown: null, csv: true },
  ],
  standsFor: null,
};
