/**
 * The worker's answers to Import JSON… and to an address that changed (a pasted share link, Back/Forward),
 * asked with a NewestInput ticket (./newest-input.ts). The worker may still be finishing a cancelled long run,
 * so the answer can come a second or more after the question; a slider moved, a rule typed or a newer address
 * in that time is newer, and the answer is then dropped whole: nothing is loaded and no storage write is made
 * (a dropped import stashes nothing, a dropped link replaces nothing).
 *
 * Kept apart from Session (a .svelte.ts class of runes) so the ordering can be tested without a browser; Session
 * applies an answer only when it comes back `superseded: false`, and does so without waiting in between.
 */
import type { FileImport } from '../../share/scenario-file';
import type { RuleImport } from '../../engine/scenario/rule-import';
import type { ImportUndo } from '../../share/import-undo';
import type { Startup } from '../../share/persistence';
import type { StorageSnapshot, StorageWrites } from '../../worker/storage-bridge';
import type { NewestInput } from './newest-input';

/** The worker's calls these answers come from (a subset of its remote API). */
export interface AnswerWorker {
  importScenario(
    storage: StorageSnapshot,
    text: string,
    name?: string,
  ): Promise<{ imported: FileImport | null; rules?: RuleImport | null; writes: StorageWrites }>;
  startup(
    hash: string,
    storage: StorageSnapshot,
    reload?: boolean,
  ): Promise<{ startup: Startup; writes: StorageWrites }>;
  pendingImportUndo(storage: StorageSnapshot): Promise<ImportUndo | null>;
}

export interface AnswerDeps {
  readonly inputs: NewestInput;
  readonly worker: AnswerWorker;
  /** the page's `flowlab.*` storage entries as they are now */
  snapshot(): Promise<StorageSnapshot>;
}

/** A newer edit or question came while the worker was answering: the answer must not be applied. */
export interface Superseded {
  readonly superseded: true;
}

export type ImportAnswer =
  | Superseded
  | {
      readonly superseded: false;
      /** null: a configuration file, not read as a scenario */
      readonly imported: FileImport | null;
      /** what a file that is not a scenario holds as rules (src/share/file-open.ts) */
      readonly rules: RuleImport | null;
      readonly writes: StorageWrites;
    };

export type StartupAnswer =
  | Superseded
  | {
      readonly superseded: false;
      readonly startup: Startup;
      /** an import's undo still offered after a reload (only looked up when the link stashed nothing) */
      readonly undo: ImportUndo | null;
      readonly writes: StorageWrites;
    };

const SUPERSEDED: Superseded = { superseded: true };

/**
 * Reads a scenario file in the worker; the answer applies only if nothing newer came meanwhile. The ticket is
 * taken at once, at the user's pick (call this before any await); `first` (the autosave of the work the file
 * replaces) and reading the file come after it, so an edit during either is newer too.
 */
export async function askImport(
  deps: AnswerDeps,
  text: string | Promise<string>,
  first?: () => Promise<void>,
  name = '',
): Promise<ImportAnswer> {
  const ticket = deps.inputs.ask();
  await first?.();
  const { imported, rules, writes } = await deps.worker.importScenario(await deps.snapshot(), await text, name);
  if (!deps.inputs.isNewest(ticket)) return SUPERSEDED;
  return { superseded: false, imported, rules: rules ?? null, writes };
}

/** `snapshot` as it will be once `writes` are applied. */
export function withWrites(snapshot: StorageSnapshot, writes: StorageWrites): StorageSnapshot {
  const out: StorageSnapshot = { ...snapshot };
  for (const [key, value] of Object.entries(writes)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

/**
 * What the page opens for `hash` (the link, else the autosave, else the default; on a `reload`, the autosave made
 * under this very address). The newest address wins over an older one, and an edit made while either was answered
 * wins over both. `persist` false (embeds) reads no storage.
 */
export async function askStartup(
  deps: AnswerDeps,
  hash: string,
  persist: boolean,
  reload = false,
): Promise<StartupAnswer> {
  const ticket = deps.inputs.ask();
  const { startup, writes } = await deps.worker.startup(hash, persist ? await deps.snapshot() : {}, reload);
  // the undo is read as storage will be after this answer's writes: none are made before it is known to apply
  const undo =
    persist && startup.previousWork === null
      ? await deps.worker.pendingImportUndo(withWrites(await deps.snapshot(), writes))
      : null;
  if (!deps.inputs.isNewest(ticket)) return SUPERSEDED;
  return { superseded: false, startup, undo, writes };
}
