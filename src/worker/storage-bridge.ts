/**
 * Workers have no localStorage, and the share/persistence module (which validates with the
 * engine's schemas) should run in the worker so the schemas stay out of the page's bundle.
 * The page sends a snapshot of its `flowlab.*` storage entries; the module runs against this
 * in-memory StorageLike; the writes it made travel back and the page applies them.
 */
import type { StorageLike } from '../share';

/** key → value, or null to remove */
export type StorageWrites = Record<string, string | null>;
export type StorageSnapshot = Record<string, string>;

export class MemoryStorage implements StorageLike {
  readonly writes: StorageWrites = {};
  #data: Map<string, string>;
  constructor(snapshot: StorageSnapshot) {
    this.#data = new Map(Object.entries(snapshot));
  }
  getItem(key: string): string | null {
    return this.#data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#data.set(key, String(value));
    this.writes[key] = String(value);
  }
  removeItem(key: string): void {
    this.#data.delete(key);
    this.writes[key] = null;
  }
}
