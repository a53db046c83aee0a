import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createImporter,
  detectFormat,
  detectFormatOf,
  MetricLogAccumulator,
  metricLogSources,
  parseMetricLine,
  splitLines,
} from '../../../../src/engine/traffic/import';
import { reasonText } from './helpers';
import { parseScenario } from '../../../../src/engine/scenario/parse';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

function accumulate(text: string): MetricLogAccumulator {
  const acc = new MetricLogAccumulator();
  splitLines(text).forEach((l, i) => acc.add(l, i + 1));
  return acc;
}

describe('parseMetricLine', () => {
  it.each([
    // [line, resource, pass, block, success, exception, rt, occupied, concurrency, classification]
    ['1700000000000|2023-11-15 06:13:20|GET:/orders|20|5|20|1|7|0|2|1', 'GET:/orders', 20, 5, 20, 1, 7, 0, 2, 1],
    ['1560000000000|2019-06-08 21:20:00|hello|3|1|3|0|12|4', 'hello', 3, 1, 3, 0, 12, 4, 0, 0],
    ['1540000000000|2018-10-20 09:46:40|hello|7|2|7|0|3', 'hello', 7, 2, 7, 0, 3, 0, 0, 0],
    ['1700000000000|GET:/orders|20|5|20|1|7|0|2|1', 'GET:/orders', 20, 5, 20, 1, 7, 0, 2, 1],
    ['1700000001000|GET:/orders|3|0|3|0|2', 'GET:/orders', 3, 0, 3, 0, 2, 0, 0, 0],
  ])('reads %s', (line, resource, pass, block, success, exception, rt, occupied, conc, cls) => {
    expect(parseMetricLine(line)).toEqual({
      timestampMs: Number(line.split('|')[0]),
      resource,
      passQps: pass,
      blockQps: block,
      successQps: success,
      exceptionQps: exception,
      rt,
      occupiedPassQps: occupied,
      concurrency: conc,
      classification: cls,
    });
  });

  it.each([
    ['', /fields/],
    ['1700000000000|2023-11-15 06:13:20|res|1|2', /fields/],
    ['abc|2023-11-15 06:13:20|res|1|2|3|4|5|0|0|0', /timestamp/],
    ['1700000000000|2023-11-15 06:13:20|res|1|x|3|4|5|0|0|0', /blockQps/],
    ['1700000000000|2023-11-15 06:13:20|res|-1|0|3|4|5|0|0|0', /negative/],
    ['1700000000000|2023-11-15 06:13:20||1|0|3|4|5|0|0|0', /empty/],
  ])('refuses %j with a reason', (line, reason) => {
    const r = parseMetricLine(line);
    expect(reasonText(r)).toMatch(reason);
  });

  it('never throws, and reads back every line it would write', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseMetricLine(s)));
    const field = fc.nat({ max: 1e9 });
    fc.assert(
      fc.property(
        fc.nat({ max: 4e12 }),
        fc.stringMatching(/^[^|\r\n]{1,30}$/),
        fc.array(field, { minLength: 8, maxLength: 8 }),
        (ts, resource, f) => {
          fc.pre(resource.trim() === resource && resource !== '');
          const line = `${ts}|2023-11-15 06:13:20|${resource}|${f.join('|')}`;
          const m = parseMetricLine(line);
          expect(m).toMatchObject({ timestampMs: ts, resource, passQps: f[0], classification: f[7] });
        },
      ),
    );
  });
});

describe('metric log → per-second sources', () => {
  it('lists resources busiest first and counts a bad line', () => {
    const acc = accumulate(fixture('demo-metrics-1.8.9.log') + 'garbage\n');
    expect(acc.resources().map((r) => [r.resource, r.pass, r.block, r.seconds])).toEqual([
      ['GET:/orders', 52, 15, 3],
      ['__total_inbound_traffic__', 45, 15, 2],
      ['com.example.OrderService:find(java.lang.Long)', 4, 0, 1],
    ]);
    expect(acc.bad.count).toBe(1);
    expect(acc.bad.first[0]).toMatchObject({ line: 7, text: 'garbage' });
  });

  it('offers pass + block per second, keeps the gaps, and takes rt and exceptions from the log', () => {
    const t = metricLogSources(accumulate(fixture('demo-metrics-1.8.9.log')), ['GET:/orders'], 'demo');
    expect(t.startMs).toBe(1700000000000);
    expect(t.sources).toHaveLength(1);
    const s = t.sources[0];
    if (s.type !== 'perSecond') throw new Error('expected perSecond');
    expect(s.counts).toEqual([25, 30, 0, 12]);
    expect(s.observed).toEqual({ pass: [20, 20, 0, 12], block: [5, 10, 0, 0] });
    expect(s.rtMs).toEqual([7, 8, 0, 9]);
    expect(s.errorRatio).toEqual([1 / 20, 0, 0, 2 / 12]);
    expect(s.resource).toBeNull();
    // the built source is a valid scenario source
    const parsed = parseScenario({ version: 1, traffic: t.sources, durationMs: 4000 });
    expect(parsed.ok).toBe(true);
  });

  it('sums the lines of several processes logging the same second', () => {
    const line = '1700000000000|2023-11-15 06:13:20|r|4|1|4|0|10|0|0|0';
    const line2 = '1700000000000|2023-11-15 06:13:20|r|6|0|6|0|20|0|0|0';
    const s = metricLogSources(accumulate(`${line}\n${line2}\n`), ['r']).sources[0];
    if (s.type !== 'perSecond') throw new Error('expected perSecond');
    expect(s.counts).toEqual([11]);
    expect(s.rtMs).toEqual([(10 * 4 + 20 * 6) / 10]);
  });

  it('detects the format and never throws on arbitrary lines', () => {
    expect(detectFormat(splitLines(fixture('demo-metrics-1.6.log'))[0])).toBe('metric-log');
    expect(detectFormat(splitLines(fixture('access-combined.log'))[0])).toBe('access-log');
    expect(detectFormat('ts,client')).toBe('csv');
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const imp = createImporter('metric-log');
        lines.forEach((l, i) => imp.line(l, i + 1));
        const sum = imp.summary();
        expect(sum.bad.count).toBeLessThanOrEqual(lines.length);
        imp.build(
          sum.resources.map((r) => r.resource),
          'x',
        );
      }),
    );
  });
});

describe('format detection from a sample of lines (issue 26 #5)', () => {
  const metric = (s: number) => `${1_700_000_000_000 + 1000 * s}|2023-11-14 22:13:20|demo|20|5|20|0|7|0|3|1`;
  it('a metric log whose first line was cut by rotation is still a metric log, and says which line did not fit', () => {
    const lines = ['0|3|1', ...Array.from({ length: 59 }, (_, s) => metric(s))];
    expect(detectFormat(lines[0])).toBe('csv');
    expect(detectFormatOf(lines)).toMatchObject({ format: 'metric-log', misfits: [1] });
  });

  it('the majority decides: a CSV whose rows happen to hold one log-like line stays a CSV', () => {
    expect(detectFormatOf(['ts,client', '2024-05-01T12:00:00Z,a', metric(0), '2024-05-01T12:00:01Z,b'])).toMatchObject({
      format: 'csv',
      misfits: [],
    });
    expect(detectFormatOf(['', '# comment', metric(0)])).toMatchObject({ format: 'metric-log', first: metric(0) });
  });
});
