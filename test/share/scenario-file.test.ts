/**
 * Scenario files (Export JSON / Import JSON…): what Export writes reads back as the same scenario; a bad
 * file is a typed error like a broken link's; opening a good one stashes different autosaved work.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario';
import { listPrevious, loadWork, saveWork } from '../../src/share/persistence';
import { importScenarioFile, MAX_SCENARIO_FILE_CHARS, readScenarioFile } from '../../src/share/scenario-file';
import { scenarioFileText } from '../../src/ui/export/scenario-json';
import { MemoryStorage } from '../../src/worker/storage-bridge';

describe('readScenarioFile', () => {
  it('reads back exactly what Export JSON wrote (a BOM from an editor is ignored)', () => {
    const s = { ...defaultScenario(), seed: 7, durationMs: 12_000 };
    const read = readScenarioFile(scenarioFileText(s));
    expect(read.ok && read.scenario).toEqual(s);
    const withBom = readScenarioFile(`\uFEFF${scenarioFileText(s)}`);
    expect(withBom.ok && withBom.scenario).toEqual(s);
  });

  it.each<[string, string, string]>([
    ['empty', '  \n', 'the file is empty'],
    ['bad-json', '{"version": 1,', 'the file is not JSON'],
    ['too-deep', '['.repeat(40) + ']'.repeat(40), 'nesting deeper than'],
    ['forbidden-key', '{"__proto__": {"polluted": true}}', 'the key "__proto__" (at __proto__) is not allowed'],
    ['invalid-scenario', '{"version": 1, "durationMs": -5}', 'durationMs'],
    ['too-long', ' '.repeat(MAX_SCENARIO_FILE_CHARS + 1) + '{}', 'the file is too large'],
  ])('%s: refused with a message', (code, text, words) => {
    const read = readScenarioFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe(code);
      expect(read.error.message).toContain(words);
    }
  });
});

describe('importScenarioFile', () => {
  it('stashes autosaved work the file replaces, so it can be restored', () => {
    const mine = { ...defaultScenario(), seed: 3 };
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: mine, editorText: null }, 1000);
    const file = { ...defaultScenario(), seed: 9 };
    const imported = importScenarioFile(storage, scenarioFileText(file));
    expect(imported.ok && imported.scenario).toEqual(file);
    expect(imported.ok && imported.previousWork).toBe(true);
    expect(listPrevious(storage).map((w) => w.scenario)).toEqual([mine]);
  });

  it('stashes nothing when the file holds the autosaved scenario, or when it is refused', () => {
    const mine = { ...defaultScenario(), seed: 3 };
    const storage = new MemoryStorage({});
    saveWork(storage, { scenario: mine, editorText: null }, 1000);
    const same = importScenarioFile(storage, scenarioFileText(mine));
    expect(same.ok && same.previousWork).toBe(false);
    const bad = importScenarioFile(storage, '{"version": 1, "rules": 3}');
    expect(bad.ok).toBe(false);
    expect(listPrevious(storage)).toEqual([]);
    expect(loadWork(storage)?.scenario).toEqual(mine);
  });
});
