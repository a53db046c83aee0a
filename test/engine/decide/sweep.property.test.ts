/**
 * A sweep is nothing but plain runs: for random limiter modules (picked from the registry, so a module added
 * later is covered), one of their numeric controls (its path, min, max and step) swept over a few steps, every
 * point's summaries (run as the CLI runs them, summaries only, and as the page's sweep workers run them, the
 * limiter's own family alone, summaries only) equal a full `simulate()` of the scenario with that value written in
 * by hand (a JSON copy, then `parseScenario`), and the points' values are FROM + k · STEP. The flip ledger of the first point against
 * the last adds up: its counts sum to the requests compared, and each count is the number of requests whose
 * logged outcome moved that way, counted here from the two logs directly; per resource, the groups sum to
 * the totals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParam, limiterLedger, rowKeys, runPoint, sweep, type SweepPoint } from '../../../src/engine/decide';
import type { Control } from '../../../src/ui/limiters/view';
import { allShownModules, type ShownModule } from '../../../src/ui/limiters/views';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { Outcome } from '../../../src/engine/sim/result';
import { trafficOf } from '../../../src/engine/sim/inputs';
import { ALL_FAMILIES, simulate, SUMMARIES_ONLY } from '../../../src/engine/sim/simulate';

const MODULES = allShownModules().filter((m) => m.choice !== null && m.controls.length > 0);

const NO_FAMILY = { sentinel: false, guava: false, chain: false, limiters: false };

const LIST = { sentinel: 'rules', chain: 'rules', guava: 'guava', limiters: 'limiters' } as const;

/** The control's field as a path from the scenario's root, for the limiter the view points at. */
function fieldOf(s: Scenario, c: Control): (string | number)[] {
  if (c.scope === 'scenario') return [...c.path];
  const { kind, index } = s.view.limiter;
  return [LIST[kind], kind === 'chain' ? 0 : index, ...c.path];
}

