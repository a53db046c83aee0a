import { describe, expect, it } from 'vitest';
import { replayResilience4j } from '../../conformance/replay-resilience4j';
import type { Trace } from '../../conformance/trace';

/** A hand-made trace in the recorded format (CONTRAST.md, resilience4j): L 1 per second, timeout 0.5 s. */
function trace(): Trace {
  const state = (activePermissions: number, nanosToWait: number, metricNanosToWait: number) => ({
    activeCycle: 0,
    activePermissions,
    nanosToWait,
    limitForPeriod: 1,
    timeoutNs: 500_000_000,
    metricAvailablePermissions: activePermissions,
    metricNanosToWait,
    waitingThreads: 0,
  });
  return {
    format: 'flow-trace/1',
    name: 'unit-resilience4j',
    engine: 'resilience4j',
    oracle: 'hand-made',
    description: 'One pass, one refusal that parks the whole timeout, one reservation.',
    limiter: {
      type: 'AtomicRateLimiter',
      limitForPeriod: 1,
      limitRefreshPeriodNs: 1_000_000_000,
      timeoutNs: 500_000_000,
    },
    derived: { initialState: state(1, 0, 0) },
    events: [
      { tNs: 0, op: 'acquirePermission', permits: 1 },
      { tNs: 100_000_000, op: 'acquirePermission', permits: 1 },
      { tNs: 600_000_000, op: 'reservePermission', permits: 1 },
    ],
    expect: [
      { pass: true, waitNs: 0, parkCalls: 0, state: state(0, 0, 1_000_000_000) },
      { pass: false, waitNs: 500_000_000, parkCalls: 1, state: state(0, 900_000_000, 900_000_000) },
      { pass: true, waitNs: 400_000_000, returned: 400_000_000, state: state(-1, 400_000_000, 1_400_000_000) },
    ],
  };
}

describe('replayResilience4j', () => {
  it('replays a hand-made trace with no mismatch', () => {
    expect(replayResilience4j(trace())).toEqual([]);
  });

  it('reports a wrong park', () => {
    const t = trace();
    t.expect[1].waitNs = 0;
    expect(replayResilience4j(t)).toEqual([{ row: 1, field: 'waitNs', expected: 0, actual: 500_000_000 }]);
  });
});
