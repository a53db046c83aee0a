/**
 * Hot-parameter and gateway flow control through their event loops (src/engine/sentinel/param-flow/
 * param-flow-sim.ts, src/engine/sentinel/gateway/gateway-sim.ts), 1,000,000 requests each.
 *
 * Traffic: Poisson arrivals at 2000 req/s (times floored to whole ms), each carrying one argument value drawn
 * from 1000 values with a skew towards low numbers (value n = floor(1000 × u³), so a few values are hot and
 * the tail is long); run times 5–45 ms. Generated once (seeded) and replayed by every case. The value's state is
 * read quietly once per simulated 100 ms, as a chart sampling one value would.
 */
import { exponential, mulberry32 } from '../../src/engine/random';
import { GatewaySim, type GatewayRequest } from '../../src/engine/sentinel/gateway';
import { ParamFlowSim, type JavaValue, type ParamFlowRuleJson } from '../../src/engine/sentinel/param-flow';
import type { BenchCase } from '../types';

const REQUESTS = 1_000_000;
const START_MS = 1_700_000_000_000;
const RATE_PER_SEC = 2000;
const VALUES = 1000;
const SAMPLE_EVERY_MS = 100;

interface Traffic {
  t: Float64Array;
  value: Uint16Array;
  rtMs: Float64Array;
}

let traffic: Traffic | null = null;

function getTraffic(): Traffic {
  if (traffic !== null) return traffic;
  const rng = mulberry32(7101);
  const t = new Float64Array(REQUESTS);
  const value = new Uint16Array(REQUESTS);
  const rtMs = new Float64Array(REQUESTS);
  let clockMs = START_MS;
  for (let i = 0; i < REQUESTS; i++) {
    clockMs += exponential(rng, RATE_PER_SEC) * 1000;
    t[i] = Math.floor(clockMs);
    value[i] = Math.floor(VALUES * rng() ** 3);
    rtMs[i] = 5 + Math.floor(rng() * 40);
  }
  traffic = { t, value, rtMs };
  return traffic;
}

const argsOf: JavaValue[][] = Array.from({ length: VALUES }, (_, n) => ['user-' + n]);

function paramCase(name: string, rule: Partial<ParamFlowRuleJson>): BenchCase {
  return {
    name: `sentinel-param-flow-${name}`,
    requests: REQUESTS,
    run() {
      const { t, value, rtMs } = getTraffic();
      const sim = new ParamFlowSim([{ resource: 'sim-resource', paramIdx: 0, count: 10, ...rule }]);
      let passed = 0;
      let nextSample = START_MS;
      for (let i = 0; i < REQUESTS; i++) {
        if (sim.arrive(t[i], argsOf[value[i]], 1, rtMs[i]).pass) passed++;
        if (t[i] >= nextSample) {
          passed += sim.valueStates(argsOf[0]).length;
          nextSample += SAMPLE_EVERY_MS;
        }
      }
      return passed;
    },
  };
}

const requestsOf: GatewayRequest[] = Array.from({ length: VALUES }, (_, n) => ({
  clientIp: '10.0.' + (n >> 8) + '.' + (n & 255),
  headers: { 'X-Tenant': 't' + (n % 10) },
}));

const gatewayCase: BenchCase = {
  name: 'sentinel-gateway-route-ip-tenant',
  requests: REQUESTS,
  run() {
    const { t, value, rtMs } = getTraffic();
    const sim = new GatewaySim([
      { resource: 'r1', count: 1500 },
      { resource: 'r1', count: 20, burst: 5, paramItem: { parseStrategy: 0 } },
      {
        resource: 'r1',
        count: 100,
        paramItem: { parseStrategy: 2, fieldName: 'X-Tenant', pattern: '^t[0-4]$', matchStrategy: 2 },
      },
    ]);
    let passed = 0;
    for (let i = 0; i < REQUESTS; i++) if (sim.arrive(t[i], 'r1', 0, requestsOf[value[i]], 1, rtMs[i]).pass) passed++;
    return passed;
  },
};

export const paramFlowCases: BenchCase[] = [
  paramCase('default', {}),
  paramCase('burst', { burstCount: 5, durationInSec: 2 }),
  paramCase('throttle', { controlBehavior: 2, maxQueueingTimeMs: 500 }),
  paramCase('thread', { grade: 0, count: 5 }),
  gatewayCase,
];
