/**
 * Sentinel circuit breaking through the real event loops: the 1.8.9 breakers (src/engine/sentinel/degrade/
 * degrade-sim.ts: slow-request ratio, error ratio, error count) and the 1.7.2 cut-flag rules
 * (src/engine/sentinel/degrade-legacy/legacy-degrade-sim.ts: average RT, exception ratio, exception count),
 * 1,000,000 requests each.
 *
 * Traffic: Poisson arrivals at 1000 req/s (times floored to whole ms, as in the traces), in 5 s phases that
 * alternate between healthy (5 % errors, 10 % slow) and sick (50 % errors, 60 % slow), so the breakers keep
 * cycling through CLOSED → OPEN → HALF_OPEN. Fast requests run 5–45 ms, slow ones 150–450 ms. The traffic is
 * generated once (seeded) and replayed by every case, so the timings measure the engine, not the PRNG. The
 * state is peeked once per simulated 100 ms, as a chart sampling the run would.
 */
import { mulberry32, exponential } from '../../src/engine/random';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../../src/engine/sentinel/degrade/degrade-rule';
import { DegradeSim } from '../../src/engine/sentinel/degrade/degrade-sim';
import {
  LEGACY_DEGRADE_RULE_DEFAULTS,
  type LegacyDegradeRule,
} from '../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';
import { LegacyDegradeSim } from '../../src/engine/sentinel/degrade-legacy/legacy-degrade-sim';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const START_MS = 1_700_000_000_000;
const RATE_PER_SEC = 1000;
const PHASE_MS = 5000;
const SAMPLE_EVERY_MS = 100;

interface Traffic {
  t: Float64Array;
  rtMs: Float64Array;
  error: Uint8Array;
}

let traffic: Traffic | null = null;

function getTraffic(): Traffic {
  if (traffic !== null) return traffic;
  const rng = mulberry32(7001);
  const t = new Float64Array(REQUESTS);
  const rtMs = new Float64Array(REQUESTS);
  const error = new Uint8Array(REQUESTS);
  let clockMs = START_MS;
  for (let i = 0; i < REQUESTS; i++) {
    clockMs += exponential(rng, RATE_PER_SEC) * 1000;
    t[i] = Math.floor(clockMs);
    const sick = Math.floor((clockMs - START_MS) / PHASE_MS) % 2 === 1;
    const slow = rng() < (sick ? 0.6 : 0.1);
    rtMs[i] = slow ? 150 + Math.floor(rng() * 300) : 5 + Math.floor(rng() * 40);
    error[i] = rng() < (sick ? 0.5 : 0.05) ? 1 : 0;
  }
  traffic = { t, rtMs, error };
  return traffic;
}

function breakerCase(name: string, over: Partial<DegradeRule>): BenchCase {
  const rule: DegradeRule = { ...DEGRADE_RULE_DEFAULTS, resource: 'sim-resource', timeWindow: 1, ...over };
  return {
    name: `sentinel-degrade-${name}`,
    requests: REQUESTS,
    run() {
      const { t, rtMs, error } = getTraffic();
      const sim = new DegradeSim([rule], START_MS);
      let checksum = 0;
      let nextSample = START_MS;
      for (let i = 0; i < REQUESTS; i++) {
        if (sim.arrive(t[i], 1, false, rtMs[i], error[i] === 1).pass) checksum++;
        if (t[i] >= nextSample) {
          checksum += sim.peek(0).state;
          nextSample += SAMPLE_EVERY_MS;
        }
      }
      return checksum + sim.transitions.length;
    },
  };
}

function legacyCase(name: string, over: Partial<LegacyDegradeRule>): BenchCase {
  const rule: LegacyDegradeRule = { ...LEGACY_DEGRADE_RULE_DEFAULTS, resource: 'sim-resource', timeWindow: 1, ...over };
  return {
    name: `sentinel-degrade-legacy-${name}`,
    requests: REQUESTS,
    run() {
      const { t, rtMs, error } = getTraffic();
      const sim = new LegacyDegradeSim(rule, START_MS);
      let checksum = 0;
      let nextSample = START_MS;
      for (let i = 0; i < REQUESTS; i++) {
        if (sim.arrive(t[i], 1, false, rtMs[i], error[i] === 1).pass) checksum++;
        if (t[i] >= nextSample) {
          checksum += sim.peek().avgRt;
          nextSample += SAMPLE_EVERY_MS;
        }
      }
      return checksum + sim.cutLog.length;
    },
  };
}

export const sentinelDegradeCases: BenchCase[] = [
  breakerCase('slow-ratio', { grade: 0, count: 100, slowRatioThreshold: 0.4, minRequestAmount: 5 }),
  breakerCase('error-ratio', { grade: 1, count: 0.3, minRequestAmount: 5 }),
  breakerCase('error-count', { grade: 2, count: 50, minRequestAmount: 5 }),
  legacyCase('avg-rt', { grade: 0, count: 100, rtSlowRequestAmount: 5 }),
  legacyCase('exception-ratio', { grade: 1, count: 0.3, minRequestAmount: 5 }),
  legacyCase('exception-count', { grade: 2, count: 50, timeWindow: 3 }),
];
