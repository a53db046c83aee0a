import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseTimesCsv,
  parseTimesJson,
  parseTimesText,
  type ParsedText,
  type ParsedTimes,
} from '../../../src/engine/traffic';

const ok = (r: ParsedText<ParsedTimes>) => {
  expect(r.ok, r.ok ? '' : r.issues.map((i) => i.message).join('\n')).toBe(true);
  return r.ok ? r.value : { timesMs: [], originMs: NaN };
};
const problems = (r: ParsedText<ParsedTimes>) => (r.ok ? [] : r.issues.map((i) => i.message));

describe('CSV and plain lists', () => {
  it.each([
    ['one per line', '0\n100\n250.5\n', [0, 100, 250.5]],
    ['CRLF, blank lines and comments', '# from the gateway log\r\n10\r\n\r\n20\r\n', [10, 20]],
    ['header picks the time column', 'id,path,time\n1,/a,5\n2,/b,7\n', [5, 7]],
    ['semicolons and quotes', '"t";"status"\n"3";"200"\n"4";"429"\n', [3, 4]],
    ['tabs, no header: first column', '1\tGET\n2\tPOST\n', [1, 2]],
    ['exponent notation', '1e3\n2.5E3\n', [1000, 2500]],
  ])('%s', (_name, text, expected) => {
    expect(ok(parseTimesCsv(text)).timesMs).toEqual(expected);
  });

  it('absolute epoch milliseconds become relative to the first', () => {
    expect(ok(parseTimesCsv('1700000000500\n1700000000000\n1700000001250\n'))).toEqual({
      timesMs: [500, 0, 1250],
      originMs: 1_700_000_000_000,
    });
  });

  it('units and relative modes', () => {
    expect(ok(parseTimesCsv('1\n1.5\n', { unit: 's' })).timesMs).toEqual([1000, 1500]);
    expect(ok(parseTimesCsv('1000\n2500\n', { unit: 'us' })).timesMs).toEqual([1, 2.5]);
    expect(ok(parseTimesCsv('100\n300\n', { relative: 'first' })).timesMs).toEqual([0, 200]);
    expect(problems(parseTimesCsv('1700000000000\n', { relative: 'none' }))).toEqual([
      'line 1: time 1700000000000 ms is outside 0 … 3600000 ms (60 minutes) after the start',
    ]);
  });

  it('reports problems with their line numbers', () => {
    expect(problems(parseTimesCsv('t\n1\nabc\n3\n-5\n\n3700000\n'))).toEqual([
      'line 3: "abc" is not a number',
      'line 5: time -5 ms is outside 0 … 3600000 ms (60 minutes) after the start',
      'line 7: time 3700000 ms is outside 0 … 3600000 ms (60 minutes) after the start',
    ]);
    expect(problems(parseTimesCsv('a,b\n1,2\n3\n'))).toEqual([]);
    expect(problems(parseTimesCsv('a,time\n1,2\n3\n'))).toEqual(['line 3: has no column 2']);
    expect(problems(parseTimesCsv('\n# nothing\n'))).toEqual(['line 1: no times found']);
  });

  it('caps the number of reported problems', () => {
    const r = parseTimesCsv('x\n' + 'bad\n'.repeat(50));
    expect(problems(r)).toHaveLength(21);
    expect(problems(r)[20]).toBe('line 22: … and 30 more problem(s)');
  });

  it('refuses more times than a replay holds', () => {
    expect(problems(parseTimesCsv('1\n'.repeat(100_001)))).toEqual([
      'line 100001: more than 100000 times; a replay holds at most that many',
    ]);
  });
});

describe('JSON', () => {
  it('an array of numbers, numeric strings, or objects with a time key', () => {
    expect(ok(parseTimesJson('[0, 10, "20"]')).timesMs).toEqual([0, 10, 20]);
    expect(ok(parseTimesJson('[{"t": 1}, {"timestamp": 2, "status": 200}]')).timesMs).toEqual([1, 2]);
    expect(ok(parseTimesText('  [5]')).timesMs).toEqual([5]);
  });

  it('reports bad items with the line they start on', () => {
    expect(problems(parseTimesJson('[\n  1,\n  "x",\n  {"path": "/a"},\n  [2]\n]'))).toEqual([
      'line 3: item 1 is not a number (got "x")',
      'line 4: item 2 has none of the keys t, time, timestamp, ts, tms, time_ms, timems',
      'line 5: item 3 is not a number (got [2])',
    ]);
  });

  it('invalid JSON, non-arrays and deep nesting are issues, not exceptions', () => {
    expect(problems(parseTimesJson('[1, 2'))[0]).toMatch(/^line 1: not valid JSON/);
    expect(problems(parseTimesJson('{"t": 1}'))).toEqual(['line 1: must be a JSON array of times']);
    expect(problems(parseTimesJson('['.repeat(20) + ']'.repeat(20)))).toEqual([
      'line 1: JSON nests too deeply (at most 8 levels)',
    ]);
  });
});

describe('properties', () => {
  it('never throws on arbitrary text, and a failure always has an issue with a line number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()),
        fc.constantFrom('ms', 's', 'us') as fc.Arbitrary<'ms' | 's' | 'us'>,
        (text, unit) => {
          const r = parseTimesText(text, { unit });
          if (!r.ok) {
            expect(r.issues.length).toBeGreaterThan(0);
            for (const i of r.issues) expect(i.message).toMatch(/^line \d+: /);
          } else {
            for (const t of r.value.timesMs) expect(t >= 0 && t <= 600_000).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('times written as CSV or JSON come back unchanged', () => {
    const timesArb = fc.array(fc.double({ min: 0, max: 600_000, noNaN: true }), { minLength: 1, maxLength: 50 });
    fc.assert(
      fc.property(timesArb, (times) => {
        expect(ok(parseTimesCsv(times.join('\n'), { relative: 'none' })).timesMs).toEqual(times.map((t) => t + 0));
        expect(ok(parseTimesJson(JSON.stringify(times), { relative: 'none' })).timesMs).toEqual(
          times.map((t) => t + 0),
        );
      }),
    );
  });
});
