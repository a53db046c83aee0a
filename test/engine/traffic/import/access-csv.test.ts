import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createImporter,
  daysFromCivilForTest,
  LineSplitter,
  parseAccessLine,
  parseClfTime,
  parseIso,
  parseTimestamp,
  reasonText,
  splitLines,
} from './helpers';
import { parseScenario } from '../../../../src/engine/scenario/parse';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

function run(text: string, importer: ReturnType<typeof createImporter>) {
  splitLines(text).forEach((l, i) => importer.line(l, i + 1));
  return importer;
}

describe('timestamps', () => {
  it.each([
    ['2000-10-10T20:55:36Z', 971211336000],
    ['2000-10-10 13:55:36-07:00', 971211336000],
    ['2024-05-01T12:00:00.250Z', 1714564800250],
    ['2024-05-01T20:00:00+0800', 1714564800000],
    ['1970-01-01', 0],
  ])('ISO %s', (text, ms) => expect(parseIso(text)).toBe(ms));

  it('agrees with the platform on any instant (round trip through toISOString)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -6e13, max: 2.5e14 }), (ms) => {
        expect(parseIso(new Date(ms).toISOString())).toBe(ms);
      }),
    );
    expect(daysFromCivilForTest(2000, 3, 1)).toBe(11017);
  });

  it('reads the access-log time with its offset', () => {
    expect(parseClfTime('10/Oct/2000:13:55:36 -0700')).toBe(971211336000);
    expect(parseClfTime('31/Feb/2000:13:55:36 -0700')).toBeNull();
  });

  it('reads epoch s, ms and µs', () => {
    expect(parseTimestamp('1714564800', 'epoch-s')).toBe(1714564800000);
    expect(parseTimestamp('1714564800123', 'epoch-ms')).toBe(1714564800123);
    expect(parseTimestamp('1714564800123456', 'epoch-us')).toBeCloseTo(1714564800123.456, 3);
    expect(parseTimestamp('x', 'epoch-ms')).toBeNull();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseIso(s);
        parseClfTime(s);
        parseAccessLine(s);
      }),
    );
  });
});

describe('combined log format', () => {
  it('reads Apache and nginx lines, with the response time nginx may append', () => {
    const [a, b] = splitLines(fixture('access-combined.log')).map(parseAccessLine);
    expect(a).toMatchObject({ remoteAddr: '127.0.0.1', method: 'GET', path: '/apache_pb.gif', status: 200 });
    expect(b).toMatchObject({ path: '/orders', params: ['7', 'a'], rtMs: 12 });
  });

  it('counts a bad line and keeps the others, grouped by resource when asked', () => {
    const imp = run(
      fixture('access-combined.log'),
      createImporter('access-log', { time: '', format: 'iso', resource: 'path' }),
    );
    const s = imp.summary();
    expect(s.rows).toBe(4);
    expect(s.bad.count).toBe(1);
    expect(s.bad.first[0]).toMatchObject({ line: 4, text: 'this line is not an access log' });
    const t = imp.build([], 'access.log');
    // $time_local has whole seconds: counts per second (spread from the seed), not times stacked on the second
    expect(t.detail).toBe('per-second');
    expect(t.notes).toContainEqual({ code: 'wholeSeconds', params: {} });
    expect(t.startMs).toBe(971211336000);
    // /orders at :36 and :37, /apache_pb.gif at :36, /health at :38
    expect(t.sources.map((x) => (x.type === 'perSecond' ? x.counts : null))).toEqual([
      [1, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ]);
  });
});

describe('CSV / TSV', () => {
  it('maps the chosen columns, counts the bad line with its number', () => {
    const imp = run(
      fixture('requests.csv'),
      createImporter('csv', { time: 'ts', format: 'iso', origin: 'client', rt: 'latency_ms' }),
    );
    const s = imp.summary();
    expect(s.rows).toBe(4);
    expect(s.bad).toMatchObject({ count: 1, first: [{ line: 5, text: 'not-a-time,web,/a,1' }] });
    const t = imp.build([], 'requests.csv');
    expect(t.sources).toHaveLength(2);
    const [web, app] = t.sources;
    expect(web).toMatchObject({ type: 'replay', origin: 'web', timesMs: [0, 250, 2000], rt: { ms: 7 } });
    expect(app).toMatchObject({ type: 'replay', origin: 'app', timesMs: [1500] });
    expect(parseScenario({ version: 1, traffic: t.sources }).ok).toBe(true);
  });

  it('reads TSV with epoch ms', () => {
    const imp = run(fixture('requests.tsv'), createImporter('csv', { time: 'epoch_ms', format: 'epoch-ms' }));
    const t = imp.build([], '');
    expect(t.sources[0]).toMatchObject({ type: 'replay', timesMs: [0, 100] });
  });

  it('says so when the time column is missing', () => {
    const imp = run('a,b\n1,2\n', createImporter('csv', { time: 'when', format: 'iso' }));
    expect(reasonText(imp.summary().bad.first[0].reason)).toMatch(/no column "when"/);
  });

  it('summarises per second beyond a replay', () => {
    const lines = ['t'];
    for (let i = 0; i < 100_050; i++) lines.push(String(1_700_000_000_000 + Math.floor(i / 2)));
    const imp = run(lines.join('\n'), createImporter('csv', { time: 't', format: 'epoch-ms' }));
    const t = imp.build([], '');
    expect(t.detail).toBe('per-second');
    const s = t.sources[0];
    if (s.type !== 'perSecond') throw new Error('expected perSecond');
    expect(s.counts.reduce((a, b) => a + b, 0)).toBe(100_050);
    expect(s.counts[0]).toBe(2000);
  });

  it('never throws on arbitrary rows', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (rows) => {
        const imp = createImporter('csv', { time: 't', format: 'iso', origin: 'o' });
        ['t,o', ...rows].forEach((l, i) => imp.line(l, i + 1));
        imp.build([], '');
      }),
    );
  });
});

describe('LineSplitter', () => {
  it('gives the same lines however the text is cut into chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', 'ü')), fc.array(fc.nat()), (parts, cuts) => {
        const text = parts.join('');
        const got: string[] = [];
        const s = new LineSplitter((l) => got.push(l));
        let at = 0;
        for (const c of cuts) {
          const next = Math.min(text.length, at + (c % 5));
          s.push(text.slice(at, next));
          at = next;
        }
        s.push(text.slice(at));
        s.end();
        const expected = text.split(/\r\n|\r|\n/);
        if (expected[expected.length - 1] === '') expected.pop();
        expect(got).toEqual(expected);
      }),
    );
  });
});
