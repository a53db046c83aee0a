import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../src/engine/scenario';
import {
  discardPrevious,
  encodeScenario,
  hashWithoutScenario,
  hashWithScenarioText,
  listPrevious,
  loadStartup,
  loadWork,
  readScenarioFromHash,
  restorePrevious,
  saveWork,
  scenarioTextFromHash,
  STORAGE_KEYS,
  writeScenarioToHash,
  type StorageLike,
} from '../../src/share';

/** An in-memory Storage; `failWrites` simulates a full or disabled storage. */
class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  failWrites = false;
  failReads = false;
  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

const scenario = (over: Partial<Scenario> = {}): Scenario => ({ ...defaultScenario(), ...over });

describe('URL fragment', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#s=', null],
    ['#s=1.abc', '1.abc'],
    ['s=1.abc', '1.abc'],
    ['#tab=rules&s=1.abc&x=1', '1.abc'],
  ])('scenarioTextFromHash(%j) = %j', (hash, text) => {
    expect(scenarioTextFromHash(hash)).toBe(text);
  });

  it('writes the scenario and keeps other parameters', async () => {
    const s = scenario({ seed: 5 });
    const hash = await writeScenarioToHash('#tab=rules', s);
    expect(hash).toMatch(/^#tab=rules&s=1\.[A-Za-z0-9_-]+$/);
    expect(await readScenarioFromHash(hash)).toEqual({ ok: true, scenario: s, warnings: [] });
    expect(hashWithScenarioText('#s=old&tab=x', '1.new')).toBe('#s=1.new&tab=x');
    expect(hashWithoutScenario('#tab=rules&s=1.abc')).toBe('#tab=rules');
    expect(hashWithoutScenario('#s=1.abc')).toBe('');
  });

  it('reading a hash without a scenario gives null; a broken one an error value', async () => {
    expect(await readScenarioFromHash('#tab=rules')).toBeNull();
    const r = await readScenarioFromHash('#s=1.@@');
    expect(r?.ok === false && r.error.code).toBe('bad-base64');
  });
});

describe('autosave', () => {
  it('saves and loads the scenario and the editor text', () => {
    const st = new MemoryStorage();
    const s = scenario({ name: 'mine' });
    expect(saveWork(st, { scenario: s, editorText: '[{"resource": "a", ' }, 123)).toEqual({ ok: true });
    expect(loadWork(st)).toEqual({ scenario: s, editorText: '[{"resource": "a", ', savedAt: 123, hash: null });
    // and the address it was saved under
    saveWork(st, { scenario: s, hash: '#s=1.abc' }, 124);
    expect(loadWork(st)?.hash).toBe('#s=1.abc');
  });

  it('failures are values: full storage, disabled storage, garbage', () => {
    const st = new MemoryStorage();
    st.failWrites = true;
    const r = saveWork(st, { scenario: scenario() }, 1);
    expect(r).toEqual({ ok: false, message: 'could not save to browser storage (QuotaExceededError)' });
    st.failReads = true;
    expect(loadWork(st)).toBeNull();
    const garbage = new MemoryStorage();
    for (const value of [
      'not json',
      '{"format":"other"}',
      '{"format":"flowlab-work/1","scenario":{"version":9}}',
      '['.repeat(100),
    ]) {
      garbage.map.set(STORAGE_KEYS.autosave, value);
      expect(loadWork(garbage)).toBeNull();
    }
  });
});

