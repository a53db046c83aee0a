/**
 * The Sweep panel's working state, loaded with the panel (the page's first visit carries only sweep.svelte.ts):
 * the definition being edited, the sweep that ran (its grid and the points answered so far), the pool that runs
 * it, and applying a point to the rule (one step, with its undo). It outlives the panel: closed and opened
 * again, the panel shows the same results.
 *
 * WHERE IT LIVES. The definition (not the results) is kept in the address (`&sweep=1.…`, src/share/sweep-link.ts)
 * while the panel is open, so a share link re-runs it, and in localStorage, so it survives a reload. The points
 * are drawn as they arrive, gathered once per animation frame so a burst of answers is one render.
 */
import type { Scenario } from '../../engine/scenario';
import { setAt } from '../../engine/decide/path';
import type { JsonPath } from '../../engine/scenario/issues';
import type { SimClient } from '../../worker/sim-client.svelte';
import { poolSize, SweepPool, type PoolWorker } from '../../worker/sweep-pool';
import type { SweepAnswer } from '../../worker/sweep-protocol';
import { decodeSweep, encodeSweep, type SweepDefinition } from '../../share/sweep-link';
import { hashWithSweep } from '../../share/sweep-hash';
import type { Playground } from '../state/playground.svelte';
import type { SweepState } from './sweep.svelte';
import { defaultDefinition, resolve, type ResolvedAxis, type SweepProblem } from './definition';
import type { Point } from './judge';
import { selectedLimiter, type SweepLimiter } from './params';

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** The progress bar shows once a sweep has run this long (a short one ends without it). */
export const PROGRESS_AFTER_MS = 300;
const STORAGE_KEY = 'flowlab:sweep';

/** A sweep that ran (or runs): what it was, on which scenario, and its points so far. */
export interface SweepRun {
  readonly definition: SweepDefinition;
  readonly base: Scenario;
  readonly limiter: SweepLimiter;
  readonly axes: readonly ResolvedAxis[];
  readonly total: number;
}

/** The last point applied, and what its fields held before (the undo). */
export interface Applied {
  readonly values: readonly number[];
  readonly names: readonly string[];
  readonly before: Scenario;
}

function readStored(): { text: string } | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as { text?: unknown };
    return typeof v.text === 'string' ? { text: v.text } : null;
  } catch {
    return null;
  }
}

export class SweepRunner {
  #host: SweepState;
  #sim: SimClient;
  #pg: Playground;
  #pool: SweepPool;

  /** the definition the form shows; null: the default for the limiter on screen */
  draft = $state.raw<SweepDefinition | null>(null);
  /** why the definition could not run, or could not be read from the link */
  error = $state.raw<SweepProblem | null>(null);
  status = $state<SweepStatus>('idle');
  /** answered / total points of the sweep running */
  done = $state(0);
  showProgress = $state(false);
  run = $state.raw<SweepRun | null>(null);
  points = $state.raw<Point[]>([]);
  /** 'chart' or 'table' */
  mode = $state<'chart' | 'table'>('chart');
  applied = $state.raw<Applied | null>(null);
  /** a link's sweep, or one asked for while an edit's run was in flight, waits for that run, then starts */
  pendingRun = $state(false);
  /** performance.now() of the sweep's end, and how long it took (for bench/sweep-budgets.ts) */
  lastMs = $state<number | null>(null);

