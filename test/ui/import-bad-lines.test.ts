/**
 * The importers' bad-line reasons in both languages: every reason code has words in English and 中文, the
 * dialog words them in the page's language (no English left in 中文), and lists the first few and then one
 * plural-aware "and N more"; the CLI prints the same English words.
 */
import { describe, expect, it } from 'vitest';
import { BAD_LINE_CODES, BadLines, createImporter, said, splitLines } from '../../src/engine/traffic/import';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { translator } from '../../src/ui/i18n/lang';
import { badLineRows, SHOWN_BAD_LINES } from '../../src/ui/export/import-bad-lines';
import { readLogTraffic } from '../../src/cli/log-traffic';

const zh = translator('zh');
const en = translator('en');
// runs of Latin letters in 中文 text, once the values quoted from the file are taken out
const ENGLISH = /[A-Za-z]{2,}/;

/** A file with bad lines of each kind an importer of `format` meets, read as the dialog's worker reads it. */
function scan(format: 'metric-log' | 'access-log' | 'csv', text: string) {
  const imp = createImporter(format, { time: 'ts', format: 'epoch-ms', rt: 'rt' });
  splitLines(text).forEach((l, i) => imp.line(l, i + 1));
  return imp.summary().bad;
}

describe('bad-line reasons', () => {
  it('every reason code has words in both catalogs', () => {
    const missing = BAD_LINE_CODES.flatMap((code) =>
      (['en', 'zh'] as const)
        .filter((l) => MESSAGES[l][`imports.say.${code}`] === undefined)
        .map((l) => `${l}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('in 中文 each code reads without English words (values quoted from the file aside)', () => {
    for (const code of BAD_LINE_CODES) {
      const text = zh(`imports.say.${code}`, {
        time: '1',
        example: '2',
        fields: 3,
        value: '4',
        field: '5',
        column: '6',
        columns: '7',
        cells: 8,
        index: 9,
        format: '0',
      });
      expect(text, code).not.toMatch(ENGLISH);
      expect(text, code).not.toMatch(/\{\w+\}/);
    }
  });

  it('the dialog words real bad lines of every importer in 中文, then "and N more"', () => {
    const metric = scan(
      'metric-log',
      [
        'x|y',
        '1.5|r|1|0|0|0|1|0',
        '1700000000000||1|0|0|0|1|0',
        '1700000000000|r|1|-1|0|0|1|0',
        '1700000000000|r|1|+|0|0|1|0',
        '-5|r|1|0|0|0|1|0',
        'a|b',
      ].join('\n'),
    );
    expect(metric.count).toBe(7);
    const rows = badLineRows(metric, zh);
    expect(rows.rows).toHaveLength(SHOWN_BAD_LINES);
    for (const r of rows.rows) {
      expect(r.said).toMatch(new RegExp(`^第 ${r.line} 行：`));
      // the field names are Sentinel's own (passQps, blockQps…), kept as they are in both languages
      expect(r.said.replace(/blockQps|passQps/g, ''), r.said).not.toMatch(ENGLISH);
    }
    expect(rows.more).toBe('另有 2 行无法解析');
    const csv = badLineRows(scan('csv', 'ts,rt\n\nnope,1\n-1,1\n1700000000000,slow\n1700000000000'), zh);
    expect(csv.rows.map((r) => r.said)).toEqual([
      '第 3 行：“nope”不是 epoch-ms 格式的时间',
      '第 4 行：时间“-1”早于 1970 年或晚于 2100 年：模拟时钟无法从这里开始',
      '第 5 行：响应时间“slow”不是毫秒数',
    ]);
    expect(csv.more).toBeNull();
    const access = badLineRows(scan('access-log', 'not a log line'), zh);
    expect(access.rows[0].said).toBe('第 1 行：不是组合日志格式（或通用日志格式）');
  });

  it('"and N more" is plural-aware in English', () => {
    const bad = new BadLines();
    for (let n = 1; n <= SHOWN_BAD_LINES + 1; n++) bad.add(n, 'x', said('csvEmpty'));
    expect(badLineRows(bad, en).more).toBe('and 1 more bad line');
    bad.add(99, 'x', said('csvEmpty'));
    expect(badLineRows(bad, en).more).toBe('and 2 more bad lines');
    expect(badLineRows(bad, en).rows[0].said).toBe('line 1: is empty');
  });

  it('the CLI prints the English reasons and the same "and N more"', () => {
    // mostly good lines (the format is read from the majority), then 8 bad ones: 5 listed, "and 3 more"
    const good = Array.from({ length: 10 }, (_, i) => `${1700000000000 + i * 1000}|demo|20|5|20|0|7`);
    const bad = Array.from({ length: 8 }, (_, i) => `${1700000010000 + i * 1000}|demo|1|-${i + 1}|0|0|1`);
    const log = [...good, ...bad].join('\n');
    const r = readLogTraffic(log);
    expect(r?.ok).toBe(true);
    const warnings = r?.ok ? r.warnings : [];
    expect(warnings).toContain('  line 11: blockQps -1 is negative');
    expect(warnings).toContain('  and 3 more bad lines');
  });
});
