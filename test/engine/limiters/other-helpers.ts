/**
 * Helpers for the tests of the `limiters`-family modules of Spring Cloud Gateway, Sentinel-Go, nginx and the
 * textbook algorithms: a scenario holding one item on given traffic, its run, and the check that every
 * request's explanation gives the run's verdict through its own comparisons.
 */
import { expect } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../src/engine/explain';
import { defaultScenario, parseScenario, type Scenario } from '../../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { trafficOf } from '../../../src/engine/sim/inputs';
import { tIn } from '../../../src/ui/i18n/lang';

export function scenarioWith(
  item: Record<string, unknown>,
  traffic: unknown[],
  opts: { durationMs?: number; startMs?: number; tickMs?: number } = {},
): Scenario {
  const p = parseScenario({
    ...defaultScenario(),
    durationMs: opts.durationMs ?? 5000,
    startMs: opts.startMs ?? 1_700_000_000_000,
    rules: [],
    guava: [],
    traffic,
    limiters: [item],
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: opts.tickMs ?? 100 },
  });
  if (!p.ok) throw new Error(p.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return p.value;
}

export function runItem(s: Scenario): LimiterResult {
  const lim = simulate(s, ALL_FAMILIES).limiters.find((l) => l.id === 'limiters:0');
  if (lim === undefined) throw new Error('no limiters:0 in the run');
  return lim;
}

/** The arrivals as ms since the start (µs precision) and their acquire counts. */
export function arrivalsOf(s: Scenario): { tMs: number[]; acquire: number[] } {
  const a = trafficOf(s);
  return { tMs: Array.from(a.tUs, (t) => t / 1000), acquire: Array.from(a.acquire) };
}

/** Every logged request's explanation: the engine's verdict, and the steps' comparisons give it back. */
export function expectExplanationsAgree(s: Scenario, lim: LimiterResult, className: string): void {
  const log = lim.requests;
  for (let i = 0; i < log.count; i++) {
    const e = explainRequest(s, 'limiters:0', i)!;
    expect(e, `request ${i}`).not.toBeNull();
    expect(e.className).toBe(className);
    expect(e.verdict.pass, `request ${i}`).toBe(log.outcome[i] !== Outcome.Blocked);
    expect(e.verdict.waitMs, `request ${i}`).toBeCloseTo(log.waitMs[i], 9);
    expect(verdictFromSteps(e.steps), `request ${i}`).toEqual(e.verdict);
    // every step's words and the idea behind it exist in both languages
    for (const step of e.steps)
      for (const lang of ['en', 'zh'] as const) {
        expect(tIn(lang, step.key), step.key).not.toBe(step.key);
        const concept = `explain.concept.${step.concept}`;
        expect(tIn(lang, concept), concept).not.toBe(concept);
      }
  }
}

export const outcomeName = (o: number) => (['passed', 'waited', 'blocked'] as const)[o];
