/**
 * The Review's state: the baseline, and the review of the current rules against it (both runs in the worker:
 * src/worker/review-run.ts).
 *
 * THE BASELINE is the scenario as opened (a link, the autosave on a first visit, an example, an imported
 * scenario file, restored work: every `Playground.load`), or the scenario on screen when the user pins it. It is
 * kept (./baseline-store.ts), and a reload keeps it: the first load after a reload is the same work continued, not
 * a new opening. Any later load is a new opening and replaces it, a pinned one too.
 *
 * THE REVIEW runs while the panel is open, a moment after the shown run changes (a slider held still), the newest
 * asking only; the worker keeps the before run until the baseline or the traffic changes. After `SLOW_MS` the
 * panel says it is running and offers Cancel.
 */
import { untrack } from 'svelte';
import type { Scenario } from '../../engine/scenario';
import type { ReviewModel } from '../../engine/decide/review';
import type { Explanation } from '../../engine/explain';
import type { Issue } from '../../engine/scenario';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { Playground } from '../state/playground.svelte';
import { readBaseline, writeBaseline, type BaselineKind, type BaselineMeta } from './baseline-store';

export type ReviewStatus = 'idle' | 'running' | 'done' | 'invalid' | 'failed' | 'cancelled';

/** calm after the shown run changes before a review is asked for */
export const SETTLE_MS = 150;
/** a review taking longer shows its progress line and Cancel */
export const SLOW_MS = 300;

function wasReloaded(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch {
    return false;
  }
}

export class ReviewState {
  /** the panel is open (it replaces the charts) */
  active = $state(false);
  baseline = $state.raw<Scenario | null>(null);
  meta = $state.raw<BaselineMeta | null>(null);
  model = $state.raw<ReviewModel | null>(null);
  status = $state<ReviewStatus>('idle');
  /** the review has run longer than SLOW_MS */
  slow = $state(false);
  /** why the newest review could not run (a side's scenario is not valid) */
  issues = $state.raw<readonly Issue[]>([]);
  invalidSide = $state<'before' | 'after' | null>(null);
  /** the baseline could not be kept (storage unavailable or full): it lasts until the page closes */
  notKept = $state(false);

  readonly #sim: SimClient;
  #id = 0;
  #baselineSeq = 0;
  #sawLoad = false;
  readonly #reloaded = wasReloaded();

  /** Create while App initialises: its effects follow the page's loads and runs. */
  constructor(sim: SimClient, pg: Playground) {
    this.#sim = sim;
    $effect(() => {
      const opened = pg.opened;
      if (opened) untrack(() => void this.#onLoad(opened.scenario));
    });
    $effect(() => {
      const active = this.active;
      const baseline = this.baseline;
      const current = sim.scenario;
      if (!active || baseline === null || current === null) return;
      const timer = setTimeout(() => void this.#review(baseline, current), SETTLE_MS);
      return () => clearTimeout(timer);
    });
  }

  toggle(): void {
    this.active = !this.active;
  }

  /** "Pin as baseline": the scenario of the run on screen. */
  pin(): void {
    const s = this.#sim.scenario;
    if (s === null) return;
    this.#baselineSeq++;
    void this.#take(s, 'pinned');
  }

  async #onLoad(scenario: Scenario): Promise<void> {
    const first = !this.#sawLoad;
    this.#sawLoad = true;
    const seq = ++this.#baselineSeq;
    if (first && this.#reloaded) {
      const kept = await readBaseline();
      const s = kept === null ? null : await this.#sim.remote.decodeBaseline(kept.text).catch(() => null);
      if (seq !== this.#baselineSeq) return;
      if (kept !== null && s !== null) {
        this.baseline = s;
        this.meta = kept.meta;
        return;
      }
    }
    await this.#take(scenario, 'opened');
  }

  async #take(scenario: Scenario, kind: BaselineKind): Promise<void> {
    const meta = { kind, at: Date.now() };
    this.baseline = scenario;
    this.meta = meta;
    this.model = null;
    const seq = this.#baselineSeq;
    const text = await this.#sim.remote.encodeBaseline($state.snapshot(scenario) as Scenario).catch(() => null);
    if (seq !== this.#baselineSeq) return;
    this.notKept = text === null || !(await writeBaseline(text, meta));
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
    if (this.baseline !== null && current !== null) void this.#review(this.baseline, current);
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
