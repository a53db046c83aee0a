/**
 * A tiny key-value view of IndexedDB (one database, one object store) for the autosave's big
 * entries (src/share/big-storage.ts). Written against the browser API directly: three calls do not
 * need a dependency. `openIdbStore()` is null where IndexedDB is missing or blocked.
 */
import type { AsyncStore } from '../../share/big-storage';

const DB = 'flowlab';
const STORE = 'autosave';
const READ_TIMEOUT_MS = 3000;

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

export function openIdbStore(): AsyncStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  /** Opens the database at `version` (its current one when absent), creating the store when it is missing. */
  const openAt = (version?: number) => {
    const req = version === undefined ? indexedDB.open(DB) : indexedDB.open(DB, version);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    return request(req);
  };
  const open = () => {
    if (db === null) {
      // a database of this name without our store (one a tool created empty) would refuse every transaction
      // with NotFoundError: move it one version up, which creates the store
      db = openAt().then((d) => {
        if (d.objectStoreNames.contains(STORE)) return d;
        const next = d.version + 1;
        d.close();
        return openAt(next);
      });
      db.catch(() => (db = null)); // try again next time
    }
    return db;
  };
  const tx = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    async get(key) {
      // a blocked open must not hold the boot: after a while the entry reads as not saved
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), READ_TIMEOUT_MS),
      );
      return Promise.race([(async () => request((await tx('readonly')).get(key)))(), timeout]);
    },
    async set(key, value) {
      const store = await tx('readwrite');
      await request(store.put(value, key));
      await new Promise<void>((resolve, reject) => {
        store.transaction.oncomplete = () => resolve();
        store.transaction.onerror = () => reject(store.transaction.error ?? new Error('IndexedDB write failed'));
        store.transaction.onabort = () => reject(store.transaction.error ?? new Error('IndexedDB write aborted'));
      });
    },
    async del(key) {
      await request((await tx('readwrite')).delete(key));
    },
  };
}
