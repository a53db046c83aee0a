/**
 * `flowlab simulate --traffic metrics.log --resource NAME` for a name past the first 2,000 resources of the
 * log: it is replayed (not "not in the log"), and the run says how many resources the log has past the kept
 * ones. The log is written by the test: 3,000 names over 5 seconds, the late one `late` passing 7 a second.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'flowlab.mjs');
const flowlab = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

const dir = mkdtempSync(join(tmpdir(), 'flowlab-resources-cap-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const T0 = 1_700_000_000_000;
const lines: string[] = [];
for (let s = 0; s < 5; s++) {
  for (let k = 0; k < 2999; k++) lines.push(`${T0 + s * 1000}|2023-11-14 22:13:20|r${k}|1|0|1|0|1|0|0|0`);
  lines.push(`${T0 + s * 1000}|2023-11-14 22:13:20|late|7|0|7|0|1|0|0|0`);
}
const metrics = file('big-metrics.log', lines.join('\n') + '\n');
const scenario = file(
  'scenario.json',
  JSON.stringify({ version: 1, rules: [{ resource: 'late', count: 5 }], traffic: [{ type: 'constant', qps: 1 }] }),
);

describe('flowlab simulate --resource for a name past the 2,000 kept', () => {
  it('replays the late resource: 35 requests, and says how many resources it did not list (the asked-for one is kept besides the 2,000)', () => {
    const r = flowlab('simulate', scenario, '--traffic', metrics, '--resource', 'late');
    expect(r.stderr).not.toContain('not in the log');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('Sentinel metric log, resource late: 1 source(s) over 5 s');
    expect(r.stderr).toContain(
      '2001 resources listed; 999 more are in the log, past the 2000 Flowlab keeps — type a name to find them (with --resource NAME)',
    );
    const lines = r.stdout.split('\n');
    const header = lines.find((l) => l.startsWith('limiter'))!.split(/\s{2,}/);
    const row = lines.find((l) => l.startsWith('sentinel:0 '))!.split(/\s{2,}/);
    expect(row[header.indexOf('requests')]).toBe('35');
  });

  it('a name truly not in the log still fails (non-zero exit), with a short list of the names it has', () => {
    const r = flowlab('simulate', scenario, '--traffic', metrics, '--resource', 'nowhere');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/--resource nowhere: not in the log \(it has late, r0, r1, .* and 1981 more\)/);
  });
});
