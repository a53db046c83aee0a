/**
 * The Review panel's work in the worker (src/worker/review-run.ts, without its yields between slices): a WarmUp
 * rule's count raised from 800 to 900 on 60 s × 1,000 QPS of Poisson traffic (60,000 requests), every limiter of
 * both sides through the slot chain as well, then the model (engine/decide/review.ts: metrics, per-second counts,
 * the ledger by resource, the seconds that differ most).
 *   - `review-warm-up-60k-cold`: both runs and the model (a new baseline or new traffic);
 *   - `review-warm-up-60k-kept`: the after run and the model, the before run kept (a rule dragged).
 */
import { beforeScenarioOf, reviewOf } from '../../src/engine/decide';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { trafficOf } from '../../src/engine/sim/inputs';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import type { SimResult } from '../../src/engine/sim/result';
import type { BenchCase } from '../types';

const REQUESTS = 60_000;

function scenario(count: number): Scenario {
  const r = parseScenario({
    version: 1,
    durationMs: 60_000,
    traffic: [{ type: 'poisson', qps: 1_000, rt: { type: 'fixed', ms: 10 } }],
    rules: [{ resource: 'bench', grade: 1, count, controlBehavior: 1, warmUpPeriodSec: 10 }],
  });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const flipsOf = (before: SimResult, after: Scenario) =>
  reviewOf(before, simulate(after, ALL_FAMILIES), after, trafficOf(after)).limiters.reduce(
    (n, l) => n + (l.ledger?.counts.flips ?? 0),
    0,
  );

let kept: SimResult | null = null;

export const cases: BenchCase[] = [
  {
    name: 'review-warm-up-60k-cold',
    requests: 2 * REQUESTS,
    keepsTraffic: true,
    run() {
      const after = scenario(900);
      return flipsOf(simulate(beforeScenarioOf(scenario(800), after), ALL_FAMILIES), after);
    },
  },
  {
    name: 'review-warm-up-60k-kept',
    requests: REQUESTS,
    keepsTraffic: true,
    run() {
      const after = scenario(900);
      kept ??= simulate(beforeScenarioOf(scenario(800), after), ALL_FAMILIES);
      return flipsOf(kept, after);
    },
  },
];
