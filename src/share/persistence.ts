/**
 * Autosave in localStorage, and the rule for what a page load shows.
 *
 * The app autosaves the scenario and the rule editor's text (which may be invalid while
 * someone is typing) under one key. On load:
 *
 *  - a RELOAD of the address the autosave was made under shows the autosave: the page keeps its address in step
 *    only after it saved (a big scenario's link takes a while to build), so that address can be older than the
 *    work — a reload right after an import would otherwise open the link from before it;
 *  - otherwise a share link in the URL wins: its scenario is shown. If different work was autosaved,
 *    it is first copied to a "previous work" list, so the next autosave (now of the linked
 *    scenario) cannot destroy it; the UI offers to restore it (`restorePrevious`) or to
 *    dismiss it (`discardPrevious`);
 *  - a broken link falls back to the autosave (or the default), and its error is reported;
 *  - no link: the autosave, if it is valid (it is validated and upgraded like a link);
 *  - otherwise the default scenario.
 *
 * Storage is passed in (`StorageLike`: localStorage, sessionStorage, or a test double); every
 * access is guarded, because storage can be disabled (SecurityError), full (QuotaExceeded),
 * or hold anything at all.
 */
import { defaultScenario } from '../engine/scenario/defaults';
import type { Issue } from '../engine/scenario/issues';
import { parseScenario } from '../engine/scenario/parse';
import type { Scenario } from '../engine/scenario/schema';
import type { ShareError } from './codec';
import { readScenarioFromHash } from './hash';
import { safeJsonParse } from './safe-json';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEYS = { autosave: 'flowlab.autosave', previous: 'flowlab.previous' } as const;
const FORMAT = 'flowlab-work/1';
/** How many stashed "previous work" entries are kept (newest first). */
export const MAX_PREVIOUS = 5;

export interface SavedWork {
  readonly scenario: Scenario;
  /** The rule editor's text as typed (may not be valid JSON), or null. */
  readonly editorText: string | null;
  /** Epoch ms of the save, or null if unknown. */
  readonly savedAt: number | null;
  /** `location.hash` when it was saved (the page's address then), or null if unknown. */
  readonly hash?: string | null;
}

export type StoreResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StorageLike, key: string, value: string): StoreResult {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (e) {
    return { ok: false, message: `could not save to browser storage (${String((e as Error)?.name ?? e)})` };
  }
}

function serialize(work: SavedWork): string {
  return JSON.stringify({
    format: FORMAT,
    savedAt: work.savedAt,
    hash: work.hash ?? null,
    scenario: work.scenario,
    editorText: work.editorText,
  });
}

/** Parse one stored entry; null when it is missing, damaged or not a valid scenario. */
function deserialize(value: unknown): SavedWork | null {
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== FORMAT) return null;
  const v = value as { savedAt?: unknown; hash?: unknown; scenario?: unknown; editorText?: unknown };
  const parsed = parseScenario(v.scenario);
  if (!parsed.ok) return null;
  return {
    scenario: parsed.value,
    editorText: typeof v.editorText === 'string' ? v.editorText : null,
    savedAt: typeof v.savedAt === 'number' && Number.isFinite(v.savedAt) ? v.savedAt : null,
    hash: typeof v.hash === 'string' ? v.hash : null,
  };
}

