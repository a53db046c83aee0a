/**
 * Where each autosaved entry lives: localStorage when it is small, IndexedDB when it is too big for
 * localStorage (over `LOCAL_MAX_CHARS`, or localStorage throws QuotaExceeded). A big entry leaves a
 * small pointer record in localStorage under its own key, so what is saved stays findable from the
 * one place the page reads first, and a stale IndexedDB value without a pointer is never shown.
 *
 * Both backends are passed in (`SyncStore` is localStorage's shape, `AsyncStore` a key-value view
 * of IndexedDB), so the choice is tested in Node. Nothing here throws or rejects: a backend that is
 * missing, disabled or holds garbage reads as "nothing saved", and a failed write comes back as a
 * message for the user.
 */
import type { StorageLike } from './persistence';

export interface AsyncStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
}

/** Entries longer than this go to IndexedDB (localStorage holds about 5 M UTF-16 chars per origin in all). */
export const LOCAL_MAX_CHARS = 512 * 1024;
const POINTER = 'flowlab-idb/1';

interface Pointer {
  readonly format: typeof POINTER;
  readonly length: number;
}

function pointerOf(text: string | null): Pointer | null {
  if (text === null || !text.startsWith(`{"format":"${POINTER}"`)) return null;
  try {
    const p = JSON.parse(text) as Partial<Pointer>;
    return p.format === POINTER && typeof p.length === 'number' ? (p as Pointer) : null;
  } catch {
    return null;
  }
}

export type SaveOutcome =
  | { readonly ok: true; readonly where: 'local' | 'indexeddb' | 'removed' }
  | { readonly ok: false; readonly message: string };

const errName = (e: unknown) => String((e as Error)?.name ?? e);

/** Store `value` (null: remove) under `key` in the backend that fits it. */
export async function storeEntry(
  local: StorageLike,
  idb: AsyncStore | null,
  key: string,
  value: string | null,
): Promise<SaveOutcome> {
  const wasBig = (() => {
    try {
      return pointerOf(local.getItem(key)) !== null;
    } catch {
      return false;
    }
  })();
  if (value === null) {
    try {
      local.removeItem(key);
    } catch {
      /* storage disabled: nothing to remove */
    }
    if (wasBig && idb) await idb.del(key).catch(() => undefined);
    return { ok: true, where: 'removed' };
  }
  let localError: unknown = null;
  if (value.length <= LOCAL_MAX_CHARS) {
    try {
      local.setItem(key, value);
      if (wasBig && idb) await idb.del(key).catch(() => undefined);
      return { ok: true, where: 'local' };
    } catch (e) {
      localError = e; // QuotaExceeded (other entries fill it) or disabled: try IndexedDB
    }
  }
  if (idb === null) return { ok: false, message: `too big for browser storage (${value.length} characters)` };
  try {
    await idb.set(key, value);
  } catch (e) {
    return { ok: false, message: `could not save to IndexedDB (${errName(e)})` };
  }
  try {
    local.setItem(key, JSON.stringify({ format: POINTER, length: value.length }));
    return { ok: true, where: 'indexeddb' };
  } catch (e) {
    return { ok: false, message: `could not save to browser storage (${errName(localError ?? e)})` };
  }
}

/**
 * The value of each `key` with pointers resolved from IndexedDB. A pointer whose value is missing,
 * not a string or of the wrong length (garbage, a half-done write), or IndexedDB unavailable, is left
 * out: the entry reads as not saved.
 */
export async function readEntries(
  local: StorageLike,
  idb: AsyncStore | null,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    let text: string | null;
    try {
      text = local.getItem(key);
    } catch {
      continue;
    }
    if (text === null) continue;
    const pointer = pointerOf(text);
    if (pointer === null) {
      out[key] = text;
      continue;
    }
    if (idb === null) continue;
    const big = await idb.get(key).catch(() => undefined);
    if (typeof big === 'string' && big.length === pointer.length) out[key] = big;
  }
  return out;
}
