/**
 * A sweep (src/engine/decide) as `flowlab sweep` runs it: 1,000 points of a WarmUp rule's count (1 … 1,000) over
 * 60 s × 1,000 QPS of Poisson traffic (60,000 requests a point, 60,000,000 decisions), the traffic generated once
 * and kept (traffic-memo.ts), each point run for its summaries only (SUMMARIES_ONLY: no decision columns) and the
 * rest of each run dropped. Target: under 10 s (issue 24).
 *   - `sweep-warm-up-1000-points-rule`: the rule alone (`--limiter sentinel:0`);
 *   - `sweep-warm-up-1000-points-rule-threads`: the same on one thread per core, as `flowlab sweep --limiter
 *     sentinel:0` runs it;
 *   - `sweep-warm-up-1000-points-chain`: through the slot chain (`chain:0`, the command's default limiter);
 *   - `sweep-warm-up-1000-points-chain-threads`: the same as `flowlab sweep` runs it, on one thread per core
 *     (cli/sweep-threads.ts). Its `seconds` is the wall time the target is about; its `cpuSeconds` counts every
 *     thread.
 */
import { checkParam, sweep } from '../../src/engine/decide';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate, SUMMARIES_ONLY, type Families } from '../../src/engine/sim/simulate';
import { defaultThreads, sweepOnThreads } from '../../src/cli/sweep-threads';
import type { BenchCase } from '../types';

const POINTS = 1_000;
const REQUESTS_PER_POINT = 60_000;

function base(): Scenario {
  const r = parseScenario({
    version: 1,
    durationMs: 60_000,
    traffic: [{ type: 'poisson', qps: 1_000, rt: { type: 'fixed', ms: 10 } }],
    rules: [{ resource: 'bench', grade: 1, count: 800, controlBehavior: 1, warmUpPeriodSec: 10 }],
  });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const NONE: Families = { sentinel: false, guava: false, chain: false, limiters: false };

function sweepCase(name: string, families: Families, id: string, threads = 1): BenchCase {
  return {
    name,
    requests: POINTS * REQUESTS_PER_POINT,
    keepsTraffic: true,
    run() {
      const scenario = base();
      const spec = checkParam(scenario, `rules[0].count=1:${POINTS}:1`);
      if (!spec.ok) throw new Error(spec.error);
      const run = (s: Scenario) => simulate(s, families, SUMMARIES_ONLY);
      const points =
        threads === 1
          ? sweep(run, scenario, [spec.value])
          : sweepOnThreads(run, scenario, [spec.value], families, threads);
      let sum = 0;
      for (const p of points) sum += p.rows.find((r) => r.id === id)?.summary.passed ?? 0;
      return sum;
    },
  };
}

export const cases: BenchCase[] = [
  sweepCase('sweep-warm-up-1000-points-rule', { ...NONE, sentinel: true }, 'sentinel:0'),
  sweepCase('sweep-warm-up-1000-points-rule-threads', { ...NONE, sentinel: true }, 'sentinel:0', defaultThreads()),
  sweepCase('sweep-warm-up-1000-points-chain', { ...NONE, chain: true }, 'chain:0'),
  sweepCase('sweep-warm-up-1000-points-chain-threads', { ...NONE, chain: true }, 'chain:0', defaultThreads()),
];