function readJson(storage: StorageLike, key: string): unknown {
  const text = read(storage, key);
  if (text === null) return undefined;
  const parsed = safeJsonParse(text, 64);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Autosave the current work; `hash` is the page's address as it is now (`location.hash`). `nowMs` defaults to the
 * real clock (this is UI-side code).
 */
export function saveWork(
  storage: StorageLike,
  work: { scenario: Scenario; editorText?: string | null; hash?: string | null },
  nowMs: number = Date.now(),
): StoreResult {
  return write(
    storage,
    STORAGE_KEYS.autosave,
    serialize({
      scenario: work.scenario,
      editorText: work.editorText ?? null,
      savedAt: nowMs,
      hash: work.hash ?? null,
    }),
  );
}

/** The autosaved work, if there is valid work. */
export function loadWork(storage: StorageLike): SavedWork | null {
  return deserialize(readJson(storage, STORAGE_KEYS.autosave));
}

/** Stashed earlier work (newest first), for "restore your previous work". */
export function listPrevious(storage: StorageLike): SavedWork[] {
  const list = readJson(storage, STORAGE_KEYS.previous);
  if (!Array.isArray(list)) return [];
  return list.map(deserialize).filter((w): w is SavedWork => w !== null);
}

/** Put `work` at the head of the "previous work" list (also used when a scenario file replaces the work). */
export function stashPrevious(storage: StorageLike, work: SavedWork): StoreResult {
  const list = [work, ...listPrevious(storage)].slice(0, MAX_PREVIOUS);
  return write(storage, STORAGE_KEYS.previous, `[${list.map(serialize).join(',')}]`);
}

/**
 * Take stashed work `index` (0 = newest) out of the list and make it the autosave; returns
 * it for the UI to show. The work it replaces is stashed in turn, so nothing is lost.
 */
export function restorePrevious(storage: StorageLike, index = 0): SavedWork | null {
  const list = listPrevious(storage);
  const chosen = list[index];
  if (chosen === undefined) return null;
  const rest = list.filter((_, i) => i !== index);
  const current = loadWork(storage);
  const next = current !== null && !sameScenario(current.scenario, chosen.scenario) ? [current, ...rest] : rest;
  write(storage, STORAGE_KEYS.previous, `[${next.slice(0, MAX_PREVIOUS).map(serialize).join(',')}]`);
  // not saved under the address the page has now: the next autosave records that
  write(storage, STORAGE_KEYS.autosave, serialize({ ...chosen, hash: null }));
  return chosen;
}

/** Forget stashed work `index`, or all of it. */
export function discardPrevious(storage: StorageLike, index?: number): void {
  if (index === undefined) {
    try {
      storage.removeItem(STORAGE_KEYS.previous);
    } catch {
      // storage unavailable: nothing to forget
    }
    return;
  }
  const list = listPrevious(storage).filter((_, i) => i !== index);
  write(storage, STORAGE_KEYS.previous, `[${list.map(serialize).join(',')}]`);
}

const NO_LINK = { linkError: null, warnings: [], previousWork: null } as const;

function sameScenario(a: Scenario, b: Scenario): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Startup {
  /** What to show. */
  readonly scenario: Scenario;
  /** The editor text to show: the autosaved text when the autosave is shown, else null (render the rules). */
  readonly editorText: string | null;
  readonly source: 'link' | 'autosave' | 'default';
  /** The link was present but could not be used (the fallback is shown). */
  readonly linkError: ShareError | null;
  /** Warnings of the scenario shown (unknown keys in rules, …). */
  readonly warnings: readonly Issue[];
  /** Work stashed because a link replaced it: offer "restore your previous work". */
  readonly previousWork: SavedWork | null;
}

/**
 * Decide what the page shows on load (see the module comment). `hash` is `location.hash`; `reload` says the page
 * was reloaded (not opened from a link, nor moved to another address). Never rejects.
 */
export async function loadStartup(storage: StorageLike, hash: string, reload = false): Promise<Startup> {
  const saved = loadWork(storage);
  // the address is the page's own from when it saved: the autosave is as new as the link, or newer
  if (reload && saved !== null && saved.hash === hash) {
    return { scenario: saved.scenario, editorText: saved.editorText, ...NO_LINK, source: 'autosave' };
  }
  const link = await readScenarioFromHash(hash);
  if (link !== null && link.ok) {
    let previousWork: SavedWork | null = null;
    if (saved !== null && !sameScenario(saved.scenario, link.scenario)) {
      stashPrevious(storage, saved);
      previousWork = saved;
    }
    return {
      scenario: link.scenario,
      editorText: null,
      source: 'link',
      linkError: null,
      warnings: link.warnings,
      previousWork,
    };
  }
  const linkError = link === null ? null : link.error;
  if (saved !== null) {
    return {
      scenario: saved.scenario,
      editorText: saved.editorText,
      source: 'autosave',
      linkError,
      warnings: [],
      previousWork: null,
    };
  }
  return {
    scenario: defaultScenario(),
    editorText: null,
    source: 'default',
    linkError,
    warnings: [],
    previousWork: null,
  };
}
