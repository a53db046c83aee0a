/**
 * The Review's baseline, and whether the panel is open: on the page from the start (it must see every load), while
 * the review itself (./review.svelte.ts) loads with the panel.
 *
 * THE BASELINE is the scenario as opened (a link, the autosave on a first visit, an example, an imported
 * scenario file, restored work: every `Playground.load`), or the scenario on screen when the user pins it. It is
 * kept (./baseline-store.ts), and a reload keeps it: the first load after a reload is the same work continued, not
 * a new opening. Any later load is a new opening and replaces it, a pinned one too.
 */
import { untrack } from 'svelte';
import type { Scenario } from '../../engine/scenario';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { Playground } from '../state/playground.svelte';
import { readBaseline, writeBaseline, type BaselineKind, type BaselineMeta } from './baseline-store';

function wasReloaded(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch {
    return false;
  }
}

export class Baseline {
  /** the panel is open (it replaces the charts) */
  active = $state(false);
  scenario = $state.raw<Scenario | null>(null);
  meta = $state.raw<BaselineMeta | null>(null);
  /** the baseline could not be kept (storage unavailable or full): it lasts until the page closes */
  notKept = $state(false);

  readonly sim: SimClient;
  #seq = 0;
  #sawLoad = false;
  readonly #reloaded = wasReloaded();

  /** Create while App initialises: its effect follows the page's loads. */
  constructor(sim: SimClient, pg: Playground) {
    this.sim = sim;
    $effect(() => {
      const opened = pg.opened;
      if (opened) untrack(() => void this.#onLoad(opened.scenario));
    });
  }

  toggle(): void {
    this.active = !this.active;
  }

  /** "Pin as baseline": the scenario of the run on screen. */
  pin(): void {
    const s = this.sim.scenario;
    if (s === null) return;
    this.#seq++;
    void this.#take(s, 'pinned');
  }

  async #onLoad(scenario: Scenario): Promise<void> {
    const first = !this.#sawLoad;
    this.#sawLoad = true;
    const seq = ++this.#seq;
    if (first && this.#reloaded) {
      const kept = await readBaseline();
      const s = kept === null ? null : await this.sim.remote.decodeBaseline(kept.text).catch(() => null);
      if (seq !== this.#seq) return;
      if (kept !== null && s !== null) {
        this.scenario = s;
        this.meta = kept.meta;
        return;
      }
    }
    await this.#take(scenario, 'opened');
  }

  async #take(scenario: Scenario, kind: BaselineKind): Promise<void> {
    const meta = { kind, at: Date.now() };
    this.scenario = scenario;
    this.meta = meta;
    const seq = this.#seq;
    const text = await this.sim.remote.encodeBaseline($state.snapshot(scenario) as Scenario).catch(() => null);
    if (seq !== this.#seq) return;
    this.notKept = text === null || !(await writeBaseline(text, meta));
  }
}
