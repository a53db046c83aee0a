/**
 * `flowlab simulate --traffic access.log` with whole-second times (`$time_local`): the run must not flip on an
 * artefact of the log format. The same per-second load as a metric log (whose requests are spread inside each
 * second from the seed) is the independent reference: both runs give the same summary, and the CLI says what it
 * assumed. The files are written by the test: 1,134 requests over 60 s of /orders.
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

const START_S = 1_700_000_000; // 2023-11-14T22:13:20Z
const COUNTS = Array.from({ length: 60 }, (_, i) => 10 + ((i * 7) % 19));
const TOTAL = COUNTS.reduce((a, b) => a + b, 0); // 1,134
const p2 = (n: number) => String(n).padStart(2, '0');
const clf = (s: number) => {
  const d = new Date(s * 1000);
  return `${p2(d.getUTCDate())}/Nov/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
};

const dir = mkdtempSync(join(tmpdir(), 'flowlab-resolution-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
// Guava SmoothWarmingUp 20/s (tryAcquire without waiting) and a Sentinel pacing rule: count 20, 500 ms queue
const scenario = file(
  'scenario.json',
  JSON.stringify({
    version: 1,
    rules: [{ resource: '/orders', count: 20, controlBehavior: 2, maxQueueingTimeMs: 500 }],
    guava: [{ type: 'warmingUp', permitsPerSecond: 20, warmupPeriodMs: 10_000, coldFactor: 3, tryAcquireTimeoutMs: 0 }],
    traffic: [{ type: 'constant', qps: 1 }],
  }),
);
const access = file(
  'access.log',
  COUNTS.flatMap((c, s) =>
    new Array<string>(c).fill(`10.0.0.1 - - [${clf(START_S + s)}] "GET /orders HTTP/1.1" 200 5 "-" "curl/8.0"`),
  ).join('\n') + '\n',
);
const metrics = file(
  'orders-metrics.log',
  COUNTS.map((c, s) => `${(START_S + s) * 1000}|2023-11-14 22:13:20|/orders|${c}|0|${c}|0|0|0|0|0`).join('\n') + '\n',
);

/** The table's cell of limiter `id` under `column`. */
function cell(stdout: string, id: string, column: string): string {
  const lines = stdout.split('\n');
  const header = lines.find((l) => l.startsWith('limiter'))!.split(/\s{2,}/);
  const cells = lines.find((l) => l.startsWith(id + ' '))!.split(/\s{2,}/);
  return cells[header.indexOf(column)];
}

describe('flowlab simulate --traffic with whole-second times', () => {
  const fromMetrics = flowlab('simulate', scenario, '--traffic', metrics, '--resource', '/orders');
  const guavaPassed = cell(fromMetrics.stdout, 'guava:0', 'passed');
  const pacingBlocked = cell(fromMetrics.stdout, 'sentinel:0', 'blocked');

  it('an access log with $time_local is decided as the same load given as a metric log', () => {
    expect(fromMetrics.status).toBe(0);
    expect(cell(fromMetrics.stdout, 'guava:0', 'requests')).toBe(String(TOTAL));
    const expect1 = `guava:0.passed == ${guavaPassed} and sentinel:0.blocked == ${pacingBlocked}`;
    const r = flowlab('simulate', scenario, '--traffic', access, '--expect', expect1);
    expect(r.stdout).toMatch(/^PASS {2}guava:0 passed = \d+; expected == \d+$/m);
    expect(r.status).toBe(0);
    expect(cell(r.stdout, 'guava:0', 'requests')).toBe(String(TOTAL));
    // what it assumed, in the words the import dialog uses
    expect(r.stderr).toContain(
      'times have whole-second resolution: each second’s requests are spread inside the second',
    );
    expect(r.stderr).toContain('access log: 1 source(s) over 60 s (per-second)');
  });

  it('so a CI expectation does not flip on the log format (stacked on one ms, only one request of each second passed)', () => {
    expect(Number(guavaPassed)).toBeGreaterThan(120);
    const r = flowlab('simulate', scenario, '--traffic', access, '--expect', 'guava:0.passed > 120');
    expect(r.status).toBe(0);
  });
});
