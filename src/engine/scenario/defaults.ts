/**
 * The scenario a first visit opens: the worked example of the Sentinel warm-up articles.
 *
 * A WarmUp rule with count 20, warmUpPeriodSec 10 and the default coldFactor 3 guards a
 * service that has been idling at 5 QPS (so its token bucket is full: cold). At 10 s the
 * traffic jumps to 30 QPS. Sentinel first admits only about 6 per second
 * (`1 / (above·slope + 1/count)` with a full bucket), then, as the bucket drains towards
 * `warningToken`, more and more, reaching 20 QPS after roughly the warm-up period. Next to
 * it, Guava's SmoothWarmingUp with the same rate and warm-up (tryAcquire without waiting, so
 * it rejects like Sentinel instead of queueing) shows the same idea built on time instead of
 * tokens counted per second.
 *
 * These are today's defaults; share links never depend on them (they diff against a frozen
 * copy of each link version's defaults, see src/share).
 */
import { DEFAULT_CONTEXT_NAME } from '../traffic/common';
import type { Scenario } from './schema';
import { DEFAULT_START_MS, SCENARIO_VERSION } from './schema';
import { defaultFlowRule } from '../sentinel/rules/flow-rule-constants';

export function defaultScenario(): Scenario {
  return {
    version: SCENARIO_VERSION,
    name: 'Warm-up: a cold service meets a step to 30 QPS',
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs: DEFAULT_START_MS,
    durationMs: 30_000,
    seed: 1,
    // Sentinel's defaults but a WarmUp controller, count 20
    rules: [defaultFlowRule('demo', { count: 20, controlBehavior: 1 })],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: [{ type: 'warmingUp', permitsPerSecond: 20, warmupPeriodMs: 10_000, coldFactor: 3, tryAcquireTimeoutMs: 0 }],
    traffic: [
      {
        type: 'step',
        steps: [
          { atMs: 0, qps: 5 },
          { atMs: 10_000, qps: 30 },
        ],
        process: 'even',
        acquire: 1,
        prioritized: false,
        rt: { type: 'fixed', ms: 0 },
        errorRate: 0,
        resource: null,
        origin: '',
        context: DEFAULT_CONTEXT_NAME,
        entryType: 'IN',
      },
    ],
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 },
  };
}
