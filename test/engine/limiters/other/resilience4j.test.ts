import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../../src/engine/explain';
import { Outcome } from '../../../../src/engine/sim/result';
import { simulate } from '../../../../src/engine/sim/simulate';
import { replayScenario } from './scenario';

const r4j = (over: Record<string, unknown>) => ({
  type: 'resilience4j',
  limitForPeriod: 5,
  limitRefreshPeriodMs: 1000,
  timeoutDurationMs: 0,
  ...over,
});

function run(times: number[], over: Record<string, unknown>, durationMs = 4000) {
  const s = replayScenario(times, r4j(over), durationMs);
  const lim = simulate(s).limiters.find((l) => l.id === 'limiters:0')!;
  return { s, lim };
}

const fiveAt = (ms: number) => [ms, ms, ms, ms, ms];

describe('resilience4j module (AtomicRateLimiter, 5 per 1000 ms)', () => {
  it('lets 5 through just before a cycle edge and 5 more just after it: 10 within 2 ms', () => {
    const { lim } = run([...fiveAt(999), ...fiveAt(1000), 1001], {});
    expect(Array.from(lim.requests.outcome)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(lim.summary.busiest1s?.permits).toBe(10);
    expect(Array.from(lim.requests.columns.cycle)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('a refused acquirePermission parks its whole timeout (parkedMs) and is blocked', () => {
    // 5 at 250 ms use cycle 0; the 6th needs the next cycle, 750 ms away > timeout 500 ms
    const { lim } = run([...fiveAt(250), 250], { timeoutDurationMs: 500 });
    expect(lim.requests.outcome[5]).toBe(Outcome.Blocked);
    expect(lim.requests.columns.parkedMs[5]).toBe(500);
    expect(lim.requests.columns.nanosToWaitMs[5]).toBe(750);
    expect(lim.requests.waitMs[5]).toBe(0);
  });

  it('a wait within the timeout takes the next cycle’s permissions (negative activePermissions)', () => {
    const { lim } = run([...fiveAt(500), 500], { timeoutDurationMs: 600 });
    expect(lim.requests.outcome[5]).toBe(Outcome.Waited);
    expect(lim.requests.waitMs[5]).toBe(500);
    expect(lim.requests.columns.activePermissions[5]).toBe(-1);
    // at the end of the tick holding 1000 ms, cycle 1 has 5 − 1 = 4 left
    expect(lim.ownSeries.availablePermissions[9]).toBe(4);
    expect(lim.ownSeries.cycle[9]).toBe(1);
  });

  it('reservePermission returns the wait instead of parking, −1 when beyond the timeout', () => {
    const { lim } = run([...fiveAt(100), 100, 100], {
      call: 'reservePermission',
      timeoutDurationMs: 950,
      limitForPeriod: 5,
    });
    // the 6th waits 900 ms to cycle 1; the 7th likewise (cycle 1 still has 4)
    expect(Array.from(lim.requests.waitMs.slice(5))).toEqual([900, 900]);
    const { lim: refused } = run([...fiveAt(100), 100], { call: 'reservePermission', timeoutDurationMs: 800 });
    expect(refused.requests.outcome[5]).toBe(Outcome.Blocked);
    expect(refused.requests.columns.parkedMs[5]).toBe(0);
  });

  it('each explanation lands on the run’s verdict', () => {
    const times = [0, 0, 0, 0, 0, 0, 300, 999, 1000, 1000, 1500, 1500, 1500, 1500, 1500, 1500, 2600];
    for (const call of ['acquirePermission', 'reservePermission'])
      for (const timeoutDurationMs of [0, 400, 1200]) {
        const { s, lim } = run(times, { call, timeoutDurationMs, changes: [{ atMs: 2000, drain: true }] });
        for (let i = 0; i < times.length; i++) {
          const e = explainRequest(s, 'limiters:0', i)!;
          expect(e.verdict.pass, `${call} ${timeoutDurationMs} ${i}`).toBe(lim.requests.outcome[i] !== Outcome.Blocked);
          expect(e.verdict.waitMs).toBeCloseTo(lim.requests.waitMs[i], 9);
          expect(verdictFromSteps(e.steps)).toEqual(e.verdict);
        }
      }
  });
});
