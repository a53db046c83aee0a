/**
 * The slot chain with many rules, and the floor it is measured against.
 *
 *   simulate-chain-alone-<i>-60s-1k   the chain benchmark's scenario (chain.ts) with only its flow rule i, run
 *                                     alone (`sentinel:0`): the same traffic through one limiter. Issue 12 asks
 *                                     the chain to stay within 2× of the slowest of these.
 *   simulate-chain-500-flow-60s-1k    500 flow rules, ALL on the resource every request enters, so each request
 *                                     walks all 500 (the worst case for FlowSlot): a quarter each of reject
 *                                     (limitApp default, the first at count 900 so some requests are blocked),
 *                                     warm-up for origin appA, pacing for appB, THREAD for "other".
 *   simulate-chain-500-each-60s-1k    500 rules of each kind: flow and degrade rules spread over the 10 resources
 *                                     the traffic enters (50 flow and 50 breakers each), 500 authority rules on
 *                                     500 resources (one each: Sentinel keeps one per resource), 500 system rules
 *                                     (merged into one set of thresholds).
 * Each: 60 s × 1,000 QPS (60,000 requests). Issue 12's target for the 500-rule cases: under 1 s.
 * The rule lists are parsed rule by rule (parseFlowRules, …), not through the scenario's list caps.
 */
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { parseAuthorityRules } from '../../src/engine/sentinel/authority-rule';
import { parseDegradeRules } from '../../src/engine/sentinel/degrade/degrade-rule';
import { parseFlowRules } from '../../src/engine/sentinel/flow-rule';
import { parseSystemRules } from '../../src/engine/sentinel/system-rule';
import { simulate } from '../../src/engine/sim/simulate';
import type { BenchCase } from '../types';
import { chainBenchScenario } from './chain';

const DURATION_MS = 60_000;
const QPS = 1_000;
const WEB = 'sentinel_web_servlet_context';
const ORIGINS = ['appA', 'appB', 'appC', ''];

function ok<T>(r: { ok: true; value: T } | { ok: false; issues: readonly unknown[] }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.value;
}

/** Rule i of a 500-rule FlowSlot: reject / warm-up / pacing / THREAD in turn, each on its own limitApp. */
function flowRule(i: number, resource: string): Record<string, unknown> {
  switch (i % 4) {
    case 0:
      return { resource, count: i === 0 ? 0.9 * QPS : 2 * QPS + i };
    case 1:
      return { resource, limitApp: 'appA', count: 2 * QPS + i, controlBehavior: 1, warmUpPeriodSec: 10 };
    case 2:
      return { resource, limitApp: 'appB', count: 5 * QPS + i, controlBehavior: 2, maxQueueingTimeMs: 500 };
    default:
      return { resource, limitApp: 'other', grade: 0, count: 100 + i };
  }
}

function base(resources: string[]): Scenario {
  return ok(
    parseScenario({
      version: 1,
      durationMs: DURATION_MS,
      rules: [{ resource: resources[0], count: QPS }],
      traffic: resources.map((resource, k) => ({
        type: 'poisson',
        qps: QPS / resources.length,
        resource,
        origin: ORIGINS[k % ORIGINS.length],
        context: WEB,
        rt: { type: 'exponential', meanMs: 20 },
      })),
      view: { limiter: { kind: 'chain', index: 0 } },
    }),
  );
}

function manyFlow(): Scenario {
  const resources = ['orders', 'orders', 'orders', 'orders'];
  const s = base(resources);
  const json = Array.from({ length: 500 }, (_, i) => flowRule(i, 'orders'));
  return { ...s, rules: ok(parseFlowRules(json)) };
}

function manyOfEach(): Scenario {
  const resources = Array.from({ length: 10 }, (_, k) => `api-${k}`);
  const s = base(resources);
  const flow = Array.from({ length: 500 }, (_, i) => flowRule(Math.floor(i / 10), resources[i % 10]));
  const degrade = Array.from({ length: 500 }, (_, i) => {
    const resource = resources[i % 10];
    const j = Math.floor(i / 10);
    if (j % 3 === 0) return { resource, grade: 0, count: 50 + j, slowRatioThreshold: 0.5, timeWindow: 2 };
    if (j % 3 === 1) return { resource, grade: 1, count: 0.5, minRequestAmount: 5 + j, timeWindow: 2 };
    return { resource, grade: 2, count: 100 + j, timeWindow: 2, statIntervalMs: 10_000 };
  });
  const authority = Array.from({ length: 500 }, (_, i) => ({
    resource: i < 10 ? resources[i] : `other-${i}`,
    limitApp: i % 2 === 0 ? 'appC' : 'appA,appB,appC',
    strategy: i % 2 === 0 ? 1 : 0,
  }));
  const system = Array.from({ length: 500 }, (_, i) => ({ qps: 2 * QPS + i, maxThread: 400 + i }));
  return {
    ...s,
    rules: ok(parseFlowRules(flow)),
    degradeRules: ok(parseDegradeRules(degrade)),
    authorityRules: ok(parseAuthorityRules(authority)),
    systemRules: ok(parseSystemRules(system)),
  };
}

function chainCase(name: string, s: Scenario): BenchCase {
  return {
    name,
    requests: (DURATION_MS / 1000) * QPS,
    run() {
      const r = simulate(s, { sentinel: false, guava: false, chain: true });
      return r.limiters[0].summary.passed + r.limiters[0].summary.blocked;
    },
  };
}

const chainScenario = chainBenchScenario(DURATION_MS, QPS);

export const chainManyCases: BenchCase[] = [
  ...chainScenario.rules.map((rule, i): BenchCase => ({
    name: `simulate-chain-alone-${i}-60s-1k`,
    requests: (DURATION_MS / 1000) * QPS,
    run() {
      const alone: Scenario = {
        ...chainScenario,
        rules: [rule],
        degradeRules: [],
        authorityRules: [],
        systemRules: [],
      };
      const r = simulate(alone, { sentinel: true, guava: false, chain: false });
      return r.limiters[0].summary.passed;
    },
  })),
  chainCase('simulate-chain-500-flow-60s-1k', manyFlow()),
  chainCase('simulate-chain-500-each-60s-1k', manyOfEach()),
];
