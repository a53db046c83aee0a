/**
 * The limiter modules that run on the shared stepped runner (src/engine/limiters/stepped-limiter.ts), through
 * simulate(): 300,000 Poisson requests (1,000 req/s for 300 s, the scenario's seeded traffic) per case, each
 * decided by the module's engine, logged in its named columns and sampled per 100 ms tick. Compare with the
 * engine-only cases (contrast-*.ts, guava.ts) for the runner's share. Traffic generation is part of the work.
 */
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import type { BenchCase } from '../types';

const DURATION_MS = 300_000;
const QPS = 1000;

const ITEMS: Record<string, Record<string, unknown>> = {
  'scg-redis': { type: 'scgRedisRateLimiter', replenishRate: 800, burstCapacity: 1000, requestedTokens: 1 },
  'sentinel-go-warmup': { type: 'sentinelGoFlowRule', tokenCalculateStrategy: 1, threshold: 800 },
  'textbook-fixed-window': { type: 'textbookFixedWindow', limit: 800 },
  'textbook-sliding-log': { type: 'textbookSlidingLog', limit: 800 },
  'textbook-sliding-window-counter': { type: 'textbookSlidingWindowCounter', limit: 800 },
  'textbook-leaky-bucket': { type: 'textbookLeakyBucketQueue', capacity: 100, intervalMs: 1.25 },
  'textbook-gcra': { type: 'textbookGcra', emissionIntervalMs: 1.25, burst: 100 },
  'nginx-limit-req': { type: 'nginxLimitReq', rate: 800, burst: 100, nodelay: true },
};

function scenarioOf(item: Record<string, unknown>): Scenario {
  const p = parseScenario({
    ...defaultScenario(),
    durationMs: DURATION_MS,
    rules: [],
    guava: [],
    traffic: [{ type: 'poisson', qps: QPS }],
    limiters: [item],
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 100 },
  });
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.value;
}

function run(s: Scenario): number {
  const lim = simulate(s, { sentinel: false, guava: false, chain: false, limiters: true }).limiters[0];
  return lim.summary.passed;
}

export const steppedCases: BenchCase[] = Object.entries(ITEMS).map(([name, item]) => {
  const s = scenarioOf(item);
  return { name: `module-${name}-poisson`, requests: QPS * (DURATION_MS / 1000), run: () => run(s) };
});
