/**
 * Where the scenario comes from and goes to: the share link in the URL, the autosave in
 * localStorage, and the Share button. The share/persistence module runs in the worker (it
 * validates with the engine's schemas); this class only moves strings between it and the
 * browser (location, history, localStorage, clipboard).
 */
import type { Scenario } from '../../engine/scenario';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { StorageSnapshot, StorageWrites } from '../../worker/storage-bridge';
import type { Clock } from './clock.svelte';
import type { Playground } from './playground.svelte';

const PREFIX = 'flowlab.';

function snapshot(): StorageSnapshot {
  const out: StorageSnapshot = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) out[key] = localStorage.getItem(key) ?? '';
    }
  } catch {
    /* storage disabled: start from nothing */
  }
  return out;
}

function applyWrites(writes: StorageWrites): void {
  try {
    for (const [key, value] of Object.entries(writes)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  } catch {
    /* storage full or disabled: the work stays on screen */
  }
}

export class Session {
  /** why the link in the URL could not be opened (shown as an alert), or null */
  linkError = $state<string | null>(null);
  /** a link replaced autosaved work: offer to restore it */
  previousWork = $state(false);
  /** the last Share link, shown in the "Share link" box */
  shareUrl = $state<string | null>(null);
  shareNote = $state<string | null>(null);
  ready = $state(false);
  /** cursor to seek to once the loaded scenario's result arrives */
  pendingCursorMs: number | null = null;

  private sim: SimClient;
  private pg: Playground;
  private clock: Clock;

  constructor(sim: SimClient, pg: Playground, clock: Clock) {
    this.sim = sim;
    this.pg = pg;
    this.clock = clock;
  }

  /** Opens the link in the URL, else the autosave, else the default. */
  async start(): Promise<void> {
    performance.mark('flowlab:startup-sent');
    const { startup, writes } = await this.sim.remote.startup(location.hash, snapshot());
    performance.mark('flowlab:startup-answered');
    applyWrites(writes);
    if (startup.linkError) {
      const fallback = startup.source === 'autosave' ? 'your last autosaved work' : 'the default scenario';
      this.linkError = `This link could not be opened: ${startup.linkError.message}. Showing ${fallback} instead.`;
    } else {
      this.linkError = null;
    }
    this.previousWork = startup.previousWork !== null;
    this.pendingCursorMs = startup.scenario.view.cursorMs;
    this.pg.load(startup.scenario, startup.editorText ?? undefined);
    this.ready = true;
  }

  /** The scenario to save or share: the last good one, with what the page shows now. */
  current(): Scenario | null {
    const s = this.sim.scenario;
    if (!s) return null;
    const sel = this.pg.selection;
    const cursorMs = Math.min(s.durationMs, Math.max(0, Math.round(this.clock.cursorMs)));
    return { ...s, view: { ...s.view, limiter: { kind: sel.kind, index: sel.index }, cursorMs } };
  }

  async autosave(): Promise<void> {
    const s = this.current();
    if (!s) return;
    applyWrites(await this.sim.remote.save(snapshot(), s, this.pg.editorText));
  }

  /** Keeps the address bar in step with the scenario (called when input settles). */
  async syncUrl(): Promise<void> {
    const s = this.current();
    if (!s) return;
    const hash = await this.sim.remote.hashFor(location.hash, s);
    if (hash !== location.hash) history.replaceState(history.state, '', hash);
  }

  async share(): Promise<void> {
    const s = this.current();
    if (!s) return;
    try {
      const hash = await this.sim.remote.hashFor('', s);
      const url = `${location.origin}${location.pathname}${location.search}${hash}`;
      this.shareUrl = url;
      history.replaceState(history.state, '', hash);
      try {
        await navigator.clipboard.writeText(url);
        this.shareNote = 'Copied to the clipboard.';
      } catch {
        this.shareNote = 'Copy the link from the box.';
      }
    } catch (e) {
      this.shareNote = `No link: ${e instanceof Error ? e.message : String(e)}.`;
    }
  }

  async restorePrevious(): Promise<void> {
    const { work, writes } = await this.sim.remote.restorePrevious(snapshot());
    applyWrites(writes);
    this.previousWork = false;
    if (work) {
      this.pendingCursorMs = work.scenario.view.cursorMs;
      this.pg.load(work.scenario, work.editorText ?? undefined);
    }
  }

  async dismissPrevious(): Promise<void> {
    applyWrites(await this.sim.remote.discardPrevious(snapshot()));
    this.previousWork = false;
  }
}
