/**
 * Sentinel flow control through the real event loop (src/engine/sentinel/flow-sim.ts): for each controller a
 * steady over-limit load and a Poisson load, 1,000,000 requests each. Every request goes through `arrive`
 * (drain due actions, canPass, pass booking, completion scheduling); the state is read once per simulated
 * 100 ms, as a chart sampling the run would.
 */
import { exponential, mulberry32 } from '../../src/engine/random';
import type { FlowRule } from '../../src/engine/sentinel/flow-rule';
import { FlowSim } from '../../src/engine/sentinel/flow-sim';
import type { SentinelVersion } from '../../src/engine/sentinel/types';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const START_MS = 1_700_000_000_000;
const RT_MS = 20;
const SAMPLE_EVERY_MS = 100;

function rule(controlBehavior: number, count: number): FlowRule {
  return {
    resource: 'sim-resource',
    limitApp: 'default',
    grade: 1,
    count,
    strategy: 0,
    controlBehavior,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
  };
}

interface Kind {
  name: string;
  rule: FlowRule;
  version: SentinelVersion;
}

const KINDS: Kind[] = [
  { name: 'default', rule: rule(0, 1000), version: '1.8.9' },
  { name: 'rate-limiter-1.8.6', rule: rule(2, 1000), version: '1.8.6' },
  { name: 'throttling-1.8.9', rule: rule(2, 1500), version: '1.8.9' }, // 1500: nanosecond mode
  { name: 'warm-up', rule: rule(1, 1000), version: '1.8.9' },
  { name: 'warm-up-rate-limiter', rule: rule(3, 1000), version: '1.8.9' },
];

/** `perMs` requests in every simulated ms: 2000 req/s against a count of 1000 (or 1500). */
function steady(kind: Kind, perMs: number): BenchCase {
  return {
    name: `sentinel-${kind.name}-steady`,
    requests: REQUESTS,
    run() {
      const sim = new FlowSim(kind.rule, kind.version, 3, START_MS);
      let passed = 0;
      let nextSample = START_MS;
      for (let i = 0; i < REQUESTS; i++) {
        const t = START_MS + Math.floor(i / perMs);
        if (sim.arrive(t, 1, false, RT_MS, false).pass) passed++;
        if (t >= nextSample) {
          passed += sim.readState().passQps;
          nextSample += SAMPLE_EVERY_MS;
        }
      }
      return passed;
    },
  };
}

/** Poisson arrivals at `ratePerSec` (twice the count), arrival times floored to whole ms as in the traces. */
function poisson(kind: Kind, ratePerSec: number, seed: number): BenchCase {
  return {
    name: `sentinel-${kind.name}-poisson`,
    requests: REQUESTS,
    run() {
      const sim = new FlowSim(kind.rule, kind.version, 3, START_MS);
      const rng = mulberry32(seed);
      let clockMs = START_MS;
      let passed = 0;
      let nextSample = START_MS;
      for (let i = 0; i < REQUESTS; i++) {
        clockMs += exponential(rng, ratePerSec) * 1000;
        const t = Math.floor(clockMs);
        if (sim.arrive(t, 1, false, RT_MS, false).pass) passed++;
        if (t >= nextSample) {
          passed += sim.readState().passQps;
          nextSample += SAMPLE_EVERY_MS;
        }
      }
      return passed;
    },
  };
}

export const sentinelFlowCases: BenchCase[] = KINDS.flatMap((kind, i) => [
  steady(kind, 2),
  poisson(kind, 2 * kind.rule.count, 4001 + i),
]);
