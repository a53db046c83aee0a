/**
 * `flowlab simulate`, run as the real command (node bin/flowlab.mjs, the package's `bin`) on fixture scenarios:
 * exit statuses, the summary table, the files it writes, and the messages of bad input.
 *
 * The numbers asserted are worked out by hand from the fixtures: 25 evenly spaced requests per second for
 * 10 s against DefaultController count 20 → 250 requests, 20 pass per second → 200 passed, 50 blocked
 * (blockedRatio 0.2); 30 arrivals 10 ms apart (all inside one 500 ms bucket) → 20 passed, 10 blocked.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FIX = join(import.meta.dirname, 'fixtures');
const BIN = join(ROOT, 'bin', 'flowlab.mjs');

function flowlab(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const fx = (name: string) => join(FIX, name);

/** The table row of limiter `id`, as column → value. */
function row(stdout: string, id: string): Record<string, string> {
  const lines = stdout.split('\n');
  const header = lines.find((l) => l.startsWith('limiter'))!.split(/\s{2,}/);
  const cells = lines.find((l) => l.startsWith(id + ' '))!.split(/\s{2,}/);
  return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
}

describe('flowlab simulate', () => {
  it('prints a summary table and exits 0 when every expectation holds', () => {
    const r = flowlab('simulate', fx('reject.json'), '--expect', 'blockedRatio <= 0.2 and passed == 200');
    expect(r.status).toBe(0);
    const chain = row(r.stdout, 'chain:0');
    expect(chain).toMatchObject({ requests: '250', passed: '200', blocked: '50', blockedRatio: '0.2' });
    expect(row(r.stdout, 'sentinel:0').class).toBe('DefaultController');
    expect(r.stdout).toMatch(/^PASS {2}chain:0 passed = 200; expected == 200$/m);
  });

  it('exits 1 when an expectation fails, and says which', () => {
    const r = flowlab('simulate', fx('reject.json'), '--expect', 'blockedRatio < 0.05', '--expect', 'requests > 1');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^FAIL {2}chain:0 blockedRatio = 0\.2; expected < 0\.05$/m);
    expect(r.stdout).toMatch(/^PASS {2}chain:0 requests = 250/m);
  });

  it('writes the request log, the series and the JSON summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowlab-cli-'));
    const [csv, series, json] = ['requests.csv', 'series.csv', 'summary.json'].map((f) => join(dir, f));
    const r = flowlab(
      'simulate',
      fx('reject.json'),
      '--csv',
      csv,
      '--series-csv',
      series,
      '--limiter',
      'sentinel:0',
      '--json',
      json,
      '--expect',
      'sentinel:0.blocked == 50',
    );
    expect(r.status).toBe(0);
    const log = readFileSync(csv, 'utf8').trim().split('\n');
    expect(log[0].split(',').slice(0, 6)).toEqual(['index', 'tMs', 'acquire', 'prioritized', 'outcome', 'waitMs']);
    expect(log).toHaveLength(1 + 250);
    expect(log.filter((l) => l.includes(',blocked,'))).toHaveLength(50);
    expect(readFileSync(series, 'utf8').split('\n')[0]).toMatch(/^tick,startMs,endMs,passed,blocked/);
    const summary = JSON.parse(readFileSync(json, 'utf8'));
    expect(summary.ok).toBe(true);
    expect(summary.limiters.map((l: { id: string }) => l.id)).toEqual(['sentinel:0', 'chain:0']);
    expect(summary.expectations[0]).toMatchObject({ limiter: 'sentinel:0', metric: 'blocked', actual: 50, ok: true });
  });

  it('replays arrival times from --traffic instead of the scenario traffic', () => {
    const r = flowlab('simulate', fx('reject.json'), '--traffic', fx('burst-times.txt'), '--expect', 'blocked == 10');
    expect(r.status).toBe(0);
    expect(row(r.stdout, 'chain:0')).toMatchObject({ requests: '30', passed: '20', blocked: '10' });
    expect(r.stderr).toContain('30 arrival time(s)');
  });

  it('asks for a limiter id when an unqualified expectation is ambiguous', () => {
    const r = flowlab('simulate', fx('two-guava.json'), '--expect', 'blocked < 1');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/several limiters.*guava:0, guava:1/);
    const ok = flowlab('simulate', fx('two-guava.json'), '--expect', 'guava:1.blocked == 0');
    expect(ok.status).toBe(0);
  });

  it.each([
    [['simulate', 'nope.json'], /cannot read the scenario file "nope\.json": ENOENT/],
    [['simulate', fx('not-json.scenario.txt')], /not JSON/],
    [['simulate', fx('invalid-count.json')], /rules\[0\]\.count: must be ≥ 0, got -1/],
    [
      ['simulate', fx('reject.json'), '--expect', 'blokedRatio < 1'],
      /unknown metric "blokedRatio" \(did you mean "blockedRatio"\?\)/,
    ],
    [['simulate', fx('reject.json'), '--expect', 'blockedRatio < lots'], /"lots" is not a number/],
    [['simulate', fx('reject.json'), '--expect', 'guava:3.passed > 0'], /no limiter "guava:3"/],
    [['simulate', fx('reject.json'), '--traffic', fx('bad-times.txt')], /line 3: "abc"/],
    [['simulate', fx('reject.json'), '--bogus'], /Unknown option '--bogus'/],
    [['run', fx('reject.json')], /unknown command "run"/],
  ])('exits 2 with a clear message for bad input: %j', (args, message) => {
    const r = flowlab(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });
});

describe('flowlab simulate --traffic with a log', () => {
  // orders-metrics.log: resource demo offers 25+5, 10+0, 20+22 = 82 requests over 3 s; other 3 + 0 + 4 = 7
  it("replays a Sentinel metric log's resource, the first rule's by default, over the log's seconds", () => {
    const r = flowlab(
      'simulate',
      fx('reject.json'),
      '--traffic',
      fx('orders-metrics.log'),
      '--expect',
      'requests == 82',
    );
    expect(r.stderr).toContain('Sentinel metric log, resource demo: 1 source(s) over 3 s (per-second)');
    expect(r.stderr).toContain('1 bad line(s) skipped');
    expect(r.stderr).toMatch(/line 5: /);
    expect(r.stdout).toMatch(/— 3000 ms, Sentinel/);
    expect(r.status).toBe(0);
  });

  it('--resource picks another resource; a rule on demo does not guard it', () => {
    const r = flowlab(
      'simulate',
      fx('reject.json'),
      '--traffic',
      fx('orders-metrics.log'),
      '--resource',
      'other',
      '--expect',
      'requests == 7 and passed == 7',
    );
    expect(r.status).toBe(0);
    const bad = flowlab('simulate', fx('reject.json'), '--traffic', fx('orders-metrics.log'), '--resource', 'nope');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--resource nope: not in the log \(it has [^)]*\bdemo\b[^)]*\)/);
  });

  it('replays an access log (combined format), skipping its bad line', () => {
    const log = join(ROOT, 'test', 'engine', 'traffic', 'import', 'fixtures', 'access-combined.log');
    const r = flowlab('simulate', fx('reject.json'), '--traffic', log, '--expect', 'requests == 4');
    expect(r.stderr).toContain('access log: 1 source(s)');
    expect(r.stderr).toMatch(/line 4: is not in the combined/);
    expect(r.status).toBe(0);
  });
});
