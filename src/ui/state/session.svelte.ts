/**
 * Where the scenario comes from and goes to: the share link in the URL, the autosave in
 * localStorage, and the Share button. The share/persistence module runs in the worker (it
 * validates with the engine's schemas); this class only moves strings between it and the
 * browser (location, history, localStorage, clipboard).
 */
import type { Scenario } from '../../engine/scenario';
import type { FileImport } from '../../share/scenario-file';
import type { RuleImport } from '../../engine/scenario/rule-import';
import type { ImportKind } from '../../share/import-undo';
import type { LinkFit } from '../../share/link-fit';
import type { SimClient } from '../../worker/sim-client.svelte';
import { readEntries, storeEntry, type AsyncStore } from '../../share/big-storage';
import type { StorageSnapshot, StorageWrites } from '../../worker/storage-bridge';
import { openIdbStore } from '../lib/idb-store';
import { compareOnly, withCompareOf } from '../compare/compare-hash';
import { withSweepOf } from '../../share/sweep-hash';
import { t } from '../i18n/i18n.svelte';
import type { Clock } from './clock.svelte';
import type { Playground } from './playground.svelte';
import { askImport, askStartup, type AnswerDeps, type Superseded } from './late-answers';

const PREFIX = 'flowlab.';

/** IndexedDB for entries too big for localStorage (src/share/big-storage.ts); null where unavailable */
const idb: AsyncStore | null = (() => {
  try {
    return openIdbStore();
  } catch {
    return null;
  }
})();

function flowlabKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    /* storage disabled: start from nothing */
  }
  return keys;
}

/** The `flowlab.*` entries, big ones read back from IndexedDB. Never rejects. */
async function snapshot(): Promise<StorageSnapshot> {
  try {
    return await readEntries(localStorage, idb, flowlabKeys());
  } catch {
    return {};
  }
}

/** This document came from the browser's Reload, not from opening an address. */
function wasReloaded(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch {
    return false;
  }
}

/** Apply the worker's writes; the first failure's message, or null when all were saved. */
async function applyWrites(writes: StorageWrites): Promise<string | null> {
  let failure: string | null = null;
  for (const [key, value] of Object.entries(writes)) {
    const out = await storeEntry(localStorage, idb, key, value).catch((e: unknown) => ({
      ok: false as const,
      message: String(e),
    }));
    if (!out.ok) failure ??= out.message;
  }
  return failure;
}

export class Session {
  /** why the link in the URL could not be opened (shown as an alert), or null */
  linkError = $state<string | null>(null);
  /** a link replaced autosaved work: offer to restore it */
  previousWork = $state(false);
  /** what replaced it: a link (the default), or an import of traffic or rules (src/share/import-undo.ts) */
  previousReason = $state<'link' | ImportKind>('link');
  /** the last Share link, shown in the "Share link" box */
  shareUrl = $state<string | null>(null);
  shareNote = $state<string | null>(null);
  /** what the last Share link holds of the traffic (the full import or a per-second summary) and its size */
  shareFit = $state<LinkFit | null>(null);
  ready = $state(false);
  /** the last autosave failed (storage full or unavailable): why, shown so the user can export instead */
  saveError = $state<string | null>(null);
  /** cursor to seek to once the loaded scenario's result arrives */
  pendingCursorMs: number | null = null;
  /** the page was reloaded (until its first start has asked): its own address may be older than its autosave */
  #reloaded = wasReloaded();

  /**
   * false in embed mode: an embedded chart shows the link's scenario and never reads or writes the
   * visitor's storage or address bar (their own saved work must survive visiting a page with an embed)
   */
  readonly persist: boolean;

  private sim: SimClient;
  private pg: Playground;
  private clock: Clock;

  constructor(sim: SimClient, pg: Playground, clock: Clock, { persist = true }: { persist?: boolean } = {}) {
    this.sim = sim;
    this.pg = pg;
    this.clock = clock;
    this.persist = persist;
  }

  private noteSave(failure: string | null): void {
    this.saveError = failure === null ? null : t('notice.saveFailed', { message: failure });
  }

  /**
   * Opens the link in the URL, else the autosave, else the default (on load, and when the address changes).
   * The newest address wins over an older one still being answered, and an edit made meanwhile wins over
   * both: a superseded answer is dropped whole (./late-answers.ts). False when it was dropped.
   */
  async start(): Promise<boolean> {
    performance.mark('flowlab:startup-sent');
    // only the page's first start can be a reload; a later one follows an address change
    const reload = this.#reloaded;
    this.#reloaded = false;
    const answer = await askStartup(this.#answerDeps(), location.hash, this.persist, reload);
    performance.mark('flowlab:startup-answered');
    // the page works from the draft either way; a dropped answer leaves what the user made
    this.ready = true;
    if (answer.superseded) return false;
    const { startup, undo, writes } = answer;
    // from here on nothing waits until the scenario is on screen: no edit can come between
    if (startup.linkError) {
      this.linkError = t(startup.source === 'autosave' ? 'share.linkError.autosave' : 'share.linkError.default', {
        message: startup.linkError.message,
      });
    } else {
      this.linkError = null;
    }
    // an import's "Restore my previous work" is offered again after a reload, until restored or dismissed
    this.previousWork = startup.previousWork !== null || undo !== null;
    this.previousReason = startup.previousWork === null && undo ? undo.kind : 'link';
    this.pendingCursorMs = startup.scenario.view.cursorMs;
    this.pg.load(startup.scenario, startup.editorText ?? undefined);
    if (this.persist) this.noteSave(await applyWrites(writes));
    return true;
  }

  #answerDeps(): AnswerDeps {
    return { inputs: this.pg.inputs, worker: this.sim.remote, snapshot };
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
    if (!s || !this.persist) return;
    // the address it is saved under: a reload of that address shows this save (src/share/persistence.ts)
    const hash = location.hash;
    this.noteSave(await applyWrites(await this.sim.remote.save(await snapshot(), s, this.pg.editorText, hash)));
  }

