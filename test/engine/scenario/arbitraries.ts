/** fast-check generators of scenarios (valid ones, and raw JSON near valid ones). */
import fc from 'fast-check';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';

const attrs = {
  acquire: fc.integer({ min: 1, max: 5 }),
  prioritized: fc.oneof(fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true })),
  rt: fc.oneof(
    fc.record({ type: fc.constant('fixed' as const), ms: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ type: fc.constant('exponential' as const), meanMs: fc.double({ min: 0, max: 100, noNaN: true }) }),
    fc.record({
      type: fc.constant('lognormal' as const),
      medianMs: fc.double({ min: 0, max: 100, noNaN: true }),
      sigma: fc.double({ min: 0, max: 2, noNaN: true }),
    }),
  ),
  errorRate: fc.double({ min: 0, max: 1, noNaN: true }),
};
const qps = fc.double({ min: 0, max: 200, noNaN: true });
const ms = fc.integer({ min: 0, max: 20_000 });
const window = {
  startMs: fc.integer({ min: 0, max: 5000 }),
  endMs: fc.option(fc.integer({ min: 5001, max: 20_000 }), { nil: null }),
};
const process = fc.constantFrom('even' as const, 'poisson' as const);

export const trafficSourceArb = fc.oneof(
  fc.record({ type: fc.constant('constant' as const), qps, ...window, ...attrs }),
  fc.record({ type: fc.constant('poisson' as const), qps, ...window, ...attrs }),
  fc.record({
    type: fc.constant('burst' as const),
    atMs: ms,
    count: fc.integer({ min: 1, max: 50 }),
    spreadMs: ms,
    ...attrs,
  }),
  fc.record({
    type: fc.constant('step' as const),
    steps: fc
      .uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 4 })
      .chain((ats) =>
        fc.tuple(...ats.sort((a, b) => a - b).map((atMs) => fc.record({ atMs: fc.constant(atMs), qps }))),
      ),
    process,
    ...attrs,
  }),
  fc.record({ type: fc.constant('ramp' as const), fromQps: qps, toQps: qps, ...window, process, ...attrs }),
  fc.record({
    type: fc.constant('spikes' as const),
    periodMs: fc.integer({ min: 500, max: 5000 }),
    count: fc.integer({ min: 1, max: 20 }),
    widthMs: fc.integer({ min: 0, max: 500 }),
    phaseMs: fc.integer({ min: 0, max: 1000 }),
    ...window,
    ...attrs,
  }),
  fc
    .record({
      type: fc.constant('sine' as const),
      meanQps: qps,
      amp: fc.double({ min: 0, max: 1, noNaN: true }),
      periodMs: fc.integer({ min: 100, max: 20_000 }),
      phaseMs: ms,
      ...window,
      process,
      ...attrs,
    })
    .map(({ amp, ...s }) => ({ ...s, amplitudeQps: s.meanQps * amp })),
  fc.record({
    type: fc.constant('replay' as const),
    timesMs: fc.array(fc.double({ min: 0, max: 30_000, noNaN: true }), { maxLength: 30 }),
    offsetMs: fc.integer({ min: 0, max: 1000 }),
    ...attrs,
  }),
);

export const flowRuleArb = fc.record({
  resource: fc.constantFrom('demo', 'GET:/api/orders', 'com.foo.Bar:baz(java.lang.String)'),
  limitApp: fc.constantFrom('default', 'other'),
  grade: fc.constantFrom(0, 1),
  count: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
  strategy: fc.constant(0),
  controlBehavior: fc.constantFrom(0, 1, 2, 3),
  warmUpPeriodSec: fc.integer({ min: 1, max: 60 }),
  maxQueueingTimeMs: fc.integer({ min: 1, max: 5000 }),
  clusterMode: fc.constant(false),
  regex: fc.constant(false),
});

const guavaArb = fc.oneof(
  fc.record({
    type: fc.constant('bursty' as const),
    permitsPerSecond: fc.double({ min: 0.001, max: 1000, noNaN: true }),
    maxBurstSeconds: fc.double({ min: 0, max: 10, noNaN: true }),
    tryAcquireTimeoutMs: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('warmingUp' as const),
    permitsPerSecond: fc.double({ min: 0.001, max: 1000, noNaN: true }),
    warmupPeriodMs: fc.integer({ min: 0, max: 60_000 }),
    coldFactor: fc.double({ min: 1, max: 10, noNaN: true }),
    tryAcquireTimeoutMs: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  }),
);

/** Raw scenario JSON in the valid ranges (cross-field rules may still fail: filter with parseScenario). */
export const scenarioJsonArb = fc.record({
  version: fc.constant(1),
  name: fc.string({ maxLength: 40 }),
  sentinelVersion: fc.constantFrom('1.8.9', '1.8.6'),
  coldFactor: fc.integer({ min: 2, max: 10 }),
  startMs: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  durationMs: fc.integer({ min: 20_001, max: 60_000 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  rules: fc.array(flowRuleArb, { maxLength: 3 }),
  guava: fc.array(guavaArb, { maxLength: 2 }),
  traffic: fc.array(trafficSourceArb, { maxLength: 3 }),
  injections: fc.array(
    fc.record({
      atMs: fc.integer({ min: 0, max: 20_000 }),
      count: fc.integer({ min: 1, max: 100 }),
      spreadMs: ms,
      ...attrs,
    }),
    { maxLength: 3 },
  ),
  view: fc.record({
    limiter: fc.record({ kind: fc.constantFrom('sentinel' as const, 'guava' as const), index: fc.constant(0) }),
    cursorMs: fc.integer({ min: 0, max: 20_000 }),
    tickMs: fc.constantFrom(1, 10, 100, 1000),
  }),
});

/** Valid scenarios, as parseScenario returns them. */
export const scenarioArb: fc.Arbitrary<Scenario> = scenarioJsonArb
  .map((json) => parseScenario(json))
  .filter((r) => r.ok)
  .map((r) => (r.ok ? r.value : (undefined as never)));
