/**
 * A traffic file → a stream of text, in the page or the import worker: gzip is unpacked
 * (DecompressionStream), the text decoded by its byte order mark (UTF-8, UTF-16LE/BE), and a file that
 * is not text (a NUL character in its first bytes) refused as such with the byte offset, never parsed.
 * The size cap holds for the unpacked bytes too, so a small archive cannot unpack into gigabytes.
 * Refusals are ImportErrors (the importers' one error type), raised from the stream's read.
 */
import { ImportError } from '../engine/traffic/import';
import { encodingOf, isGzip, nulOffset, BINARY_SNIFF_BYTES } from '../engine/traffic/import/bytes';

/** The largest file read (and the most bytes a gzip file may unpack to). */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

/** Bytes → text: waits for the first BINARY_SNIFF_BYTES to decide the encoding and refuse a binary. */
function decoder(maxBytes: number): TransformStream<Uint8Array, string> {
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let total = 0;
  let text: TextDecoder | null = null;
  const start = (ctl: TransformStreamDefaultController<string>) => {
    const bytes = new Uint8Array(headBytes);
    let at = 0;
    for (const h of head) {
      bytes.set(h, at);
      at += h.length;
    }
    head = [];
    const encoding = encodingOf(bytes);
    const nul = nulOffset(bytes, encoding);
    if (nul >= 0) throw new ImportError('binary', { byte: nul });
    text = new TextDecoder(encoding);
    ctl.enqueue(text.decode(bytes, { stream: true }));
  };
  return new TransformStream({
    transform(chunk, ctl) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new ImportError('tooLargeUnpacked', { max: maxBytes });
      if (text !== null) {
        ctl.enqueue(text.decode(chunk, { stream: true }));
        return;
      }
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= BINARY_SNIFF_BYTES) start(ctl);
    },
    flush(ctl) {
      if (text === null) start(ctl);
      const rest = text!.decode();
      if (rest !== '') ctl.enqueue(rest);
    },
  });
}

/** The file's text as a stream; `bytes` is the file's own stream (with a progress counter, say). */
export async function textStream(
  file: Blob,
  bytes: ReadableStream<Uint8Array> = file.stream(),
): Promise<ReadableStream<string>> {
  const magic = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const unpacked = isGzip(magic)
    ? bytes.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
    : bytes;
  return unpacked.pipeThrough(decoder(MAX_IMPORT_BYTES));
}

/** Whether the file is gzip (a broken gzip stream is said as such). */
export async function isGzipFile(file: Blob): Promise<boolean> {
  return isGzip(new Uint8Array(await file.slice(0, 2).arrayBuffer()));
}

/** The first `maxChars` of the file's text (for format detection), or the refusal. */
export async function readHead(file: Blob, maxChars = 64 * 1024): Promise<string> {
  const reader = (await textStream(file)).getReader();
  let text = '';
  try {
    while (text.length < maxChars) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch (e) {
    if (e instanceof ImportError) throw e;
    throw new ImportError((await isGzipFile(file)) ? 'gzipBroken' : 'unreadable', { reason: String(e) });
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, maxChars);
}
