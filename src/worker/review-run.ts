/**
 * The Review panel's runs, in the simulation worker: the baseline's rules and the current rules on the current
 * traffic (engine/decide/review.ts), every limiter of both, in slices like `run`, yielding between them so the
 * page's own runs and a newer review are seen. Only the model goes back to the page (summaries, per-second
 * counts, the ledger), never the runs' logs.
 *
 * CACHE. The before run depends on the baseline and the traffic only: it is kept, with its scenario's JSON as the
 * key (less what does not change a run: the name, the limiter on screen, the cursor), and reused while a rule is
 * dragged. The last review's two scenarios stay too, so an explanation of a
 * differing second asks for a side and a request, not for the scenarios again.
 *
 * Newest wins: a review whose id is no longer the newest stops at its next slice and answers `cancelled`.
 */
import { parseScenario } from '../engine/scenario/parse';
import type { Issue, Scenario } from '../engine/scenario';
import type { SimResult } from '../engine/sim/result';
import { ALL_FAMILIES, startSimulation } from '../engine/sim/simulate';
import { ensureEngines } from '../engine/limiters/engines';
import { trafficOf } from '../engine/sim/inputs';
import { beforeScenarioOf, reviewOf, type ReviewModel } from '../engine/decide/review';
import type { Explanation } from '../engine/explain';

export type ReviewReply =
  | { id: number; status: 'done'; model: ReviewModel; workerMs: number; cachedBefore: boolean }
  /** which side's scenario is not valid, and why */
  | { id: number; status: 'invalid'; side: 'before' | 'after'; issues: readonly Issue[] }
  | { id: number; status: 'cancelled' };

/** Requests per slice of a review run (as `run`'s SLICE_REQUESTS). */
const SLICE_REQUESTS = 200_000;

let latestId = 0;
let cancelledUpTo = 0;
const stale = (id: number) => id !== latestId || id <= cancelledUpTo;
let kept: { key: string; result: SimResult } | null = null;
let lastScenarios: { before: Scenario; after: Scenario } | null = null;

/** Runs `scenario` to the end in slices; null when a newer review came meanwhile. */
async function runSliced(id: number, scenario: Scenario, yieldNow: () => Promise<void>): Promise<SimResult | null> {
  await ensureEngines(scenario, ALL_FAMILIES);
  if (stale(id)) return null;
  const sim = startSimulation(scenario, ALL_FAMILIES);
  while (!sim.done) {
    sim.advance(SLICE_REQUESTS);
    if (sim.done) break;
    await yieldNow();
    if (stale(id)) return null;
  }
  return sim.result();
}

/** The review of `baseline` (plain JSON) against `current` (the scenario of the page's run). */
export async function runReview(
  id: number,
  baseline: unknown,
  current: unknown,
  yieldNow: () => Promise<void>,
): Promise<ReviewReply> {
  if (id > latestId) latestId = id;
  await yieldNow();
  if (stale(id)) return { id, status: 'cancelled' };
  const t0 = performance.now();
  const a = parseScenario(current);
  if (!a.ok) return { id, status: 'invalid', side: 'after', issues: a.issues };
  const b = parseScenario(baseline);
  if (!b.ok) return { id, status: 'invalid', side: 'before', issues: b.issues };
  const before = beforeScenarioOf(b.value, a.value);
  // a baseline taken from an older scenario may not fit the current traffic's fields: checked as a whole again
  const checked = parseScenario(before);
  if (!checked.ok) return { id, status: 'invalid', side: 'before', issues: checked.issues };
  // what the run reads: not the name, nor which limiter the page shows or where its cursor is
  const key = JSON.stringify({ ...checked.value, name: '', view: { tickMs: checked.value.view.tickMs } });
  const cachedBefore = kept !== null && kept.key === key;
  const rb = cachedBefore ? kept!.result : await runSliced(id, checked.value, yieldNow);
  if (rb === null) return { id, status: 'cancelled' };
  kept = { key, result: rb };
  const ra = await runSliced(id, a.value, yieldNow);
  if (ra === null) return { id, status: 'cancelled' };
  lastScenarios = { before: checked.value, after: a.value };
  const model = reviewOf(rb, ra, a.value, trafficOf(a.value));
  return { id, status: 'done', model, workerMs: performance.now() - t0, cachedBefore };
}

/** "Explain this decision" for request `index` of `limiterId` in the last review's before or after run. */
export async function explainReviewed(
  side: 'before' | 'after',
  limiterId: string,
  index: number,
): Promise<Explanation | null> {
  const s = lastScenarios?.[side];
  if (s === undefined) return null;
  const [{ explainRequest }] = await Promise.all([import('../engine/explain'), ensureEngines(s)]);
  return explainRequest(s, limiterId, index);
}

/** Forget the kept before run (tests; a memory cap could call it). */
export function forgetReview(): void {
  kept = null;
  lastScenarios = null;
}

/** Stops every review with an id up to `id` at its next slice (Cancel). */
export function cancelReview(id: number): void {
  if (id > cancelledUpTo) cancelledUpTo = id;
}
