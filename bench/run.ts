/**
 * Engine benchmarks. Runs every case exported by bench/cases/*.ts: warm-up runs, then
 * the median of several timed runs, and prints one JSON line per case:
 *   {"case": "...", "requests": 1000000, "seconds": 0.123, "requestsPerSecond": 8130081, "cpuSeconds": 0.121, ...}
 * `seconds` is wall time; `cpuSeconds` is this process's CPU time (user + system, every thread) over the same run,
 * the steadier figure on a shared machine; `cpuRequestsPerSecond` is requests over it. Both are medians. A case
 * whose run returns its passed count (`returnsPassed`) also prints `passed` (the same on every run).
 * usage: npm run bench [-- name-filter] [--runs N] [--shared]
 * A case marked `ownProcess` (the peer cases) runs in a fresh process of its own, started here with the same node
 * flags, as JMH forks a JVM per benchmark: the native figures it is set beside come from such forks, so this is the
 * like-for-like method (V8's type feedback from earlier cases cannot reshape its code); such a process warms up with 5
 * runs (JMH's default of 5 warm-up iterations), not 1. `--shared` runs every case
 * in this one process instead (a warm shared isolate: the harder test for the engine's code).
 * Timings are printed, never asserted: targets live in the issues and the closing notes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAllEngines } from '../src/engine/limiters/engines';
import { trafficMemo } from '../src/engine/sim/traffic-memo';
import type { BenchCase } from './types';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const filter = args.find((a, i) => !a.startsWith('--') && (runsArg < 0 || i !== runsArg + 1));
const shared = args.includes('--shared');
/** Set in a child started for one `ownProcess` case: run exactly that case, here. */
const onlyArg = args.indexOf('--only');
const only = onlyArg >= 0 ? args[onlyArg + 1] : undefined;

// the cases run simulate() synchronously: every limiter's engine half first (they load lazily)
await loadAllEngines();

const casesDir = join(dirname(fileURLToPath(import.meta.url)), 'cases');
const cases: BenchCase[] = [];
for (const file of readdirSync(casesDir).sort()) {
  if (!file.endsWith('.ts')) continue;
  const mod = (await import(join(casesDir, file))) as Record<string, unknown>;
  for (const value of Object.values(mod)) {
    if (Array.isArray(value)) cases.push(...(value as BenchCase[]));
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

let sink = 0;
/** Runs one case in a fresh process (same node flags, so the TypeScript loader too) and passes its line through. */
function runInOwnProcess(c: BenchCase): void {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...process.execArgv, script, '--only', c.name, '--runs', String(runs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`bench case ${c.name} failed in its own process (exit ${child.status})`);
  process.stdout.write(child.stdout);
}

for (const c of cases) {
  if (only !== undefined ? c.name !== only : filter && !c.name.includes(filter)) continue;
  if (c.ownProcess === true && only === undefined && !shared) {
    runInOwnProcess(c);
    continue;
  }
  const fresh = () => {
    if (!c.keepsTraffic) trafficMemo.clear(); // each run generates its traffic, unless the case is about reuse
  };
  // warm-up: lets the JIT settle before timing. A fresh process needs more of it (measured: its first 4–6 runs of a
  // peer case are still being recompiled), as JMH warms each fork with 5 iterations before measuring.
  const warmUps = only !== undefined ? 5 : 1;
  for (let i = 0; i < warmUps; i++) {
    fresh();
    sink += c.run();
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let passed = 0;
  for (let i = 0; i < runs; i++) {
    fresh();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    passed = c.run();
    sink += passed;
    times.push((performance.now() - t0) / 1000);
    const cpu = process.cpuUsage(cpu0);
    cpuTimes.push((cpu.user + cpu.system) / 1e6);
  }
  const seconds = median(times);
  const cpuSeconds = median(cpuTimes);
  console.log(
    JSON.stringify({
      case: c.name,
      requests: c.requests,
      seconds: Number(seconds.toFixed(4)),
      requestsPerSecond: Math.round(c.requests / seconds),
      cpuSeconds: Number(cpuSeconds.toFixed(4)),
      cpuRequestsPerSecond: Math.round(c.requests / cpuSeconds),
      ...(c.returnsPassed === true ? { passed } : {}),
    }),
  );
}
if (Number.isNaN(sink)) console.error('checksum was NaN');
