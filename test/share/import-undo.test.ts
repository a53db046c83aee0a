/**
 * "Restore my previous work" after an import: the work before it is stashed and marked; the mark survives
 * (it is storage), names only the head of the previous-work list, and restoring brings the old work back.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario';
import { clearImportUndo, IMPORT_UNDO_KEY, pendingImportUndo, stashBeforeImport } from '../../src/share/import-undo';
import { listPrevious, loadWork, restorePrevious, saveWork, stashPrevious } from '../../src/share/persistence';
import { MemoryStorage } from '../../src/worker/storage-bridge';

describe('stashBeforeImport', () => {
  it('stashes the autosaved work and marks it; restoring brings it back as the autosave', () => {
    const mine = { ...defaultScenario(), seed: 3 };
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: mine, editorText: '[ typing' }, 1000);
    expect(stashBeforeImport(storage, 'traffic')).toBe(true);
    expect(pendingImportUndo(storage)).toEqual({ kind: 'traffic', savedAt: 1000 });
    // the import lands and is autosaved
    const imported = { ...defaultScenario(), seed: 3, durationMs: 4000 };
    saveWork(storage, { scenario: imported, editorText: null }, 2000);
    expect(pendingImportUndo(storage)?.kind).toBe('traffic');
    const back = restorePrevious(storage, 0);
    expect(back?.scenario).toEqual(mine);
    expect(back?.editorText).toBe('[ typing');
    expect(loadWork(storage)?.scenario).toEqual(mine);
    // the imported work is not lost either: it is now the head of the list
    expect(listPrevious(storage)[0].scenario).toEqual(imported);
  });

  it('offers nothing when nothing was autosaved', () => {
    const storage = new MemoryStorage({});
    expect(stashBeforeImport(storage, 'rules')).toBe(false);
    expect(pendingImportUndo(storage)).toBeNull();
  });

  it('two imports in a row without an edit keep one copy of the work before the first', () => {
    const mine = { ...defaultScenario(), seed: 5 };
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: mine, editorText: null }, 1000);
    stashBeforeImport(storage, 'traffic');
    // the first import's result was not autosaved yet: the autosave still holds `mine`
    stashBeforeImport(storage, 'rules');
    expect(listPrevious(storage).map((w) => w.scenario)).toEqual([mine]);
    expect(pendingImportUndo(storage)).toEqual({ kind: 'rules', savedAt: 1000 });
  });

  it('a later stash (a link opened over the imported work) makes the mark stale', () => {
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: { ...defaultScenario(), seed: 1 }, editorText: null }, 1000);
    stashBeforeImport(storage, 'traffic');
    stashPrevious(storage, { scenario: { ...defaultScenario(), seed: 2 }, editorText: null, savedAt: 3000 });
    expect(pendingImportUndo(storage)).toBeNull();
  });

  it('clear forgets the mark; a damaged mark is ignored', () => {
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: defaultScenario(), editorText: null }, 1000);
    stashBeforeImport(storage, 'traffic');
    clearImportUndo(storage);
    expect(pendingImportUndo(storage)).toBeNull();
    storage.setItem(IMPORT_UNDO_KEY, '{"kind":"everything","savedAt":1000}');
    expect(pendingImportUndo(storage)).toBeNull();
    storage.setItem(IMPORT_UNDO_KEY, 'not json');
    expect(pendingImportUndo(storage)).toBeNull();
  });
});
