/**
 * The whole simulation (src/engine/sim/simulate.ts) as the worker runs it: generate the traffic, run the
 * limiter over every request, sample the series, fill the request log and the summary. One limiter per
 * scenario, for each controller kind (and the reject rule through the slot chain, `chain-default`), at three sizes:
 *   - 60 s × 1,000 QPS (60,000 requests; target under 20 ms): a typical edit-and-rerun in the playground (and
 *     `simulate-warm-up-60s-1k-rule-edit`: the same with the traffic kept from the previous run, as during a drag);
 *   - 10 min × 10,000 QPS (6,000,000 requests; target under 3 s);
 *   - 1 h × 10,000 QPS (36,000,000 requests, the scenario maximum; target under 5 s, issue 12). Run these with
 *     `--runs 3`: each run generates and holds about 1 GB of request columns.
 * Poisson arrivals, requests running 10 ms, limits at 800 QPS (so both loads are over the limit).
 * Guava bursty uses acquire (never refuses: every request waits, the worst case for the wait statistics);
 * Guava warming-up uses tryAcquire with a 100 ms timeout.
 */
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate, type Families } from '../../src/engine/sim/simulate';
import type { BenchCase } from '../types';

const LIMIT = 800;

function rule(controlBehavior: number) {
  return { resource: 'bench', grade: 1, count: LIMIT, controlBehavior, warmUpPeriodSec: 10, maxQueueingTimeMs: 500 };
}

const KINDS: { name: string; json: Record<string, unknown>; families?: Families }[] = [
  { name: 'default', json: { rules: [rule(0)] } },
  { name: 'warm-up', json: { rules: [rule(1)] } },
  { name: 'throttling-1.8.9', json: { rules: [rule(2)] } },
  { name: 'rate-limiter-1.8.6', json: { rules: [rule(2)], sentinelVersion: '1.8.6' } },
  { name: 'warm-up-rate-limiter', json: { rules: [rule(3)] } },
  { name: 'guava-bursty', json: { guava: [{ type: 'bursty', permitsPerSecond: LIMIT }] } },
  {
    name: 'guava-warming-up',
    json: {
      guava: [{ type: 'warmingUp', permitsPerSecond: LIMIT, warmupPeriodMs: 10_000, tryAcquireTimeoutMs: 100 }],
    },
  },
  // the reject rule through the whole slot chain (chain:0 only), on the same traffic
  { name: 'chain-default', json: { rules: [rule(0)] }, families: { sentinel: false, guava: false, chain: true } },
];

const SIZES = [
  { name: '60s-1k', durationMs: 60_000, qps: 1_000 },
  { name: '10min-10k', durationMs: 600_000, qps: 10_000 },
  { name: '1h-10k', durationMs: 3_600_000, qps: 10_000 },
];

function scenario(json: Record<string, unknown>, durationMs: number, qps: number): Scenario {
  const r = parseScenario({
    version: 1,
    durationMs,
    traffic: [{ type: 'poisson', qps, rt: { type: 'fixed', ms: 10 } }],
    ...json,
  });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

/**
 * A slider drag in the playground: the warm-up rule's count changes from run to run on the same traffic, which the
 * engine keeps from the previous run (traffic-memo.ts), as the worker does.
 */
function ruleEditCase(): BenchCase {
  const s = scenario({ rules: [rule(1)] }, 60_000, 1_000);
  let k = 0;
  return {
    name: 'simulate-warm-up-60s-1k-rule-edit',
    requests: 60_000,
    keepsTraffic: true,
    run() {
      const edited = { ...s, rules: [{ ...s.rules[0], count: LIMIT - (k++ % 20) }] };
      const r = simulate(edited);
      return r.limiters[0].summary.passed;
    },
  };
}

export const simulateCases: BenchCase[] = [
  ruleEditCase(),
  ...SIZES.flatMap((size) =>
    KINDS.map((kind): BenchCase => {
      const s = scenario(kind.json, size.durationMs, size.qps);
      return {
        name: `simulate-${kind.name}-${size.name}`,
        requests: (size.durationMs / 1000) * size.qps,
        run() {
          const r = simulate(s, kind.families);
          return r.limiters[0].summary.passed + r.limiters[0].series.passed[r.ticks - 1];
        },
      };
    }),
  ),
];
