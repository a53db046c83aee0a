/**
 * `flowlab simulate --traffic` with the files issue 21 #15 / 26 #7 named: a UTF-16LE metric log with a BOM
 * (PowerShell's default), a gzip'd one, a binary, and a file without line breaks: exit status and message.
 * The files are written by the test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const REJECT = join(import.meta.dirname, 'fixtures', 'reject.json');
const flowlab = (...args: string[]) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'flowlab.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'flowlab-encodings-'));
const file = (name: string, bytes: Uint8Array | string) => {
  const p = join(dir, name);
  writeFileSync(p, bytes);
  return p;
};
// resource demo (reject.json's rule): 30 + 10 + 42 = 82 requests over 3 s
const LOG = [
  '1700000000000|2023-11-14 22:13:20|demo|25|5|25|0|7|0|3|1',
  '1700000001000|2023-11-14 22:13:21|demo|10|0|10|0|7|0|3|1',
  '1700000002000|2023-11-14 22:13:22|demo|20|22|20|0|7|0|3|1',
].join('\r\n');
const utf16le = Buffer.from('\ufeff' + LOG + '\r\n', 'utf16le');

describe('flowlab simulate --traffic: encodings, gzip, binaries', () => {
  it('reads a UTF-16LE metric log with a BOM', () => {
    const r = flowlab('simulate', REJECT, '--traffic', file('ps-metrics.log', utf16le), '--expect', 'requests == 82');
    expect(r.stderr).not.toMatch(/bad line/);
    expect(r.status).toBe(0);
  });

  it('reads a gzip file (UTF-16 inside)', () => {
    const r = flowlab(
      'simulate',
      REJECT,
      '--traffic',
      file('m.log.gz', gzipSync(utf16le)),
      '--expect',
      'requests == 82',
    );
    expect(r.status).toBe(0);
  });

  it('refuses a binary with the byte offset of its first NUL (exit 2)', () => {
    const p = file('image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]));
    const r = flowlab('simulate', REJECT, '--traffic', p);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `${p}: this looks like a binary file (NUL bytes at byte 8), not a log or CSV: it was not parsed`,
    );
  });

  it('refuses a line longer than the cap with its number (exit 2)', () => {
    const p = file('one-line.log', `${LOG}\n${'x'.repeat(1_100_000)}\n`);
    const r = flowlab('simulate', REJECT, '--traffic', p);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('line 4 is longer than 1048576 characters');
  });

  it('a rotated metric log whose first line is cut is still a metric log; the cut line is named (exit 0)', () => {
    const p = file('rotated-metrics.log', `|20|0|7|0|3|1\n${LOG}\n`);
    const r = flowlab('simulate', REJECT, '--traffic', p, '--expect', 'requests == 82');
    expect(r.stderr).toContain('line 1 is not in it');
    expect(r.stderr).toMatch(/1 bad line\(s\) skipped/);
    expect(r.stderr).not.toMatch(/is not a number/);
    expect(r.status).toBe(0);
  });
});
