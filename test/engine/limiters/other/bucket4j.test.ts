import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../../src/engine/explain';
import { parseScenario } from '../../../../src/engine/scenario';
import { Outcome } from '../../../../src/engine/sim/result';
import { simulate } from '../../../../src/engine/sim/simulate';
import { replayScenario } from './scenario';

/** The bucket is created at an epoch instant 250 ms past a whole second. */
const START = 1_700_000_000_250;

function run(times: number[], item: Record<string, unknown>, durationMs = 3000) {
  const s = { ...replayScenario(times, item, durationMs), startMs: START };
  const lim = simulate(s).limiters.find((l) => l.id === 'limiters:0')!;
  return { s, lim };
}

const five = [0, 0, 0, 0, 0];
const bw = (refill: string, extra: Record<string, unknown> = {}) => ({
  type: 'bucket4j',
  bandwidths: [{ capacity: 5, refill, refillTokens: 5, refillPeriodMs: 1000, ...extra }],
});

describe('bucket4j module (Bucket4j 8.19.0 local bucket)', () => {
  it('intervally refills a whole period after the bucket’s creation; aligned refills on the absolute grid', () => {
    const times = [...five, 760, 1000];
    const interval = run(times, bw('intervally')).lim;
    // created at …250: the next refill is at 1000 ms since the start
    expect(Array.from(interval.requests.outcome.slice(5))).toEqual([Outcome.Blocked, Outcome.Passed]);
    expect(interval.requests.columns.lastRefillMs[6]).toBe(1000);
    // aligned on whole epoch seconds: the first refill at …001000, 750 ms since the start
    const aligned = run(times, bw('intervallyAligned', { timeOfFirstRefillMs: 1_700_000_001_000 })).lim;
    expect(Array.from(aligned.requests.outcome.slice(5))).toEqual([Outcome.Passed, Outcome.Passed]);
    expect(aligned.requests.columns.lastRefillMs[5]).toBe(750);
  });

  it('greedy refills continuously: one token per 200 ms', () => {
    const { lim } = run([...five, 150, 210], bw('greedy'));
    expect(Array.from(lim.requests.outcome.slice(5))).toEqual([Outcome.Blocked, Outcome.Passed]);
    expect(lim.ownSeries.availableTokens[0]).toBe(0); // 100 ms: half a token, stored as 0 whole tokens
  });

  it('initialTokens starts the bucket below capacity', () => {
    const { lim } = run(five, bw('greedy', { initialTokens: 2 }));
    expect(Array.from(lim.requests.outcome)).toEqual([0, 0, 2, 2, 2]);
  });

  it('blocking tryConsume reserves into negative tokens and parks the deficit’s time', () => {
    const { lim } = run([...five, 0, 0], { ...bw('greedy'), call: 'blockingTryConsume', maxWaitMs: 300 });
    // deficit 1 → 200 ms, deficit 2 → 400 ms > 300: refused
    expect(Array.from(lim.requests.waitMs.slice(5))).toEqual([200, 0]);
    expect(Array.from(lim.requests.outcome.slice(5))).toEqual([Outcome.Waited, Outcome.Blocked]);
    // at 100 ms: −1 + 0.5 refilled; the bucket counts whole tokens (the half is its roundingError)
    expect(lim.ownSeries.availableTokens[0]).toBe(-1);
  });

  it('several bandwidths: the tightest decides, and each is sampled', () => {
    const item = {
      type: 'bucket4j',
      bandwidths: [
        { capacity: 10, refill: 'greedy', refillTokens: 10, refillPeriodMs: 10_000 },
        { capacity: 3, refill: 'greedy', refillTokens: 3, refillPeriodMs: 1000 },
      ],
    };
    const { lim } = run([...five], item);
    expect(Array.from(lim.requests.outcome)).toEqual([0, 0, 0, 2, 2]);
    expect(lim.ownSeries.currentSize0[0]).toBe(7);
  });

  it('refuses a bandwidth the builder would refuse', () => {
    const s = replayScenario([0], bw('greedy'));
    const bad = parseScenario({ ...s, limiters: [bw('intervallyAligned')] });
    expect(bad.ok).toBe(false);
  });

  it('each explanation lands on the run’s verdict', () => {
    const times = [0, 0, 0, 0, 0, 0, 100, 450, 760, 1000, 1000, 1200, 2100];
    for (const item of [
      bw('greedy'),
      bw('intervally'),
      bw('intervallyAligned', { timeOfFirstRefillMs: 1_700_000_001_000 }),
      { ...bw('greedy'), call: 'blockingTryConsume', maxWaitMs: 500 },
      { ...bw('intervally'), call: 'blockingTryConsume', maxWaitMs: 900 },
    ]) {
      const { s, lim } = run(times, item);
      for (let i = 0; i < times.length; i++) {
        const e = explainRequest(s, 'limiters:0', i)!;
        expect(e.verdict.pass).toBe(lim.requests.outcome[i] !== Outcome.Blocked);
        expect(e.verdict.waitMs).toBeCloseTo(lim.requests.waitMs[i], 9);
        expect(verdictFromSteps(e.steps)).toEqual(e.verdict);
      }
    }
  });
});
