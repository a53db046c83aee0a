/**
 * The x/time/rate, resilience4j and Bucket4j "Other limiters" examples must be true: every claim their texts make
 * (src/ui/limiters/{go-rate,resilience4j,bucket4j}/gallery-texts.ts) is checked here against the engine's verdicts
 * on the preset's own scenario. Expected numbers come from the upstream formulas (x/time/rate: a debt of k tokens
 * waits k / limit s; resilience4j: cycles of limitRefreshPeriod; Bucket4j: whole periods from creation or from
 * timeOfFirstRefill), not from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { galleryPreset } from '../../src/ui/gallery/presets';

const { Passed, Waited, Blocked } = Outcome;

function run(id: string): Map<string, LimiterResult> {
  const p = galleryPreset(id)!;
  const r = parseScenario(p.build());
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return new Map(simulate(r.value).limiters.map((l) => [l.id, l]));
}
const outcomes = (l: LimiterResult) => Array.from(l.requests.outcome.slice(0, l.requests.count));
const waits = (l: LimiterResult) => Array.from(l.requests.waitMs.slice(0, l.requests.count));
/** the per-tick value at the end of the tick that holds `ms` */
const at = (series: Float64Array, ms: number, tickMs: number) => series[Math.floor(ms / tickMs)];

describe('Other limiters examples: the texts are what the engine does', () => {
  it('x/time/rate starts full and goes to −5 on reservations; Guava starts empty, the 10th waits 1800 ms', () => {
    const runs = run('go-rate-full-start');
    const go = runs.get('limiters:0')!;
    expect(outcomes(go)).toEqual([Passed, Passed, Passed, Passed, Passed, Waited, Waited, Waited, Waited, Waited]);
    expect(waits(go).slice(5)).toEqual([200, 400, 600, 800, 1000]);
    expect(go.ownSeries.tokens[0]).toBe(-5);
    expect(at(go.ownSeries.tokensAt, 50, 100)).toBeCloseTo(-4.5, 9);
    expect(Math.min(...go.ownSeries.tokensAt)).toBeLessThan(0);
    expect(at(go.ownSeries.tokensAt, 1950, 100)).toBe(5);
    const guava = runs.get('guava:0')!;
    expect(outcomes(guava).filter((o) => o === Passed)).toHaveLength(1);
    expect(waits(guava)[9]).toBe(1800);
  });

  it('SetLimitAt(Inf) freezes tokens at −2.5 while 20 QPS pass; SetLimitAt(5) makes it full', () => {
    const go = run('go-rate-inf-freeze').get('limiters:0')!;
    const t = go.ownSeries.tokens;
    for (const ms of [550, 1000, 2000, 2850]) expect(at(t, ms, 100), `${ms}`).toBeCloseTo(-2.5, 9);
    expect(at(t, 3050, 100)).toBe(5);
    const after = go.requests.tMs.findIndex((ms) => ms >= 1000);
    const rest = outcomes(go).slice(after, after + 40);
    expect(rest).toHaveLength(40);
    expect(rest.every((o) => o === Passed)).toBe(true);
    expect(at(go.ownSeries.tokensAt, 1000, 100)).toBe(5);
  });

  it('resilience4j passes 10 within 15 ms at the cycle edge, Sentinel count 5 passes 5', () => {
    const runs = run('resilience4j-cycle-edge');
    const r4j = runs.get('limiters:0')!;
    expect(outcomes(r4j)).toEqual([...Array(10).fill(Passed), ...Array(5).fill(Blocked)]);
    expect(r4j.summary.busiest1s?.permits).toBe(10);
    // the tick ending at 1000 ms: cycle 1 has begun with 5 fresh permissions
    expect(at(r4j.ownSeries.cycle, 995, 10)).toBe(1);
    expect(at(r4j.ownSeries.availablePermissions, 995, 10)).toBe(5);
    expect(at(r4j.ownSeries.availablePermissions, 985, 10)).toBe(0);
    const sentinel = runs.get('sentinel:0')!;
    expect(outcomes(sentinel)).toEqual([...Array(5).fill(Passed), ...Array(10).fill(Blocked)]);
  });

  it('resilience4j parks each of the 5 refusals for the whole 300 ms; the 6th at 1800 ms waits 200 ms', () => {
    const r4j = run('resilience4j-timeout-park').get('limiters:0')!;
    const o = outcomes(r4j);
    expect(o.slice(0, 10)).toEqual([...Array(5).fill(Passed), ...Array(5).fill(Blocked)]);
    expect(Array.from(r4j.requests.columns.parkedMs.slice(5, 10))).toEqual([300, 300, 300, 300, 300]);
    expect(o.slice(10)).toEqual([...Array(5).fill(Passed), Waited]);
    expect(r4j.requests.waitMs[15]).toBe(200);
  });

  it('Bucket4j intervally refills at 1000 and 2000 ms after creation, aligned at 750 and 1750 ms', () => {
    const runs = run('bucket4j-interval-grid');
    const passTimes = (l: LimiterResult) =>
      Array.from(l.requests.tMs.slice(0, l.requests.count)).filter((_, i) => l.requests.outcome[i] === Passed);
    const grid = (starts: number[]) => starts.flatMap((s) => [s, s + 50, s + 100, s + 150, s + 200]);
    expect(passTimes(runs.get('limiters:0')!)).toEqual(grid([0, 1000, 2000]));
    expect(passTimes(runs.get('limiters:1')!)).toEqual(grid([0, 750, 1750, 2750]));
  });
});