function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The scenario with the value written in by hand: a JSON copy, the field assigned, the schema's parse. */
function byHand(s: Scenario, path: readonly (string | number)[], value: number): Scenario {
  const json = JSON.parse(JSON.stringify(s)) as Record<string | number, unknown>;
  let at = json;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
  const r = parseScenario(json);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const baseArb = fc
  .record({
    durationMs: fc.integer({ min: 1000, max: 3000 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    qps: fc.integer({ min: 5, max: 120 }),
    count: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ durationMs, seed, qps, count }) => {
    const r = parseScenario({
      version: 1,
      durationMs,
      seed,
      rules: [{ resource: 'demo', count, grade: 1, controlBehavior: 0, maxQueueingTimeMs: 300, warmUpPeriodSec: 2 }],
      traffic: [{ type: 'poisson', qps }],
      injections: [{ atMs: 500, count: 30, spreadMs: 0 }],
    });
    if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
    return r.value;
  });

const caseArb = fc.record({
  base: baseArb,
  module: fc.constantFrom(...MODULES),
  control: fc.nat(),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  steps: fc.integer({ min: 1, max: 3 }),
  other: fc.double({ min: 0, max: 1, noNaN: true }),
});

interface Case {
  scenario: Scenario;
  path: (string | number)[];
  from: number;
  step: number;
  to: number;
  /** another value of the control's range, for the ledger */
  other: number;
}

function caseOf(base: Scenario, m: ShownModule, k: number, at: number, steps: number, o: number): Case {
  const scenario = m.choice!.apply(base);
  const c = m.controls[k % m.controls.length];
  const path = fieldOf(scenario, c);
  const slots = Math.floor((c.max - c.min) / c.step);
  const start = Math.min(Math.floor(at * (slots + 1)), slots);
  const n = Math.min(steps, slots - start);
  const round = (x: number) => Number(x.toPrecision(12));
  const from = round(c.min + start * c.step);
  const other = round(c.min + Math.min(Math.floor(o * (slots + 1)), slots) * c.step);
  return { scenario, path, from, step: c.step, to: round(from + n * c.step), other };
}

describe('a sweep is plain runs, point by point', () => {
  it('every point equals simulate() of the scenario with its value; the ledger adds up', () => {
    let checked = 0;
    fc.assert(
      fc.property(caseArb, ({ base, module, control, at, steps, other: o }) => {
        const { scenario, path, from, step, to, other } = caseOf(base, module, control, at, steps, o);
        const spec = checkParam(scenario, `${pathText(path)}=${from}:${to}:${step}`);
        // a range the scenario's cross-field checks refuse at an end is an input error, not a sweep
        fc.pre(spec.ok);
        if (!spec.ok) return;
        // the sweep runs as `flowlab sweep` does (summaries only); each point is checked against a full plain run
        const points: SweepPoint[] = sweep((s) => simulate(s, ALL_FAMILIES, SUMMARIES_ONLY), scenario, [spec.value]);
        const n = Math.round((to - from) / step) + 1;
        expect(points.length).toBe(n);
        points.forEach((p, k) => {
          expect(p.values[0]).toBeCloseTo(from + k * step, 9);
          if (p.error !== null) return; // a middle value the schema refuses is reported, not run
          const plain = simulate(byHand(scenario, path, p.values[0]), ALL_FAMILIES);
          expect(p.rows.map((r) => r.id)).toEqual(plain.limiters.map((l) => l.id));
          p.rows.forEach((r, i) => expect(r.summary).toEqual(plain.limiters[i].summary));
          // the page's sweep workers run the one family of the limiter on screen, summaries only
          const family = scenario.view.limiter.kind;
          const alone = runPoint(
            (s) => simulate(s, { ...NO_FAMILY, [family]: true }, SUMMARIES_ONLY),
            scenario,
            [spec.value],
            p.values,
          );
          for (const r of alone.rows) expect(r.summary).toEqual(plain.limiters.find((l) => l.id === r.id)!.summary);
          expect(alone.rows.length).toBeGreaterThan(0);
        });
        checked++;

        // the ledger of the first point against another value of the range, by hand from the two logs
        const otherSpec = checkParam(scenario, `${pathText(path)}=${other}:${other}:${step}`);
        if (!otherSpec.ok) return;
        const before = simulate(byHand(scenario, path, points[0].values[0]), ALL_FAMILIES);
        const afterScenario = byHand(scenario, path, other);
        const after = simulate(afterScenario, ALL_FAMILIES);
        const arrivals = trafficOf(afterScenario);
        before.limiters.forEach((lb, i) => {
          const la = after.limiters[i];
          const ledger = limiterLedger(lb, la, rowKeys(afterScenario, arrivals, lb.id));
          expect(ledger).not.toBeNull();
          const c = ledger!.counts;
          const rows = Math.min(lb.requests.count, la.requests.count);
          expect(c.requests).toBe(rows);
          expect(c.allowToBlock + c.blockToAllow + c.passToWait + c.waitToPass + c.unchanged).toBe(rows);
          let a2b = 0;
          let b2a = 0;
          let p2w = 0;
          let w2p = 0;
          for (let r = 0; r < rows; r++) {
            const x = lb.requests.outcome[r];
            const y = la.requests.outcome[r];
            if (x !== Outcome.Blocked && y === Outcome.Blocked) a2b++;
            if (x === Outcome.Blocked && y !== Outcome.Blocked) b2a++;
            if (x === Outcome.Passed && y === Outcome.Waited) p2w++;
            if (x === Outcome.Waited && y === Outcome.Passed) w2p++;
          }
          expect([c.allowToBlock, c.blockToAllow, c.passToWait, c.waitToPass]).toEqual([a2b, b2a, p2w, w2p]);
          const groups = ledger!.groups.resource;
          expect(groups.reduce((s, g) => s + g.counts.requests, 0)).toBe(rows);
          expect(groups.reduce((s, g) => s + g.counts.flips, 0)).toBe(c.flips);
        });
      }),
      { numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(10);
  }, 120_000);
});