describe('startup: a share link wins without destroying local work', () => {
  it('no link, no autosave: the default scenario', async () => {
    const s = await loadStartup(new MemoryStorage(), '');
    expect(s).toMatchObject({ source: 'default', linkError: null, previousWork: null, editorText: null });
    expect(s.scenario).toEqual(defaultScenario());
  });

  it('no link: the autosave with its editor text', async () => {
    const st = new MemoryStorage();
    saveWork(st, { scenario: scenario({ seed: 3 }), editorText: 'typing…' }, 10);
    expect(await loadStartup(st, '#tab=x')).toMatchObject({
      source: 'autosave',
      editorText: 'typing…',
      scenario: { seed: 3 },
    });
  });

  it('a link wins; different local work is stashed and offered back', async () => {
    const st = new MemoryStorage();
    const mine = scenario({ name: 'my work' });
    saveWork(st, { scenario: mine, editorText: 'draft' }, 10);
    const linked = scenario({ name: 'from a colleague' });
    const start = await loadStartup(st, `#s=${await encodeScenario(linked)}`);
    expect(start).toMatchObject({ source: 'link', linkError: null, scenario: linked });
    expect(start.previousWork).toEqual({ scenario: mine, editorText: 'draft', savedAt: 10, hash: null });

    // The app now autosaves the linked scenario: the stashed work survives it.
    saveWork(st, { scenario: linked }, 20);
    expect(listPrevious(st).map((w) => w.scenario.name)).toEqual(['my work']);

    // "Restore your previous work": it becomes the autosave, and the linked one is stashed instead.
    expect(restorePrevious(st)?.scenario).toEqual(mine);
    expect(loadWork(st)?.scenario).toEqual(mine);
    expect(listPrevious(st).map((w) => w.scenario.name)).toEqual(['from a colleague']);
    discardPrevious(st);
    expect(listPrevious(st)).toEqual([]);
  });

  it('a reload of the address the work was saved under shows that work, not the older link', async () => {
    // the page saves first and keeps its address in step after (a big scenario's link takes a while to build):
    // reloaded in between, the address still holds the link from before the last edit
    const st = new MemoryStorage();
    const before = `#s=${await encodeScenario(scenario({ name: 'before the import' }))}`;
    const mine = scenario({ name: 'after the import' });
    saveWork(st, { scenario: mine, editorText: 'typed', hash: before }, 10);
    const start = await loadStartup(st, before, true);
    expect(start).toMatchObject({ source: 'autosave', scenario: mine, editorText: 'typed', previousWork: null });
    expect(listPrevious(st)).toEqual([]);

    // opening that address (a link, a new tab, not a reload), or reloading another one: the link wins as before
    for (const [hash, reload] of [
      [before, false],
      [`#s=${await encodeScenario(scenario({ name: 'another link' }))}`, true],
    ] as const) {
      const st2 = new MemoryStorage();
      saveWork(st2, { scenario: mine, hash: before }, 10);
      const opened = await loadStartup(st2, hash, reload);
      expect(opened.source).toBe('link');
      expect(opened.previousWork?.scenario).toEqual(mine);
    }
  });

  it('restored work is not taken for work saved under the address the page has now', async () => {
    const st = new MemoryStorage();
    const here = `#s=${await encodeScenario(scenario({ name: 'linked' }))}`;
    saveWork(st, { scenario: scenario({ name: 'old work' }), hash: here }, 1);
    await loadStartup(st, `#s=${await encodeScenario(scenario({ name: 'a link opened later' }))}`);
    restorePrevious(st);
    expect(loadWork(st)).toMatchObject({ scenario: { name: 'old work' }, hash: null });
  });

  it('the same scenario locally and in the link: nothing to offer', async () => {
    const st = new MemoryStorage();
    const s = scenario({ seed: 11 });
    saveWork(st, { scenario: s }, 1);
    const start = await loadStartup(st, `#s=${await encodeScenario(s)}`);
    expect(start.previousWork).toBeNull();
    expect(listPrevious(st)).toEqual([]);
  });

  it('a broken link: the autosave (or the default) is shown, with the link error', async () => {
    const st = new MemoryStorage();
    saveWork(st, { scenario: scenario({ seed: 4 }) }, 1);
    const start = await loadStartup(st, '#s=1.AAAA');
    expect(start.source).toBe('autosave');
    expect(start.scenario.seed).toBe(4);
    expect(start.linkError?.code).toBe('bad-compression');
    const fresh = await loadStartup(new MemoryStorage(), '#s=9.abc');
    expect(fresh.source).toBe('default');
    expect(fresh.linkError?.code).toBe('unknown-version');
  });

  it('keeps at most 5 stashed works, newest first, and can discard one', async () => {
    const st = new MemoryStorage();
    for (let i = 0; i < 7; i++) {
      saveWork(st, { scenario: scenario({ seed: 100 + i }) }, i);
      await loadStartup(st, `#s=${await encodeScenario(scenario({ seed: 200 + i }))}`);
    }
    expect(listPrevious(st).map((w) => w.scenario.seed)).toEqual([106, 105, 104, 103, 102]);
    discardPrevious(st, 1);
    expect(listPrevious(st).map((w) => w.scenario.seed)).toEqual([106, 104, 103, 102]);
    expect(restorePrevious(st, 9)).toBeNull();
  });

  it('works with storage that refuses everything', async () => {
    const st = new MemoryStorage();
    st.failReads = true;
    st.failWrites = true;
    const start = await loadStartup(st, `#s=${await encodeScenario(scenario({ seed: 8 }))}`);
    expect(start).toMatchObject({ source: 'link', previousWork: null });
    expect(listPrevious(st)).toEqual([]);
    expect(() => discardPrevious(st)).not.toThrow();
  });
});
