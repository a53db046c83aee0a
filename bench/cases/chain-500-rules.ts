/**
 * The slot chain at the rule cap: 500 rules of each kind (flow, degrade, authority, system) on 500
 * resources, 60 s × 1,000 QPS (60,000 requests) spread over the resources and a few origins. Issue 11
 * asks for this figure after raising the 20-rule cap; no target is set.
 */
import { MAX_RULES, parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import type { BenchCase } from '../types';

export function scenarioAtCap(rulesPerKind = MAX_RULES, durationMs = 60_000, qps = 1_000): Scenario {
  const resources = Array.from({ length: rulesPerKind }, (_, i) => `GET:/api/r${i}`);
  const parsed = parseScenario({
    version: 1,
    durationMs,
    rules: resources.map((resource, i) => ({ resource, count: 1 + (i % 5), controlBehavior: i % 3 === 0 ? 2 : 0 })),
    degradeRules: resources.map((resource, i) => ({
      resource,
      grade: i % 3,
      count: i % 3 === 0 ? 50 : i % 3 === 1 ? 0.5 : 5,
      slowRatioThreshold: 0.5,
      timeWindow: 2,
    })),
    authorityRules: resources.map((resource, i) => ({ resource, limitApp: `app${i % 4}`, strategy: 1 })),
    systemRules: Array.from({ length: rulesPerKind }, (_, i) => ({ qps: qps * 2 + i })),
    // one source per resource would exceed the traffic cap: 16 sources, each over a slice of resources
    traffic: Array.from({ length: 16 }, (_, k) => ({
      type: 'poisson',
      qps: qps / 16,
      resource: resources[(k * 31) % rulesPerKind],
      origin: `app${k % 5}`,
      context: 'sentinel_web_servlet_context',
      rt: { type: 'exponential', meanMs: 20 },
      errorRate: 0.05,
    })),
    view: { limiter: { kind: 'chain', index: 0 } },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
  return parsed.value;
}

export const chainCapCases: BenchCase[] = [
  (() => {
    const s = scenarioAtCap();
    return {
      name: 'simulate-chain-500-rules-each-60s-1k',
      requests: 60_000,
      run() {
        const r = simulate(s, { sentinel: false, guava: false, chain: true });
        return r.limiters[0].summary.passed;
      },
    };
  })(),
];
