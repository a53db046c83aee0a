/**
 * Far-future or negative log times (issue 26 #9): a line whose time no simulated clock can start at is a bad
 * line that names itself and says why, in every importer, instead of an import that silently keeps the old
 * clock start. The range is the scenario's own (MAX_START_MS).
 */
import { describe, expect, it } from 'vitest';
import { MAX_START_MS } from '../../../../src/engine/scenario/schema';
import { LATEST_EPOCH_MS } from '../../../../src/engine/traffic/import/timestamps';
import { createImporter, reasonText, splitLines, type TrafficFormat } from './helpers';

function bad(format: TrafficFormat, text: string, columns = {}) {
  const imp = createImporter(format, { time: 'ts', format: 'epoch-ms', ...columns });
  splitLines(text).forEach((l, i) => imp.line(l, i + 1));
  const s = imp.summary();
  return {
    bad: s.bad,
    built: imp.build(
      s.resources.map((r) => r.resource),
      'x',
    ),
  };
}

describe('times outside the clock', () => {
  it('is the scenario’s range', () => expect(LATEST_EPOCH_MS).toBe(MAX_START_MS));

  it('a metric log line with a negative or far-future timestamp is a bad line, named', () => {
    const ok = '1700000000000|2023-11-14 22:13:20|demo|20|5|20|0|7|0|3|1';
    const r = bad(
      'metric-log',
      [ok, ok.replace('1700000000000', '-5000'), ok.replace('1700000000000', '9700000000000')].join('\n'),
    );
    expect(r.bad.count).toBe(2);
    expect(r.bad.first.map((b) => b.line)).toEqual([2, 3]);
    expect(reasonText(r.bad.first[0].reason)).toBe(
      'timestamp -5000 is before 1970 or after 2100: no simulated clock starts there',
    );
    expect(r.built.startMs).toBe(1_700_000_000_000);
  });

  it('a CSV row of epoch µs read as ms (far future) is a bad line, named', () => {
    const r = bad('csv', 'ts\n1700000000000\n1700000000000000\n');
    expect(r.bad.first.map((b) => ({ line: b.line, reason: reasonText(b.reason) }))).toEqual([
      { line: 3, reason: 'time "1700000000000000" is before 1970 or after 2100: no simulated clock starts there' },
    ]);
    expect(r.built.startMs).toBe(1_700_000_000_000);
  });

  it('an access log line with a negative $msec is a bad line, named', () => {
    const line = (t: string) => `10.0.0.1 - - [${t}] "GET /a HTTP/1.1" 200 5 "-" "c"`;
    const r = bad('access-log', [line('1700000000.250'), line('-12.5')].join('\n'), { accessTime: 'epoch-s' });
    expect(r.bad.first.map((b) => ({ line: b.line, reason: reasonText(b.reason) }))).toEqual([
      { line: 2, reason: 'time [-12.5] is before 1970 or after 2100: no simulated clock starts there' },
    ]);
  });
});
