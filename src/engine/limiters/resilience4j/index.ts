/**
 * resilience4j-ratelimiter 2.4.0's `AtomicRateLimiter`: fixed cycles of limitRefreshPeriod, each granting
 * limitForPeriod permissions afresh (2× at an edge), waits up to timeoutDuration taken from future cycles, and a
 * refused acquirePermission that parks its whole timeout. Its core: config and columns (its view is
 * ui/limiters/resilience4j/); the algorithm is engine/resilience4j/atomic-rate-limiter.ts, the run ./runner.ts.
 */
import type { LimiterModule } from '../contract';

export const resilience4j: LimiterModule<'resilience4j'> = {
  kind: 'resilience4j',
  upstream: {
    library: 'resilience4j',
    className: 'io.github.resilience4j.ratelimiter.internal.AtomicRateLimiter',
    versions: '2.4.0',
  },
  family: 'limiters',
  config: { type: 'resilience4j', schema: null },
  columns: [
    { name: 'cycle', unit: '', shown: 'currentCycle', csv: true, doc: 'now / limitRefreshPeriod' },
    {
      name: 'availablePermissions',
      unit: 'permits',
      shown: 'activePermissions',
      csv: true,
      doc: 'permissions after the roll-over, before this call took any',
    },
    {
      name: 'activePermissions',
      unit: 'permits',
      shown: 'activePermissions after',
      csv: true,
      doc: 'the stored permissions after the call (negative = reserved from future cycles)',
    },
    { name: 'nanosToWaitMs', unit: 'ms', shown: 'nanosToWait', csv: true, doc: 'the wait the call computed' },
    {
      name: 'parkedMs',
      unit: 'ms',
      shown: 'parked',
      csv: true,
      doc: 'what the caller parked: the wait, or the whole timeout when refused',
    },
    { name: 'limitForPeriod', unit: 'permits', shown: 'limitForPeriod', csv: true, doc: 'at the call' },
  ],
  seriesNames: { stored: 'availablePermissions' },
  seriesColumns: [
    {
      name: 'availablePermissions',
      unit: 'permits',
      shown: 'availablePermissions',
      csv: true,
      doc: 'getAvailablePermissions() at the tick end (after a roll-over)',
    },
    { name: 'nanosToWaitMs', unit: 'ms', shown: 'nanosToWait', csv: true, doc: 'getNanosToWait() for one permission' },
    { name: 'cycle', unit: '', shown: 'cycle', csv: true, doc: 'getCycle(): the cycle number at the tick end' },
  ],
  standsFor: null,
};
