/**
 * The slot chain (src/engine/sentinel/chain/chain-sim.ts) through the whole simulation, as the worker runs it
 * for the "all Sentinel rules" view: two resources, two origins, an authority black list, a system qps rule,
 * two flow rules on the main resource (a reject rule and a pacing rule for one origin), a RELATE rule on the
 * second resource and a slow-ratio breaker, with a downstream slow-down in the middle of the run so the
 * breaker cycles. 60 s × 1,000 QPS (60,000 requests) and 10 min × 2,000 QPS (1,200,000 requests).
 * Target (issue 12): the 60 s case within 2× of the slowest of its rules run alone on the same traffic
 * (`simulate-chain-alone-<i>-60s-1k`, chain-many.ts, which also holds the 500-rule cases).
 */
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import type { BenchCase } from '../types';

/** Sentinel's web adapter context: requests with an origin enter a named context. */
const WEB = 'sentinel_web_servlet_context';

/** The chain benchmark's scenario at a size (also the floor cases' in chain-many.ts). */
export function chainBenchScenario(durationMs: number, qps: number): Scenario {
  const third = durationMs / 3;
  const parsed = parseScenario({
    version: 1,
    durationMs,
    rules: [
      { resource: 'orders', count: qps * 0.8 },
      { resource: 'orders', limitApp: 'appA', count: qps * 0.3, controlBehavior: 2, maxQueueingTimeMs: 200 },
      { resource: 'payments', count: qps * 0.1, strategy: 1, refResource: 'orders' },
    ],
    degradeRules: [{ resource: 'orders', grade: 0, count: 100, slowRatioThreshold: 0.5, timeWindow: 2 }],
    authorityRules: [{ resource: 'orders', limitApp: 'appC', strategy: 1 }],
    systemRules: [{ qps: qps * 0.9 }],
    traffic: [
      { type: 'poisson', qps: qps * 0.5, origin: 'appA', context: WEB, rt: { type: 'exponential', meanMs: 20 } },
      { type: 'poisson', qps: qps * 0.3, origin: 'appB', context: WEB, rt: { type: 'exponential', meanMs: 20 } },
      { type: 'poisson', qps: qps * 0.1, origin: 'appC', context: WEB },
      { type: 'poisson', qps: qps * 0.1, resource: 'payments', rt: { type: 'fixed', ms: 5 } },
    ],
    incidents: [{ startMs: third, endMs: 2 * third, resource: null, rt: { type: 'fixed', ms: 300 } }],
    view: { limiter: { kind: 'chain', index: 0 } },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

const SIZES = [
  { name: '60s-1k', durationMs: 60_000, qps: 1_000 },
  { name: '10min-2k', durationMs: 600_000, qps: 2_000 },
];

export const chainCases: BenchCase[] = SIZES.map((size) => {
  const s = chainBenchScenario(size.durationMs, size.qps);
  return {
    name: `simulate-chain-${size.name}`,
    requests: (size.durationMs / 1000) * size.qps,
    run() {
      const r = simulate(s, { sentinel: false, guava: false, chain: true });
      const chain = r.limiters[0];
      return chain.summary.passed + (chain.chain?.breakers[0]?.transitions.count ?? 0);
    },
  };
});
