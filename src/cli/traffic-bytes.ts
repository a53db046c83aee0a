/**
 * `--traffic FILE`'s bytes → text, decided as the page's import decides (src/engine/traffic/import/bytes.ts):
 * gzip is unpacked (zlib, its output capped at the page's 200 MB, so a small archive cannot unpack into
 * gigabytes), the text decoded by its byte order mark (UTF-8, UTF-16LE/BE), and a binary file refused with the
 * byte offset of its first NUL instead of being parsed. Refusals are ImportErrors.
 */
import { gunzipSync } from 'node:zlib';
import { ImportError } from '../engine/traffic/import';
import { encodingOf, isGzip, nulOffset } from '../engine/traffic/import/bytes';

/** The most bytes a traffic file may unpack to (the page's cap). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export function trafficText(file: Uint8Array, maxUnpacked = MAX_UNPACKED_BYTES): string {
  let bytes = file;
  if (isGzip(file)) {
    try {
      bytes = gunzipSync(file, { maxOutputLength: maxUnpacked });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ImportError('tooLargeUnpacked', { max: maxUnpacked });
      throw new ImportError('gzipBroken', { reason: (e as Error).message });
    }
  }
  const encoding = encodingOf(bytes);
  const nul = nulOffset(bytes, encoding);
  if (nul >= 0) throw new ImportError('binary', { byte: nul });
  return new TextDecoder(encoding).decode(bytes);
}
