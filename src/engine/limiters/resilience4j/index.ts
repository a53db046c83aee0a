/**
 * resilience4j-ratelimiter 2.4.0's `AtomicRateLimiter`: fixed cycles of limitRefreshPeriod, each granting
 * limitForPeriod permissions afresh (2× at an edge), waits up to timeoutDuration taken from future cycles, and a
 * refused acquirePermission that parks its whole timeout. Its core: config and columns (its view is
 * ui/limiters/resilience4j/); the algorithm is engine/resilience4j/atomic-rate-limiter.ts, the run ./runner.ts,
 * its two "as code" targets (Java and Spring Boot YAML) ./as-code.ts.
 */
import type { AsCodePart } from '../../as-code/types';
import type { LimiterModule } from '../contract';

export const resilience4j: LimiterModule<'resilience4j'> & AsCodePart = {
  kind: 'resilience4j',
  upstream: {
    library: 'resilience4j',
    className: 'io.github.resilience4j.ratelimiter.internal.AtomicRateLimiter',
    versions: '2.4.0',
  },
  family: 'limiters',
  config: { type: 'resilience4j', schema: null },
  columns: [
    /** now / limitRefreshPeriod */
    { name: 'cycle', unit: '', shown: 'currentCycle', csv: true },
    /** permissions after the roll-over, before this call took any */
    {
      name: 'availablePermissions',
      unit: 'permits',
      shown: 'activePermissions',
      csv: true,
    },
    /** the stored permissions after the call (negative = reserved from future cycles) */
    {
      name: 'activePermissions',
      unit: 'permits',
      shown: 'activePermissions after',
      csv: true,
    },
    /** the wait the call computed */
    { name: 'nanosToWaitMs', unit: 'ms', shown: 'nanosToWait', csv: true },
    /** what the caller parked: the wait, or the whole timeout when refused */
    {
      name: 'parkedMs',
      unit: 'ms',
      shown: 'parked',
      csv: true,
    },
    /** at the call */
    { name: 'limitForPeriod', unit: 'permits', shown: 'limitForPeriod', csv: true },
  ],
  seriesNames: { stored: 'availablePermissions' },
  seriesColumns: [
    /** getAvailablePermissions() at the tick end (after a roll-over) */
    {
      name: 'availablePermissions',
      unit: 'permits',
      shown: 'availablePermissions',
      csv: true,
    },
    /** getNanosToWait() for one permission */
    { name: 'nanosToWaitMs', unit: 'ms', shown: 'nanosToWait', csv: true },
    /** getCycle(): the cycle number at the tick end */
    { name: 'cycle', unit: '', shown: 'cycle', csv: true },
  ],
  standsFor: null,
  asCode: () => import('./as-code'),
};
