/**
 * LineSplitter on hostile input (issue 26 #3): a file without line breaks is read in linear work (each
 * character looked at once, however it is cut into chunks), and a line longer than the cap is refused with
 * its number and the cap, as the one error the importers throw.
 */
import { describe, expect, it } from 'vitest';
import { ImportError, LineSplitter, MAX_LINE_CHARS } from './helpers';

function feed(text: string, chunk: number, max?: number): { lines: string[]; scanned: number } {
  const lines: string[] = [];
  const s = new LineSplitter((l) => lines.push(l), max);
  for (let at = 0; at < text.length; at += chunk) s.push(text.slice(at, at + chunk));
  s.end();
  return { lines, scanned: s.scanned };
}

describe('LineSplitter work', () => {
  it('looks at each character once: a long line cut into many chunks is not rescanned', () => {
    const text = 'x'.repeat(200_000);
    const { lines, scanned } = feed(text, 100, 1_000_000);
    expect(lines).toEqual([text]);
    expect(scanned).toBe(text.length);
  });

  it('the same for many short lines, \\r\\n split across chunks', () => {
    const text = 'ab\r\n'.repeat(10_000);
    const { lines, scanned } = feed(text, 3);
    expect(lines).toHaveLength(10_000);
    expect(lines.every((l) => l === 'ab')).toBe(true);
    expect(scanned).toBeLessThanOrEqual(text.length);
  });
});

describe('the line cap', () => {
  const refused = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      return e;
    }
    return null;
  };

  it('refuses a line longer than the cap, naming the line and the cap', () => {
    const e = refused(() => feed(`one\ntwo\n${'z'.repeat(1001)}\nfour\n`, 64, 1000));
    expect(e).toBeInstanceOf(ImportError);
    expect((e as ImportError).said).toEqual({ code: 'lineTooLong', params: { line: 3, max: 1000 } });
  });

  it('refuses it before the end of the text, still open at the end of a chunk', () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l), 1000);
    s.push('ok\n');
    s.push('z'.repeat(600));
    expect(refused(() => s.push('z'.repeat(600)))).toBeInstanceOf(ImportError);
    expect(lines).toEqual(['ok']);
  });

  it('takes a line of exactly the cap, and the default cap is 1 Mi characters', () => {
    expect(feed('z'.repeat(1000), 64, 1000).lines).toEqual(['z'.repeat(1000)]);
    expect(MAX_LINE_CHARS).toBe(1_048_576);
    const e = refused(() => feed('z'.repeat(MAX_LINE_CHARS + 1), 65_536));
    expect((e as ImportError).said.params).toEqual({ line: 1, max: MAX_LINE_CHARS });
  });
});
