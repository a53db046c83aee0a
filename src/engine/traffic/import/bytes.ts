/**
 * What a traffic file's bytes are, before they are text: gzip (by its magic number), the text's
 * encoding (by its byte order mark: UTF-8, UTF-16LE as PowerShell's `Out-File` writes by default,
 * UTF-16BE; none means UTF-8), and whether it is text at all (a NUL character near the start: logs
 * and CSVs have none, binaries and archives do). Pure byte logic: the worker (DecompressionStream,
 * TextDecoder) and the CLI (zlib, TextDecoder) do the decoding and share these decisions.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** How many bytes of the (unpacked) text are looked at for NUL characters. */
export const BINARY_SNIFF_BYTES = 8192;

export const isGzip = (head: Uint8Array): boolean => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/** The encoding the byte order mark says (UTF-8 without one). */
export function encodingOf(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * The byte offset of the first NUL character in `bytes` (the file's first bytes) in `encoding`, or -1:
 * a zero byte in UTF-8, a zero code unit (two zero bytes at an even offset) in UTF-16.
 */
export function nulOffset(bytes: Uint8Array, encoding: TextEncoding): number {
  const n = Math.min(bytes.length, BINARY_SNIFF_BYTES);
  if (encoding === 'utf-8') {
    const at = bytes.subarray(0, n).indexOf(0);
    return at;
  }
  for (let i = 0; i + 1 < n; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) return i;
  return -1;
}
