import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineColumn, locateJson } from '../../src/share/json-locate';
import { syntaxMessage } from '../../src/ui/lib/json-words';
import { english, translator } from '../../src/ui/i18n/lang';

describe('locateJson', () => {
  it('reads what JSON.parse reads and points at values by path', () => {
    const text = '[\n  {"resource": "demo", "count": 20}\n]';
    const r = locateJson(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(JSON.parse(text));
    const { start, end } = r.rangeOf([0, 'count']);
    expect(text.slice(start, end)).toBe('20');
    expect(lineColumn(text, start)).toEqual({ line: 2, column: 33 });
    // a missing key points at its nearest parent
    const parent = r.rangeOf([0, 'warmUpPeriodSec']);
    expect(text.slice(parent.start, parent.end)).toBe('{"resource": "demo", "count": 20}');
  });

  it.each([
    ['[{"a": 1 "b": 2}]', 1, 10, "expected ',' or '}'"],
    ['[1, 2,]', 1, 6, 'trailing comma'],
    ['{"a": tru}', 1, 7, 'expected a value'],
    ['{"a": "x\n"}', 1, 9, 'cannot span lines'],
    ['[1] 2', 1, 5, 'after the end'],
    ['', 1, 1, 'expected a value'],
  ])('reports %j at line %i, column %i', (text, line, column, words) => {
    const r = locateJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect({ line: r.line, column: r.column }).toEqual({ line, column });
    expect(syntaxMessage(r.problem, english)).toContain(words);
    // every problem has its words in 中文 too (no key shows through)
    expect(syntaxMessage(r.problem, translator('zh'))).not.toMatch(/json\./);
  });

  it('words a problem in either language', () => {
    const r = locateJson('[1, 2,]');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(syntaxMessage(r.problem, english)).toBe('remove the trailing comma before ]');
    expect(syntaxMessage(r.problem, translator('zh'))).toBe('删除 ] 前多余的逗号');
    const end = locateJson('');
    if (!end.ok) expect(syntaxMessage(end.problem, translator('zh'))).toContain('文本结尾');
  });

  it('a "__proto__" key is an own property, as JSON.parse makes it, never the prototype', () => {
    const text = '{"__proto__":{"polluted":true},"a":1}';
    const r = locateJson(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const value = r.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
    expect(value).toEqual(JSON.parse(text));
  });

  it('agrees with JSON.parse on any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const r = locateJson(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toEqual(JSON.parse(text));
      }),
    );
  });

  it('never throws on any text, and accepts exactly what JSON.parse accepts (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const r = locateJson(text);
        expect(r.ok).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });
});