  readonly base: Scenario | null = $derived.by(() => this.#sim.scenario);
  /** true while the page's own run of an edit is in flight: `base` is about to change */
  readonly baseSettling: boolean = $derived.by(() => this.#sim.status === 'running');
  readonly definition: SweepDefinition | null = $derived.by(
    () => this.draft ?? (this.base ? defaultDefinition(this.base, selectedLimiter(this.#pg.draft ?? this.base)) : null),
  );

  #incoming: Point[] = [];
  #frame = 0;
  #progressTimer: ReturnType<typeof setTimeout> | undefined;
  #startedAt = 0;

  constructor(host: SweepState, sim: SimClient, pg: Playground, makeWorker: () => PoolWorker, cores?: number) {
    this.#host = host;
    this.#sim = sim;
    this.#pg = pg;
    this.#pool = new SweepPool(makeWorker, poolSize(cores));
    // the panel is showing: its workers start now, not when Run is pressed (sweep-pool.ts, WARM WORKERS)
    this.#pool.warm();
    const stored = readStored();
    if (stored) {
      const read = decodeSweep(stored.text);
      if (read.ok) this.draft = read.definition;
    }
    if (host.linkText !== null) this.openLink(host.linkText);
  }

  /** Opens the sweep a link holds (`&sweep=…`) and runs it once the link's scenario is in. */
  openLink(text: string): void {
    this.#host.linkText = null;
    const read = decodeSweep(text);
    if (!read.ok) {
      this.error = { code: 'link', params: { message: read.message } };
      return;
    }
    this.error = null;
    this.draft = read.definition;
    this.pendingRun = true;
  }

  /** The form changed the definition. */
  edit(d: SweepDefinition): void {
    this.draft = d;
    this.error = null;
    this.keep();
  }

  /**
   * Runs the definition on the current scenario (its traffic included), in the pool. While the page's run of an
   * edit is in flight, the sweep waits for it (SweepView starts it once `baseSettling` is over), so the edit the
   * user just made is the one swept, not the scenario before it.
   */
  async start(): Promise<void> {
    // rule text typed a moment ago waits for a calm moment before it runs: pressing Run sweep ends that wait
    this.#pg.applyTypedNow();
    if (this.baseSettling) {
      this.pendingRun = true;
      return;
    }
    this.pendingRun = false;
    const base = this.base;
    const d = this.definition;
    if (!base || !d) return;
    const r = resolve(base, d);
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.draft = d;
    this.keep();
    this.run = { definition: d, base, limiter: r.limiter, axes: r.axes, total: r.points.length };
    this.points = [];
    this.#incoming = [];
    this.done = 0;
    this.applied = null;
    this.status = 'running';
    this.showProgress = false;
    this.#startedAt = performance.now();
    clearTimeout(this.#progressTimer);
    this.#progressTimer = setTimeout(() => (this.showProgress = this.status === 'running'), PROGRESS_AFTER_MS);
    const end = await this.#pool.run(
      { base, paths: r.axes.map((a) => a.control.path), limiterId: r.limiter.id, points: r.points },
      (a) => this.#arrived(a),
    );
    // a newer sweep took over, or Cancel already put the panel back to idle
    if (this.run?.base !== base || this.run.definition !== d || end.status === 'cancelled') return;
    clearTimeout(this.#progressTimer);
    this.#flush();
    this.showProgress = false;
    this.lastMs = performance.now() - this.#startedAt;
    // for bench/sweep-budgets.ts: the sweep's start → its last point drawn (or its Cancel)
    performance.measure(`flowlab:sweep-${end.status}`, { start: this.#startedAt });
    if (end.status === 'failed') this.error = { code: 'failed', params: { message: end.message } };
    this.status = end.status;
  }

  /** Stops the sweep now: the workers are terminated, the points so far stay. */
  cancel(): void {
    if (this.status !== 'running') return;
    this.#pool.cancel();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#incoming = [];
    clearTimeout(this.#progressTimer);
    this.showProgress = false;
    this.status = 'cancelled';
    performance.measure('flowlab:sweep-cancelled', { start: this.#startedAt });
  }

  /** The panel opened again: its workers start ahead of the next sweep. */
  warm(): void {
    this.#pool.warm();
  }

  /** The panel closed: the idle workers are let go (a sweep's results stay). */
  release(): void {
    this.#pool.release();
  }

  #arrived(a: SweepAnswer): void {
    this.#incoming.push({ k: a.k, values: a.values, summary: a.row?.summary ?? null, error: a.error });
    if (this.#frame === 0) this.#frame = requestAnimationFrame(() => this.#flush());
  }

  #flush(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    if (this.#incoming.length === 0) return;
    this.points = [...this.points, ...this.#incoming];
    this.done = this.points.length;
    this.#incoming = [];
  }

  /** Makes point `p` the rule: its values written into the scenario, the sweep's limiter on screen (one step). */
  apply(p: Point): void {
    const run = this.run;
    const draft = this.#pg.draft;
    if (!run || !draft) return;
    const paths: JsonPath[] = run.axes.map((a) => a.control.path);
    const { kind, index } = run.limiter;
    this.#pg.update((s) => {
      let next = s as unknown;
      paths.forEach((path, i) => (next = setAt(next, path, p.values[i])));
      const out = next as Scenario;
      return { ...out, view: { ...out.view, limiter: { kind, index } } };
    });
    this.applied = { values: p.values, names: run.axes.map((a) => a.control.name), before: draft };
  }

  /** Puts back what the applied point replaced (the fields and the limiter on screen), as one step. */
  undo(): void {
    const a = this.applied;
    const run = this.run;
    if (!a || !run) return;
    const paths = run.axes.map((x) => x.control.path);
    const before = a.before;
    this.#pg.update((s) => {
      let next = s as unknown;
      for (const path of paths) next = restoreAt(next, before, path);
      const out = next as Scenario;
      return { ...out, view: { ...out.view, limiter: before.view.limiter } };
    });
    this.applied = null;
  }

  /** The definition in the address (while the panel is open) and in storage. */
  keep(): void {
    const d = this.definition;
    const text = d ? encodeSweep(d) : null;
    try {
      if (text) localStorage.setItem(STORAGE_KEY, JSON.stringify({ text }));
    } catch {
      /* storage may be blocked: the sweep still works, it is not remembered */
    }
    if (typeof location === 'undefined') return;
    const hash = hashWithSweep(location.hash, this.#host.active ? text : null);
    if (hash !== location.hash)
      history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  }
}

/** `s` with the value `before` held at `path` (removed when it held none). */
function restoreAt(s: unknown, before: Scenario, path: JsonPath): unknown {
  let v: unknown = before;
  for (const key of path) v = (v as Record<string | number, unknown> | undefined)?.[key];
  if (v !== undefined) return setAt(s, path, v);
  // the field was absent (a default applied): remove it again
  const parentPath = path.slice(0, -1);
  let parent: unknown = s;
  for (const key of parentPath) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
  if (typeof parent !== 'object' || parent === null) return s;
  const copy = { ...(parent as Record<string, unknown>) };
  delete copy[path[path.length - 1] as string];
  return setAt(s, parentPath, copy);
}
