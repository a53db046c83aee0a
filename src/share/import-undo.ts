/**
 * "Restore my previous work" after an import. Importing traffic (a log, a CSV, pasted times) or
 * rules (a dashboard export, a Nacos config, Spring YAML) replaces part of the scenario. Before it
 * does, the work on screen (just autosaved) is stashed at the head of the "previous work" list
 * (persistence.ts), and a marker names that entry and what replaced it. The marker outlives a
 * reload, so the page keeps offering the restore until the user restores, dismisses, or a later
 * import or link stashes newer work (the marker then names an entry that is no longer the head,
 * and is ignored).
 *
 * The marker is `{ kind, savedAt }`: the stashed entry is the list's head with that `savedAt`
 * (saveWork stamps every autosave, so two different stashes never share one in practice).
 */
import { listPrevious, loadWork, stashPrevious, type StorageLike } from './persistence';
import { safeJsonParse } from './safe-json';

export const IMPORT_UNDO_KEY = 'flowlab.importUndo';

/** What the import replaced. */
export type ImportKind = 'traffic' | 'rules';

export interface ImportUndo {
  readonly kind: ImportKind;
  readonly savedAt: number | null;
}

/**
 * Stash the autosaved work before an import replaces it, and mark it as the one to offer back.
 * false when there is nothing autosaved or storage refused the write (then no restore is offered).
 */
export function stashBeforeImport(storage: StorageLike, kind: ImportKind): boolean {
  const saved = loadWork(storage);
  if (saved === null) return false;
  const head = listPrevious(storage)[0];
  // the same work stashed twice in a row (two imports without an edit between): keep one copy
  const already = head !== undefined && JSON.stringify(head.scenario) === JSON.stringify(saved.scenario);
  if (!already && !stashPrevious(storage, saved).ok) return false;
  const savedAt = already ? head.savedAt : saved.savedAt;
  try {
    storage.setItem(IMPORT_UNDO_KEY, JSON.stringify({ kind, savedAt }));
    return true;
  } catch {
    return false;
  }
}

/** The restore to offer: the marker, when it still names the head of the previous-work list. */
export function pendingImportUndo(storage: StorageLike): ImportUndo | null {
  let text: string | null;
  try {
    text = storage.getItem(IMPORT_UNDO_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const parsed = safeJsonParse(text, 4);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return null;
  const v = parsed.value as { kind?: unknown; savedAt?: unknown };
  if (v.kind !== 'traffic' && v.kind !== 'rules') return null;
  const savedAt = typeof v.savedAt === 'number' ? v.savedAt : null;
  const head = listPrevious(storage)[0];
  if (head === undefined || head.savedAt !== savedAt) return null;
  return { kind: v.kind, savedAt };
}

/** Forget the marker (after a restore, a dismiss, or when a link's stash takes the list's head). */
export function clearImportUndo(storage: StorageLike): void {
  try {
    storage.removeItem(IMPORT_UNDO_KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
}
