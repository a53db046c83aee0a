/**
 * The review of the current rules against the baseline (./baseline.svelte.ts), both runs in the worker
 * (src/worker/review-run.ts). Made by the Review panel: it runs while the panel is open, a moment after the shown
 * run or the baseline changes (a slider held still), the newest asking only; the worker keeps the before run until
 * the baseline or the traffic changes. After `SLOW_MS` the panel says it is running and offers Cancel.
 */
import type { Scenario } from '../../engine/scenario';
import type { ReviewModel } from '../../engine/decide/review';
import type { Explanation } from '../../engine/explain';
import type { Issue } from '../../engine/scenario';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { Baseline } from './baseline.svelte';

export type ReviewStatus = 'idle' | 'running' | 'done' | 'invalid' | 'failed' | 'cancelled';

/** calm after the shown run changes before a review is asked for */
export const SETTLE_MS = 150;
/** a review taking longer shows its progress line and Cancel */
export const SLOW_MS = 300;

export class ReviewState {
  model = $state.raw<ReviewModel | null>(null);
  status = $state<ReviewStatus>('idle');
  /** the review has run longer than SLOW_MS */
  slow = $state(false);
  /** why the newest review could not run (a side's scenario is not valid) */
  issues = $state.raw<readonly Issue[]>([]);
  invalidSide = $state<'before' | 'after' | null>(null);

  readonly base: Baseline;
  readonly #sim: SimClient;
  #id = 0;

  /** Create while the panel initialises: its effect follows the baseline and the shown run. */
  constructor(base: Baseline) {
    this.base = base;
    this.#sim = base.sim;
    $effect(() => {
      const baseline = base.scenario;
      const current = this.#sim.scenario;
      if (baseline === null || current === null) return;
      const timer = setTimeout(() => void this.#review(baseline, current), SETTLE_MS);
      return () => clearTimeout(timer);
    });
  }

  async #review(baseline: Scenario, current: Scenario): Promise<void> {
    const id = ++this.#id;
    this.status = 'running';
    this.slow = false;
    const slowTimer = setTimeout(() => {
      if (id === this.#id && this.status === 'running') this.slow = true;
    }, SLOW_MS);
    try {
      const reply = await this.#sim.remote.review(id, baseline, current);
      if (id !== this.#id) return;
      if (reply.status === 'cancelled') return;
      if (reply.status === 'invalid') {
        this.status = 'invalid';
        this.issues = reply.issues;
        this.invalidSide = reply.side;
        return;
      }
      this.model = reply.model;
      this.issues = [];
      this.invalidSide = null;
      this.status = 'done';
    } catch {
      if (id === this.#id) this.status = 'failed';
    } finally {
      clearTimeout(slowTimer);
      if (id === this.#id) this.slow = false;
    }
  }

  /** Cancel: the running review stops at its next slice; the last review stays on screen. */
  cancel(): void {
    if (this.status !== 'running') return;
    void this.#sim.remote.cancelReview(this.#id);
    this.#id++;
    this.status = 'cancelled';
    this.slow = false;
  }

  /** Run again (after Cancel or a failure). */
  retry(): void {
    const current = this.#sim.scenario;
    const baseline = this.base.scenario;
    if (baseline !== null && current !== null) void this.#review(baseline, current);
  }

  /** The decision of request `index` of `limiterId`, in the last review's before and after runs. */
  async explainBoth(limiterId: string, index: number): Promise<[Explanation | null, Explanation | null]> {
    try {
      return await Promise.all([
        this.#sim.remote.explainReviewed('before', limiterId, index),
        this.#sim.remote.explainReviewed('after', limiterId, index),
      ]);
    } catch {
      return [null, null];
    }
  }
}
