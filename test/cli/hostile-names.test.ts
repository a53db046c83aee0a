/**
 * Names from a file never reach the terminal raw (issue 26 #4): a scenario named with terminal escapes
 * (retitle, clear screen, colour), NUL, a one-byte C1 CSI and a bidi override is printed, written as JSON and
 * as Markdown with every control shown as `\uXXXX`; the JSON still reads back to the same name; Markdown cells
 * cannot be ended or turned into code by the name. Run as the real command, on files made here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'flowlab.mjs');
const dir = mkdtempSync(join(tmpdir(), 'flowlab-hostile-'));

function flowlab(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const EVIL = 'evil\x1b]0;PWNED\x07\x1b[2J\x1b[31m\x00\x9b2J\u202e|`x`|<b>\nPASS';
/** Any character a terminal or a log viewer acts on, other than the newline that ends our lines. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('flowlab simulate with hostile names', () => {
  const scenario = file(
    'evil.json',
    JSON.stringify({
      version: 1,
      name: EVIL,
      durationMs: 2000,
      rules: [{ resource: EVIL, count: 20 }],
      traffic: [{ type: 'constant', qps: 25, resource: EVIL }],
    }),
  );

  it('prints the name with its controls escaped, and writes JSON and Markdown that are just as safe', () => {
    const json = join(dir, 'summary.json');
    const md = join(dir, 'summary.md');
    const r = flowlab('simulate', scenario, '--json', json, '--markdown', md, '--expect', 'requests > 0');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout.split('\n')[0]).toBe(
      'evil\\u001b]0;PWNED\\u0007\\u001b[2J\\u001b[31m\\u0000\\u009b2J\\u202e|`x`|<b>\\u000aPASS — 2000 ms, Sentinel 1.8.9',
    );
    const jsonText = readFileSync(json, 'utf8');
    expect(jsonText).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(jsonText) as { scenario: string }).scenario).toBe(EVIL);
    const mdText = readFileSync(md, 'utf8');
    expect(mdText).not.toMatch(RAW_CONTROL);
    expect(mdText.split('\n')[0]).toBe(
      '### evil\\\\u001b\\]0;PWNED\\\\u0007\\\\u001b\\[2J\\\\u001b\\[31m\\\\u0000\\\\u009b2J\\\\u202e\\|\\`x\\`\\|\\<b\\>\\\\u000aPASS',
    );
    // every table row still has its 11 cells: the name's pipes did not split one
    const rows = mdText.split('\n').filter((l) => l.startsWith('| '));
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length - 2).toBe(11);
  });

  it('a bad value quoted in an error message is escaped too (exit 2)', () => {
    const bad = file(
      'bad.json',
      JSON.stringify({ version: 1, sentinelVersion: '\x9b2J\x1b[31m', rules: [{ resource: 'demo', count: 1 }] }),
    );
    const r = flowlab('simulate', bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('sentinelVersion');
    expect(r.stderr).toContain('\\u009b2J\\u001b[31m');
    expect(r.stderr).not.toMatch(RAW_CONTROL);
  });
});
