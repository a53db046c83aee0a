/**
 * What a sweep keeps (issue 24: "a sweep keeps summaries only, < 100 MB for 10,000 points"): the heap a
 * 100 × 100 sweep's points hold once the sweep is over, as `flowlab sweep` and the page's Sweep panel keep them
 * (each point's values and each limiter's summary; no decision columns, series or logs).
 *
 * The scenario is the default chain through a WarmUp rule (10 s × 100 QPS a point, so the run stays short: what a
 * point keeps does not grow with its traffic). The heap is read after a full collection before the sweep and
 * after it with the points still referenced, so the figure is what the points retain, not what the runs
 * allocated on the way. Prints one JSON line, as the other budgets do; never asserted.
 *
 *   sweep-10000-points-retained-heap   ≤ 100 MB
 *
 * usage: node --expose-gc --import tsx bench/sweep-memory.ts
 */
import { loadavg } from 'node:os';
import { checkParam, sweep } from '../src/engine/decide';
import { ensureEngines } from '../src/engine/limiters/engines';
import { parseScenario } from '../src/engine/scenario';
import { simulate, SUMMARIES_ONLY } from '../src/engine/sim/simulate';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see the usage line)');

const read = parseScenario({
  version: 1,
  durationMs: 10_000,
  traffic: [{ type: 'poisson', qps: 100, rt: { type: 'fixed', ms: 10 } }],
  rules: [{ resource: 'bench', grade: 1, count: 80, controlBehavior: 1, warmUpPeriodSec: 10 }],
});
if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
const scenario = read.value;
await ensureEngines(scenario);
const params = ['rules[0].count=1:100:1', 'rules[0].warmUpPeriodSec=1:100:1'].map((text) => {
  const p = checkParam(scenario, text);
  if (!p.ok) throw new Error(p.error);
  return p.value;
});

const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const startedAt = performance.now();
const before = heapMb();
const points = sweep((s) => simulate(s, undefined, SUMMARIES_ONLY), scenario, params);
const after = heapMb();
const retained = after - before;
console.log(
  JSON.stringify({
    budget: 'sweep-10000-points-retained-heap',
    value: Math.round(retained * 10) / 10,
    unit: 'MB',
    limit: 100,
    cmp: '<=',
    ok: retained <= 100,
    points: points.length,
    limitersPerPoint: points[0].rows.length,
    bytesPerPoint: Math.round((retained * 2 ** 20) / points.length),
    seconds: Math.round(performance.now() - startedAt) / 1000,
    load1: Math.round(loadavg()[0] * 10) / 10,
  }),
);
