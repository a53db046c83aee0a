/**
 * Where the Review's baseline is kept across a reload: IndexedDB (a baseline with imported traffic can be far
 * larger than localStorage holds), outside the autosave's `flowlab.*` entries so an autosave never reads it.
 * The scenario is kept as text written and read by the worker (never parsed on the page); what it is (opened or
 * pinned, and when) is a small record beside it.
 */
import { openIdbStore } from '../lib/idb-store';

export type BaselineKind = 'opened' | 'pinned';

export interface BaselineMeta {
  readonly kind: BaselineKind;
  /** epoch ms when it was taken */
  readonly at: number;
}

const TEXT_KEY = 'review.baseline';
const META_KEY = 'review.baseline.meta';

const store = (() => {
  try {
    return openIdbStore();
  } catch {
    return null;
  }
})();

function isMeta(v: unknown): v is BaselineMeta {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (m.kind === 'opened' || m.kind === 'pinned') && typeof m.at === 'number';
}

/** The kept baseline's text and record, or null (none kept, storage unavailable, or unreadable). */
export async function readBaseline(): Promise<{ text: string; meta: BaselineMeta } | null> {
  if (store === null) return null;
  try {
    const [text, metaText] = await Promise.all([store.get(TEXT_KEY), store.get(META_KEY)]);
    if (typeof text !== 'string' || typeof metaText !== 'string') return null;
    const meta: unknown = JSON.parse(metaText);
    return isMeta(meta) ? { text, meta } : null;
  } catch {
    return null;
  }
}

/** Keeps the baseline; false when it could not be written (the baseline then lasts until the page closes). */
export async function writeBaseline(text: string, meta: BaselineMeta): Promise<boolean> {
  if (store === null) return false;
  try {
    await store.set(TEXT_KEY, text);
    await store.set(META_KEY, JSON.stringify(meta));
    return true;
  } catch {
    return false;
  }
}
