import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../../src/engine/explain';
import { Outcome } from '../../../../src/engine/sim/result';
import { simulate } from '../../../../src/engine/sim/simulate';
import { requestsCsv, seriesCsv } from '../../../../src/ui/export/csv';
import { applyChoice, currentChoice } from '../../../../src/ui/lib/limiter-choice';
import { defaultScenario } from '../../../../src/engine/scenario';
import { replayScenario } from './scenario';

const goRate = (over: Record<string, unknown>) => ({ type: 'goRate', limit: 2, burst: 3, ...over });

function run(times: number[], over: Record<string, unknown>, durationMs = 5000) {
  const s = replayScenario(times, goRate(over), durationMs);
  const r = simulate(s);
  const lim = r.limiters.find((l) => l.id === 'limiters:0')!;
  return { s, r, lim };
}

describe('go-rate module (x/time/rate NewLimiter(2, 3))', () => {
  it('ReserveN: starts full, then each token is owed 1/limit s later (rate.go: durationFromTokens)', () => {
    const { lim } = run([0, 0, 0, 0, 0], { call: 'ReserveN' });
    const log = lim.requests;
    expect(lim.kind).toBe('go-rate');
    // 3 from the full bucket, then −1 → 0.5 s, −2 → 1 s
    expect(Array.from(log.waitMs)).toEqual([0, 0, 0, 500, 1000]);
    expect(Array.from(log.columns.tokensAfter)).toEqual([2, 1, 0, -1, -2]);
    expect(Array.from(log.outcome)).toEqual([0, 0, 0, 1, 1]);
    // the first tick ends at 100 ms: −2 + 0.1 × 2 = −1.8
    expect(lim.ownSeries.tokensAt[0]).toBeCloseTo(-1.8, 9);
    expect(lim.ownSeries.tokens[0]).toBe(-2);
    // the newest reservation acts at 1000 ms: 900 ms after the first tick's end
    expect(lim.ownSeries.lastEventAheadMs[0]).toBeCloseTo(900, 6);
  });

  it('AllowN: passes only with a wait of 0, a refusal changes nothing', () => {
    const { lim } = run([0, 0, 0, 0, 600], { call: 'AllowN' });
    expect(Array.from(lim.requests.outcome)).toEqual([0, 0, 0, 2, 0]);
    // at 600 ms: 0 + 0.6 × 2 = 1.2 tokens seen
    expect(lim.requests.columns.tokensBefore[4]).toBeCloseTo(1.2, 9);
  });

  it('WaitN with a deadline refuses a wait beyond it without taking tokens', () => {
    const { lim } = run([0, 0, 0, 0, 0, 0], { call: 'WaitN', waitTimeoutMs: 600 });
    expect(Array.from(lim.requests.outcome)).toEqual([0, 0, 0, 1, 2, 2]);
    expect(lim.requests.columns.tokensAfter[5]).toBe(-2); // the same as the refused 5th: nothing was taken
  });

  it('SetLimitAt(Inf) freezes the tokens field; reservations go through untouched', () => {
    const { lim } = run([0, 0, 0, 0, 0, 1500, 1600, 1700], {
      call: 'ReserveN',
      changes: [{ atMs: 1000, setLimit: 'Inf' }],
    });
    // at 1000 ms: −2 + 1 × 2 = 0 stored, then frozen whatever arrives
    const t = lim.ownSeries.tokens;
    expect(t[8]).toBe(-2); // the tick ending at 900 ms: the field is as of the last call (0 ms)
    expect(t[9]).toBeCloseTo(0, 9); // SetLimitAt(1000 ms) advanced it to −2 + 1 × 2
    expect(t[30]).toBeCloseTo(0, 9);
    expect(Array.from(lim.requests.waitMs.slice(5))).toEqual([0, 0, 0]);
    expect(Number.isNaN(lim.series.limitQps[20])).toBe(true);
  });

  it('each explanation lands on the run’s verdict', () => {
    for (const call of ['AllowN', 'ReserveN', 'WaitN']) {
      const times = [0, 0, 0, 0, 100, 250, 400, 900, 900, 2000];
      const { s, lim } = run(times, { call, waitTimeoutMs: call === 'WaitN' ? 700 : null });
      for (let i = 0; i < times.length; i++) {
        const e = explainRequest(s, 'limiters:0', i)!;
        expect(e.className).toBe('rate.Limiter');
        expect(e.verdict.pass, `${call} ${i}`).toBe(lim.requests.outcome[i] !== Outcome.Blocked);
        expect(e.verdict.waitMs).toBeCloseTo(lim.requests.waitMs[i], 9);
        expect(verdictFromSteps(e.steps)).toEqual(e.verdict);
      }
    }
  });

  it('exports its own columns and state series to CSV', () => {
    const s = replayScenario([0, 0, 0, 0, 0], goRate({ call: 'ReserveN' }));
    const r = simulate(s);
    const lim = r.limiters.find((l) => l.id === 'limiters:0')!;
    const [head, ...rows] = requestsCsv(lim).trim().split('\n');
    for (const name of ['tokensBefore', 'tokensAfter', 'waitDurationMs', 'timeToActMs']) expect(head).toContain(name);
    const col = head.split(',').indexOf('tokensAfter');
    expect(rows.map((row) => Number(row.split(',')[col]))).toEqual([2, 1, 0, -1, -2]);
    const [seriesHead, first] = seriesCsv(r, lim).trim().split('\n');
    const names = seriesHead.split(',');
    expect(names).toEqual(expect.arrayContaining(['tokens', 'tokensAt', 'lastEventAheadMs']));
    expect(Number(first.split(',')[names.indexOf('tokensAt')])).toBeCloseTo(-1.8, 9);
  });

  it('is chosen from the picker with the scenario’s own rate', () => {
    const chosen = applyChoice(defaultScenario(), 'go-rate');
    expect(currentChoice(chosen)).toBe('go-rate');
    expect(chosen.limiters?.[0]).toMatchObject({ type: 'goRate', limit: 20, burst: 20 });
  });
});
