/**
 * The page's side of the traffic-import worker: one worker per import, started on demand and
 * terminated on Cancel (the read stops at once) or when a new import starts.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { ColumnMap, ImportedTraffic, TrafficFormat } from '../engine/traffic/import';
import type { ImportWorkerApi, ScanResult } from './import.worker';

export class ImportCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

export class ImportClient {
  #worker: Worker | null = null;
  #remote: Remote<ImportWorkerApi> | null = null;
  #reject: ((e: Error) => void) | null = null;

  async scan(
    file: Blob,
    format: TrafficFormat,
    columns: ColumnMap | undefined,
    onProgress: (read: number, total: number) => void,
    /** A metric log's resources to keep past the first MAX_RESOURCES (a late name the reader asked for). */
    keep: readonly string[] = [],
  ): Promise<ScanResult> {
    this.cancel();
    this.#worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
    this.#remote = wrap<ImportWorkerApi>(this.#worker);
    const remote = this.#remote;
    return new Promise((resolve, reject) => {
      this.#reject = reject;
      this.#worker!.onerror = (e) => reject(new Error(e.message || 'the import worker failed'));
      remote.scan(file, format, columns, proxy(onProgress), [...keep]).then(resolve, reject);
    });
  }

  async build(picks: string[], label: string): Promise<ImportedTraffic | null> {
    return this.#remote ? this.#remote.build(picks, label) : null;
  }

  /** Stop the read now; the pending scan rejects with ImportCancelled. */
  cancel(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#remote = null;
    this.#reject?.(new ImportCancelled());
    this.#reject = null;
  }
}
