/**
 * Busy scenarios for the simulation's properties: a few seconds of bursty, overloaded traffic
 * (Poisson plus bursts, acquire > 1, prioritized requests, response times) against small limits, so
 * that requests pass, wait, borrow and are blocked within a few thousand requests.
 */
import fc from 'fast-check';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { flowRuleArb } from '../scenario/arbitraries';

const attrs = {
  acquire: fc.integer({ min: 1, max: 3 }),
  prioritized: fc.oneof(fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true })),
  rt: fc.oneof(
    fc.record({ type: fc.constant('fixed'), ms: fc.integer({ min: 0, max: 300 }) }),
    fc.record({ type: fc.constant('exponential'), meanMs: fc.integer({ min: 0, max: 300 }) }),
  ),
  errorRate: fc.constantFrom(0, 0.1),
};

const rule = flowRuleArb.chain((r) =>
  fc
    .record({
      limitApp: fc.constantFrom('default', 'default', 'default', 'default', 'other'),
      count: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.double({ min: 0, max: 60, noNaN: true })),
      warmUpPeriodSec: fc.integer({ min: 1, max: 5 }),
      maxQueueingTimeMs: fc.integer({ min: 1, max: 1500 }),
    })
    .map((over) => ({ ...r, ...over })),
);

const guava = fc.oneof(
  fc.record({
    type: fc.constant('bursty'),
    permitsPerSecond: fc.double({ min: 0.5, max: 80, noNaN: true }),
    maxBurstSeconds: fc.double({ min: 0, max: 3, noNaN: true }),
    tryAcquireTimeoutMs: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('warmingUp'),
    permitsPerSecond: fc.double({ min: 0.5, max: 80, noNaN: true }),
    warmupPeriodMs: fc.integer({ min: 0, max: 4000 }),
    coldFactor: fc.double({ min: 1, max: 5, noNaN: true }),
    tryAcquireTimeoutMs: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
  }),
);

export const busyScenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    version: fc.constant(1),
    sentinelVersion: fc.constantFrom('1.8.9', '1.8.6'),
    startMs: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    durationMs: fc.integer({ min: 500, max: 6000 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    rules: fc.array(rule, { minLength: 1, maxLength: 3 }),
    guava: fc.array(guava, { maxLength: 2 }),
    traffic: fc.array(fc.record({ type: fc.constant('poisson'), qps: fc.integer({ min: 5, max: 400 }), ...attrs }), {
      minLength: 1,
      maxLength: 2,
    }),
    injections: fc.array(
      fc.record({
        atMs: fc.integer({ min: 0, max: 499 }),
        count: fc.integer({ min: 1, max: 40 }),
        spreadMs: fc.constant(0),
        ...attrs,
      }),
      { maxLength: 2 },
    ),
    view: fc.record({
      limiter: fc.constant({ kind: 'sentinel', index: 0 }),
      cursorMs: fc.constant(0),
      tickMs: fc.constantFrom(1, 5, 10, 20, 50, 100, 200, 250, 500, 1000),
    }),
  })
  .map((json) => parseScenario(json))
  .filter((r) => r.ok)
  .map((r) => (r.ok ? r.value : (undefined as never)));
