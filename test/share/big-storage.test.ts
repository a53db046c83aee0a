import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_MAX_CHARS, readEntries, storeEntry, type AsyncStore } from '../../src/share/big-storage';
import { saveWork, type StorageLike } from '../../src/share/persistence';
import { defaultScenario } from '../../src/engine/scenario/defaults';
import { parseScenario } from '../../src/engine/scenario/parse';
import { bootStartup } from '../../src/worker/startup';
import { MemoryStorage } from '../../src/worker/storage-bridge';

/** localStorage double with a quota in characters (keys + values), throwing like the browser. */
function local(quota = Infinity): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const used = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem(k, v) {
      if (used() - (data.get(k)?.length ?? 0) + v.length > quota)
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

function idb(fail = false): AsyncStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    async get(k) {
      if (fail) throw new Error('gone');
      return data.get(k);
    },
    async set(k, v) {
      if (fail) throw new Error('UnknownError');
      data.set(k, v);
    },
    del: async (k) => void data.delete(k),
  };
}

const KEY = 'flowlab.autosave';

describe('storeEntry / readEntries', () => {
  it('keeps a small entry in localStorage', async () => {
    const l = local();
    const i = idb();
    expect(await storeEntry(l, i, KEY, 'small')).toEqual({ ok: true, where: 'local' });
    expect(l.data.get(KEY)).toBe('small');
    expect(i.data.size).toBe(0);
    expect(await readEntries(l, i, [KEY])).toEqual({ [KEY]: 'small' });
  });

  it('puts an entry too big for localStorage in IndexedDB with a small pointer, and reads it back', async () => {
    const l = local();
    const i = idb();
    const big = 'x'.repeat(LOCAL_MAX_CHARS + 1);
    expect(await storeEntry(l, i, KEY, big)).toEqual({ ok: true, where: 'indexeddb' });
    expect(l.data.get(KEY)!.length).toBeLessThan(100);
    expect(i.data.get(KEY)).toBe(big);
    expect(await readEntries(l, i, [KEY])).toEqual({ [KEY]: big });
  });

  it('falls back to IndexedDB when localStorage throws QuotaExceeded on a small entry', async () => {
    const l = local(50);
    const i = idb();
    expect(await storeEntry(l, i, KEY, 'y'.repeat(200))).toEqual({ ok: true, where: 'indexeddb' });
    expect((await readEntries(l, i, [KEY]))[KEY]).toBe('y'.repeat(200));
  });

  it('a small save after a big one drops the IndexedDB copy; removal drops both', async () => {
    const l = local();
    const i = idb();
    await storeEntry(l, i, KEY, 'x'.repeat(LOCAL_MAX_CHARS + 1));
    await storeEntry(l, i, KEY, 'small');
    expect(i.data.has(KEY)).toBe(false);
    await storeEntry(l, i, KEY, 'x'.repeat(LOCAL_MAX_CHARS + 1));
    expect(await storeEntry(l, i, KEY, null)).toEqual({ ok: true, where: 'removed' });
    expect(l.data.size + i.data.size).toBe(0);
  });

  it('says so when neither backend can hold it', async () => {
    const big = 'x'.repeat(LOCAL_MAX_CHARS + 1);
    const none = await storeEntry(local(), null, KEY, big);
    expect(none.ok).toBe(false);
    const broken = await storeEntry(local(), idb(true), KEY, big);
    expect(broken).toEqual({ ok: false, message: expect.stringMatching(/IndexedDB/) });
  });

  it('a pointer whose IndexedDB value is missing, garbage or unreachable reads as not saved', async () => {
    const l = local();
    const i = idb();
    await storeEntry(l, i, KEY, 'x'.repeat(LOCAL_MAX_CHARS + 1));
    expect(await readEntries(l, null, [KEY])).toEqual({});
    expect(await readEntries(l, idb(true), [KEY])).toEqual({});
    for (const garbage of [undefined, 42, { a: 1 }, 'short']) {
      i.data.set(KEY, garbage);
      expect(await readEntries(l, i, [KEY])).toEqual({});
    }
  });

  it('never rejects, whatever the stores hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.anything(), fc.boolean(), async (stored, inIdb, fail) => {
        const l = local();
        l.data.set(KEY, stored);
        const i = idb(fail);
        i.data.set(KEY, inIdb);
        const out = await readEntries(l, i, [KEY]);
        expect(out[KEY] === undefined || typeof out[KEY] === 'string').toBe(true);
      }),
    );
  });

  it('boot reaches a valid scenario whatever the pointer and IndexedDB hold, or with IndexedDB gone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.constantFrom('ok', 'fail', 'none'), async (inIdb, mode) => {
        const l = local();
        const i = idb();
        const work = new MemoryStorage({});
        saveWork(work, { scenario: defaultScenario() });
        await storeEntry(l, i, KEY, work.getItem(KEY)!.padEnd(LOCAL_MAX_CHARS + 1, ' '));
        if (typeof inIdb !== 'string') i.data.set(KEY, inIdb);
        const store = mode === 'ok' ? i : mode === 'fail' ? idb(true) : null;
        const snapshot = await readEntries(l, store, [KEY]);
        const startup = await bootStartup(new MemoryStorage(snapshot), '');
        expect(parseScenario(startup.scenario).ok).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
