/**
 * A request's `source` tag is only a shortcut: the chain remembers per tag what depends on the request's resource,
 * origin and context (its nodes, FlowSlot's plan, AuthoritySlot's verdict). So the same requests must get the same
 * verdicts, at the same clock, with tags and without.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChainSim, type ChainConfig, type ChainRequest } from '../../../src/engine/sentinel/chain/chain-sim';
import { DEGRADE_RULE_DEFAULTS } from '../../../src/engine/sentinel/degrade/degrade-rule';
import type { FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { SYSTEM_RULE_DEFAULTS } from '../../../src/engine/sentinel/system-rule';

const T0 = 1_700_000_000_000;
const IDENTITIES = [
  { resource: 'a', origin: '', context: 'c1', entryIn: true },
  { resource: 'a', origin: 'appA', context: 'c1', entryIn: true },
  { resource: 'a', origin: 'appB', context: 'c2', entryIn: false },
  { resource: 'b', origin: 'appC', context: 'c2', entryIn: true },
  { resource: 'b', origin: 'appA', context: 'c1', entryIn: true },
];

const flowRuleArb: fc.Arbitrary<FlowRule> = fc
  .record({
    resource: fc.constantFrom('a', 'b'),
    limitApp: fc.constantFrom('default', 'appA', 'appB', 'other'),
    grade: fc.constantFrom(0, 1, 1),
    count: fc.integer({ min: 0, max: 12 }),
    strategy: fc.constantFrom(0, 0, 1, 2),
    ref: fc.constantFrom('a', 'b', 'c1', 'c2'),
    controlBehavior: fc.constantFrom(0, 0, 1, 2, 3),
  })
  .map(({ ref, ...r }) => ({
    ...r,
    refResource: r.strategy === 0 ? undefined : ref,
    warmUpPeriodSec: 2,
    maxQueueingTimeMs: 300,
    clusterMode: false,
    regex: false,
  }));

const configArb: fc.Arbitrary<ChainConfig> = fc
  .record({
    flowRules: fc.array(flowRuleArb, { maxLength: 6 }),
    breaker: fc.boolean(),
    authority: fc.option(fc.constantFrom('appA', 'appB,appC'), { nil: undefined }),
    qps: fc.option(fc.integer({ min: 3, max: 20 }), { nil: undefined }),
  })
  .map(({ flowRules, breaker, authority, qps }) => ({
    version: '1.8.9' as const,
    coldFactor: 3,
    startMs: T0,
    flowRules,
    degradeRules: breaker
      ? [{ ...DEGRADE_RULE_DEFAULTS, resource: 'a', grade: 2, count: 1, minRequestAmount: 1, timeWindow: 1 }]
      : [],
    authorityRules: authority === undefined ? [] : [{ resource: 'a', limitApp: authority, strategy: 1, regex: false }],
    systemRules: qps === undefined ? [] : [{ ...SYSTEM_RULE_DEFAULTS, qps }],
  }));

const arrivalsArb = fc.array(
  fc.record({
    gapMs: fc.integer({ min: 0, max: 150 }),
    who: fc.integer({ min: 0, max: IDENTITIES.length - 1 }),
    rtMs: fc.constantFrom(0, 20, 120),
    error: fc.boolean(),
    prioritized: fc.boolean(),
  }),
  { minLength: 1, maxLength: 120 },
);

type Arrival = { gapMs: number; who: number; rtMs: number; error: boolean; prioritized: boolean };

function run(config: ChainConfig, arrivals: readonly Arrival[], tagged: boolean): string[] {
  const sim = new ChainSim(config);
  const out: string[] = [];
  sim.onVerdict = (v) => {
    const { request, ...rest } = v;
    const { source: _source, ...who } = request;
    out.push(JSON.stringify({ ...rest, who, at: sim.clock.nowMs }));
  };
  // tagged: one reused request object per identity, as the simulation's runner passes them
  const reused: ChainRequest[] = IDENTITIES.map((id, k) => ({
    ...id,
    acquire: 1,
    prioritized: false,
    rtMs: 0,
    error: false,
    source: k,
  }));
  let t = T0;
  for (const a of arrivals) {
    t += a.gapMs;
    const fields = { acquire: 1, prioritized: a.prioritized, rtMs: a.rtMs, error: a.error };
    if (tagged) {
      const req = Object.assign(reused[a.who], fields);
      sim.arrive(t, req);
    } else sim.arrive(t, { ...IDENTITIES[a.who], ...fields });
  }
  sim.settle();
  sim.drainUntil(t + 5000);
  return out;
}

describe('source tags', () => {
  it('give the same verdicts as untagged requests (random rules, origins, contexts, waits)', () => {
    fc.assert(
      fc.property(configArb, arrivalsArb, (config, arrivals) => {
        const plain = run(config, arrivals, false);
        const tagged = run(config, arrivals, true);
        expect(tagged).toEqual(plain);
        expect(plain.length).toBe(arrivals.length);
      }),
      { numRuns: 150 },
    );
  });
});
