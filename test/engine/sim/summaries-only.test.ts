/**
 * A summaries-only run (RunOptions.summariesOnly, what a sweep point runs) decides exactly as a full run: for every
 * limiter module the app offers (applied to one scenario with queueing, a burst and errors, so waits, blocks and
 * a busiest second all occur), each limiter's summary equals the full run's, and so do the columns every log has;
 * only the decision columns (and the chain's own columns) are left empty. The full run is the reference: it is
 * the plain `simulate()` every other test checks against upstream behaviour.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { ALL_FAMILIES, simulate, SUMMARIES_ONLY } from '../../../src/engine/sim/simulate';
import { allShownModules } from '../../../src/ui/limiters/views';

function base(): Scenario {
  const r = parseScenario({
    version: 1,
    durationMs: 4000,
    seed: 7,
    rules: [{ resource: 'demo', count: 20, grade: 1, controlBehavior: 0, maxQueueingTimeMs: 300, warmUpPeriodSec: 2 }],
    traffic: [{ type: 'poisson', qps: 60, rt: { type: 'fixed', ms: 20 }, errorRate: 0.1 }],
    injections: [{ atMs: 1500, count: 40, spreadMs: 0 }],
  });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const MODULES = allShownModules().filter((m) => m.choice !== null);

describe('a summaries-only run', () => {
  it('covers the modules the app offers', () => {
    expect(MODULES.length).toBeGreaterThan(10);
  });

  it.each(MODULES.map((m) => [m.kind, m] as const))('%s: the same summaries and shared log columns', (_k, m) => {
    const scenario = m.choice!.apply(base());
    const full = simulate(scenario, ALL_FAMILIES);
    const lean = simulate(scenario, ALL_FAMILIES, SUMMARIES_ONLY);
    expect(lean.limiters.map((l) => l.id)).toEqual(full.limiters.map((l) => l.id));
    let passedSomewhere = false;
    full.limiters.forEach((f, i) => {
      const l = lean.limiters[i];
      expect(l.summary).toEqual(f.summary);
      if (f.summary.passed > 0) passedSomewhere = true;
      const a = f.requests;
      const b = l.requests;
      expect([b.count, b.truncated, b.totalRequests]).toEqual([a.count, a.truncated, a.totalRequests]);
      expect(Array.from(b.tMs)).toEqual(Array.from(a.tMs));
      expect(Array.from(b.outcome)).toEqual(Array.from(a.outcome));
      expect(Array.from(b.waitMs)).toEqual(Array.from(a.waitMs));
      expect(Array.from(b.acquire)).toEqual(Array.from(a.acquire));
      // the decision columns are named as in a full run, and empty
      expect(Object.keys(b.columns).sort()).toEqual(Object.keys(a.columns).sort());
      for (const [name, column] of Object.entries(b.columns)) {
        expect(column.length, name).toBe(0);
        expect(a.columns[name].length, name).toBe(a.count);
      }
      if (f.chain !== undefined) {
        expect(l.chain!.log.resource.length).toBe(0);
        expect(f.chain.log.resource.length).toBe(a.count);
        expect(l.chain!.blockedBySlot).toEqual(f.chain.blockedBySlot);
      }
    });
    expect(passedSomewhere).toBe(true);
  });
});