  /** Keeps the address bar in step with the scenario (called when input settles). */
  async syncUrl(): Promise<void> {
    const s = this.current();
    if (!s || !this.persist) return;
    const hash = withSweepOf(
      withCompareOf(await this.sim.remote.hashFor(location.hash, s), location.hash),
      location.hash,
    );
    if (hash !== location.hash) history.replaceState(history.state, '', hash);
    // an open Share popover follows the address bar: its link is never older than the page
    if (this.shareUrl !== null) {
      const { url, fit } = await this.#shareLink(s);
      if (this.shareUrl !== null && url !== this.shareUrl) {
        this.shareUrl = url;
        this.shareFit = fit;
        this.shareNote = t('share.updated');
      }
    }
  }

  /** The link for `s`: the scenario, and Compare mode's preset if it is on. */
  async #shareLink(s: Scenario): Promise<{ url: string; hash: string; fit: LinkFit }> {
    // the link carries Compare's mode and the sweep's definition (not its results) beside the scenario
    const fit = await this.sim.remote.shareLink(withSweepOf(compareOnly(location.hash), location.hash), s);
    const hash = fit.hash;
    return { url: `${location.origin}${location.pathname}${location.search}${hash}`, hash, fit };
  }

  /** The Share popover closed: stop following the scenario. */
  closeShare(): void {
    this.shareUrl = null;
    this.shareNote = null;
    this.shareFit = null;
  }

  async share(): Promise<void> {
    const s = this.current();
    if (!s) return;
    try {
      const { url, hash, fit } = await this.#shareLink(s);
      this.shareUrl = url;
      this.shareFit = fit;
      history.replaceState(history.state, '', hash);
      try {
        await navigator.clipboard.writeText(url);
        this.shareNote = t('share.copied');
      } catch {
        this.shareNote = t('share.copyFromBox');
      }
    } catch (e) {
      this.shareNote = t('share.failed', { message: e instanceof Error ? e.message : String(e) });
    }
  }

  /**
   * Import JSON…: the file's scenario replaces the work on screen, which is autosaved and then stashed as
   * "previous work" (like opening a link). An invalid file changes nothing: the error comes back. An edit made
   * while the worker read the file is newer and wins: the answer is dropped whole (nothing loaded or stashed)
   * and `{ superseded: true }` comes back, so the caller can say so and the file can be imported again. Call it
   * in the same task as the pick (`text` may be the file still being read): the question is asked then.
   */
  async importScenario(
    text: string | Promise<string>,
    name = '',
  ): Promise<{ imported: FileImport | null; rules: RuleImport | null } | Superseded> {
    const answer = await askImport(this.#answerDeps(), text, () => this.autosave(), name);
    if (answer.superseded) return answer;
    const { imported, rules, writes } = answer;
    if (imported?.ok) {
      this.pendingCursorMs = imported.scenario.view.cursorMs;
      this.pg.load(imported.scenario);
    }
    this.noteSave(await applyWrites(writes));
    return { imported, rules };
  }

  /**
   * An import (traffic or rules) is about to replace the work on screen: autosave it and stash it so
   * "Restore my previous work" can bring it back (also after a reload). Call `importApplied` once it is in.
   */
  async beforeImport(kind: ImportKind): Promise<boolean> {
    if (!this.persist) return false;
    await this.autosave();
    const { stashed, writes } = await this.sim.remote.stashBeforeImport(await snapshot(), kind);
    this.noteSave(await applyWrites(writes));
    return stashed;
  }

  /** The import is in the scenario: offer the restore when the work before it was stashed. */
  importApplied(kind: ImportKind, stashed: boolean): void {
    if (!stashed) return;
    this.previousWork = true;
    this.previousReason = kind;
  }

  /** how many "Restore my previous work" clicks wait for the worker's answer (their buttons wait too) */
  #restores = $state(0);
  get restoring(): boolean {
    return this.#restores > 0;
  }

  /**
   * Brings the stashed work back. The worker answers, possibly a second or more later when it is still
   * finishing a cancelled long run; an edit made meanwhile is newer than the click and wins: the answer is
   * then dropped whole (nothing loaded, storage untouched, the offer stays). True when the offer is settled
   * (restored, or nothing was kept), false when a newer input superseded it.
   */
  async restorePrevious(): Promise<boolean> {
    const ticket = this.pg.inputs.ask();
    this.#restores++;
    try {
      const { work, writes } = await this.sim.remote.restorePrevious(await snapshot());
      // the address bar still holds the replaced scenario until input settles: a reload now would open it again
      const hash = work && this.persist ? await this.sim.remote.hashFor(location.hash, work.scenario) : null;
      if (!this.pg.inputs.isNewest(ticket)) return false;
      // from here on nothing waits until the work is on screen: no edit can come between
      this.previousWork = false;
      if (work) {
        if (hash !== null) history.replaceState(history.state, '', hash);
        this.pendingCursorMs = work.scenario.view.cursorMs;
        this.pg.load(work.scenario, work.editorText ?? undefined);
      }
      this.noteSave(await applyWrites(writes));
      return true;
    } finally {
      this.#restores--;
    }
  }

  async dismissPrevious(): Promise<void> {
    this.noteSave(await applyWrites(await this.sim.remote.discardPrevious(await snapshot())));
    this.previousWork = false;
  }
}
