/**
 * The traffic-import worker: reads a dropped or picked file as a stream (`Blob.stream()` →
 * byte counter → gunzip and decoding by the byte order mark (import-read.ts) → line by line
 * through the engine's `LineSplitter`), so a
 * 200 MB log never sits in memory as one string and the page stays responsive. Progress is
 * reported about every 1 % of the file; Cancel terminates this worker (see import-client.ts),
 * which stops the read at once and frees everything it held.
 *
 * `scan` keeps the importer between calls, so `build` can turn the picked resources of a
 * metric log into sources without reading the file again.
 */
import { expose } from 'comlink';
import {
  createImporter,
  ImportError,
  LineSplitter,
  said,
  type Said,
  type ColumnMap,
  type ImportedTraffic,
  type ScanSummary,
  type TrafficFormat,
  type TrafficImporter,
} from '../engine/traffic/import';
import { isGzipFile, textStream } from './import-read';

export { MAX_IMPORT_BYTES } from './import-read';

export type ImportProgress = (readBytes: number, totalBytes: number) => void;

/** A finished scan: the summary, or (`fatal`) why the file was refused as a whole (the summary then says what was read). */
export type ScanResult = ScanSummary & { ms: number; fatal: Said | null };

let current: TrafficImporter | null = null;

const api = {
  async scan(
    file: Blob,
    format: TrafficFormat,
    columns: ColumnMap | undefined,
    onProgress: ImportProgress,
    keep: string[] = [],
  ): Promise<ScanResult> {
    const started = performance.now();
    current = null;
    const importer = createImporter(format, columns, keep);
    const splitter = new LineSplitter((line, n) => importer.line(line, n));
    let read = 0;
    let reported = 0;
    const step = Math.max(64 * 1024, file.size / 100);
    const counter = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, ctl) {
        read += chunk.byteLength;
        if (read - reported >= step) {
          reported = read;
          onProgress(read, file.size);
        }
        ctl.enqueue(chunk);
      },
    });
    const reader = (await textStream(file, file.stream().pipeThrough(counter))).getReader();
    let fatal: Said | null = null;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        splitter.push(value);
      }
      splitter.end();
    } catch (e) {
      // a refusal (ImportError), or the gzip stream breaking: said, with what was read so far
      if (e instanceof ImportError) fatal = e.said;
      else if (await isGzipFile(file)) fatal = said('gzipBroken', { reason: String(e) });
      else throw e;
      void reader.cancel().catch(() => undefined);
    }
    onProgress(file.size, file.size);
    current = fatal === null ? importer : null;
    const s = importer.summary();
    // plain data across the boundary
    const bad = { count: s.bad.count, first: [...s.bad.first] };
    return { ...s, bad, ms: performance.now() - started, fatal };
  },

  build(picks: string[], label: string): ImportedTraffic | null {
    return current === null ? null : current.build(picks, label);
  },
};

export type ImportWorkerApi = typeof api;
expose(api);
