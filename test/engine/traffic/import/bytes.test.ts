/** What a file's bytes are: gzip by its magic, the encoding by its byte order mark, a binary by a NUL near the start. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingOf, isGzip, nulOffset, BINARY_SNIFF_BYTES } from '../../../../src/engine/traffic/import/bytes';
import { trafficText } from '../../../../src/cli/traffic-bytes';
import { ImportError } from './helpers';

const utf16le = (s: string) => new Uint8Array(Buffer.from('\ufeff' + s, 'utf16le'));
function utf16be(s: string): Uint8Array {
  const le = Buffer.from('\ufeff' + s, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return new Uint8Array(le);
}
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportError) return e.said;
    throw e;
  }
  return null;
};

describe('file bytes', () => {
  it('tells the encoding by the byte order mark, UTF-8 without one', () => {
    expect(encodingOf(utf16le('a|b'))).toBe('utf-16le');
    expect(encodingOf(utf16be('a|b'))).toBe('utf-16be');
    expect(encodingOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('utf-8');
    expect(encodingOf(new Uint8Array([0x61, 0x62]))).toBe('utf-8');
  });

  it('finds gzip by its magic number', () => {
    expect(isGzip(gzipSync('x'))).toBe(true);
    expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
  });

  it('a NUL character near the start is a binary: its byte offset, per encoding', () => {
    expect(nulOffset(new Uint8Array([0x61, 0x62, 0, 0x63]), 'utf-8')).toBe(2);
    // UTF-16 text is full of zero bytes; only a zero code unit is a NUL
    expect(nulOffset(utf16le('abc'), 'utf-16le')).toBe(-1);
    expect(nulOffset(utf16le('ab\u0000c'), 'utf-16le')).toBe(6);
    expect(nulOffset(utf16be('a\u0000'), 'utf-16be')).toBe(4);
    const late = new Uint8Array(BINARY_SNIFF_BYTES + 10).fill(0x61);
    late[BINARY_SNIFF_BYTES + 5] = 0;
    expect(nulOffset(late, 'utf-8')).toBe(-1);
  });
});

describe('the CLI reads them as the page does', () => {
  const line = '1700000000000|2023-11-14 22:13:20|GET:/orders|18|2|18|1|7|0|3|1';
  it('decodes UTF-16LE and BE with a BOM, and strips it', () => {
    expect(trafficText(utf16le(line))).toBe(line);
    expect(trafficText(utf16be(line))).toBe(line);
    expect(trafficText(new Uint8Array(Buffer.from('\ufeff' + line, 'utf8')))).toBe(line);
  });

  it('unpacks gzip, with the cap on the unpacked bytes', () => {
    expect(trafficText(gzipSync(utf16le(line)))).toBe(line);
    expect(refusal(() => trafficText(gzipSync('x'.repeat(5000)), 4096))).toEqual({
      code: 'tooLargeUnpacked',
      params: { max: 4096 },
    });
    expect(refusal(() => trafficText(gzipSync(line).subarray(0, 12)))?.code).toBe('gzipBroken');
  });

  it('refuses a binary with the offset of its first NUL', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(refusal(() => trafficText(png))).toEqual({ code: 'binary', params: { byte: 8 } });
  });
});
