/**
 * GatewayFlowSlot and ParamFlowSlot in the chain (chain/param-flow-slots.ts). Every expected value is read off
 * the Sentinel 1.8.9 source: the slots' @Spi orders (AuthoritySlot -6000, SystemSlot -5000, GatewayFlowSlot -4000,
 * ParamFlowSlot -3000, FlowSlot -2000, DegradeSlot -1000), ParamFlowChecker.passDefaultLocalCheck /
 * passThrottleLocalCheck, and StatisticSlot's entry / exit callbacks; the comment above each assertion says why.
 */
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock';
import { ExtensionReason, ExtensionSlot, NOT_STOPPED, Slot } from '../../../src/engine/sentinel/chain/chain-codes';
import { ChainSim, type ChainConfig, type ChainRequest } from '../../../src/engine/sentinel/chain/chain-sim';
import { buildChain } from '../../../src/engine/sentinel/chain/chain-slots';
import type { ParamFlowDecision } from '../../../src/engine/sentinel/param-flow/decision';
import type { ParamFlowRuleJson } from '../../../src/engine/sentinel/param-flow/param-flow-rule';
import type { JavaValue } from '../../../src/engine/sentinel/param-flow/java-value';
import {
  PARAM_PARSE_STRATEGY_CLIENT_IP,
  RESOURCE_MODE_ROUTE_ID,
  type GatewayFlowRuleJson,
} from '../../../src/engine/sentinel/gateway/gateway-flow-rule';
import { parseParameterFor, simRequestParser } from '../../../src/engine/sentinel/gateway/gateway-param-parser';
import { DEGRADE_RULE_DEFAULTS } from '../../../src/engine/sentinel/degrade/degrade-rule';
import { SYSTEM_RULE_DEFAULTS } from '../../../src/engine/sentinel/system-rule';

const T0 = 1_700_000_000_000;

/** QPS grade, paramIdx 0, count 2 per 1 s (passDefaultLocalCheck: a full bucket of 2, refilled after 1 s). */
const hot = (over: ParamFlowRuleJson = {}): ParamFlowRuleJson => ({
  resource: 'demo',
  grade: 1,
  paramIdx: 0,
  count: 2,
  durationInSec: 1,
  ...over,
});

function chainOf(over: Partial<ChainConfig> = {}) {
  const config: ChainConfig = {
    version: '1.8.9',
    coldFactor: 3,
    startMs: T0,
    flowRules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    ...over,
  };
  const sim = new ChainSim(config);
  const seen: { index: number; pass: boolean; stoppedBy: number; rule: number; reason: number; value: number }[] = [];
  const verdicts: Record<number, Record<string, unknown>> = {};
  sim.onVerdict = (v) => {
    verdicts[v.index] = { ...v, request: undefined, atMs: sim.clock.nowMs };
    seen.push(v);
  };
  const checks: { index: number; slot: number; decision: ParamFlowDecision }[] = [];
  sim.onParamCheck = (index, slot, decision) => checks.push({ index, slot, decision });
  let n = 0;
  const arrive = (ms: number, args: readonly JavaValue[] | null | undefined, r: Partial<ChainRequest> = {}) => {
    sim.arrive(T0 + ms, {
      resource: 'demo',
      origin: '',
      context: 'sentinel_default_context',
      entryIn: true,
      acquire: 1,
      prioritized: false,
      rtMs: 0,
      error: false,
      ...(args === undefined ? {} : { args }),
      ...r,
    });
    return n++;
  };
  return { sim, arrive, verdict: (i: number) => verdicts[i], checks };
}

describe('ParamFlowSlot in the chain', () => {
  it('blocks a hot value and passes the others, naming the value and the input rule', () => {
    // Input rule 0 has no paramIdx: ParamFlowRuleUtil.isValidRule drops it, so the loaded rule is input 1.
    const c = chainOf({ paramFlowRules: [{ resource: 'demo', count: 1, paramIdx: null }, hot()] });
    expect(c.sim.paramFlow.problems[0]).not.toBeNull();
    // passDefaultLocalCheck: 'u1' gets a new bucket of maxCount 2 − 1, then takes the last token; the third
    // request in the same second finds restQps 0 < 1 → ParamFlowException("u1").
    const a = c.arrive(0, ['u1']);
    const b = c.arrive(10, ['u1']);
    const other = c.arrive(20, ['u2']);
    const blocked = c.arrive(30, ['u1']);
    for (const i of [a, b, other]) expect(c.verdict(i)).toMatchObject({ pass: true, stoppedBy: NOT_STOPPED });
    expect(c.verdict(blocked)).toMatchObject({
      pass: false,
      stoppedBy: ExtensionSlot.ParamFlow,
      rule: 1,
      reason: ExtensionReason.ParamFlowQps,
      limit: 2,
      blockedParam: 'u1',
    });
    // StatisticSlot's catch counts the ParamFlowException like any block: 3 passes, 1 block on the ClusterNode.
    expect(c.sim.clusterNode('demo').passQps()).toBe(3);
    expect(c.sim.clusterNode('demo').blockQps()).toBe(1);
    // a passing verdict carries no parameter
    expect(c.verdict(a).blockedParam).toBe('');
  });

  it('never fires when the entry has no arguments (alibaba/Sentinel #3453)', () => {
    const c = chainOf({ paramFlowRules: [hot({ count: 1 })] });
    // ParamFlowSlot.entry: `if (args == null) { fireEntry(…); return; }` — no rule is checked, no token taken.
    const none = [0, 1, 2, 3, 4].map((ms) => c.arrive(ms, undefined));
    const nulls = [5, 6].map((ms) => c.arrive(ms, null));
    for (const i of [...none, ...nulls]) expect(c.verdict(i)).toMatchObject({ pass: true, stoppedBy: NOT_STOPPED });
    expect(c.checks.every((k) => k.decision.checks.length === 0)).toBe(true);
    // The same rule with the argument: one token per second, the second request is blocked.
    const first = c.arrive(7, ['u1']);
    const second = c.arrive(8, ['u1']);
    expect(c.verdict(first).pass).toBe(true);
    expect(c.verdict(second)).toMatchObject({ pass: false, stoppedBy: ExtensionSlot.ParamFlow, rule: 0 });
  });

  it('a request AuthoritySlot blocks never reaches ParamFlowSlot (it takes no token)', () => {
    const c = chainOf({
      authorityRules: [{ resource: 'demo', limitApp: 'a', strategy: 0, regex: false }],
      paramFlowRules: [hot({ count: 1 })],
    });
    // AuthoritySlot (-6000) runs before ParamFlowSlot (-3000): origin 'b' is not on the white list.
    const refused = c.arrive(0, ['u1'], { origin: 'b' });
    expect(c.verdict(refused)).toMatchObject({ pass: false, stoppedBy: Slot.Authority, blockedParam: '' });
    expect(c.checks.filter((k) => k.index === refused)).toEqual([]);
    // So u1's bucket is still full: the first request that gets through passes, the next is blocked.
    const ok = c.arrive(1, ['u1'], { origin: 'a' });
    const over = c.arrive(2, ['u1'], { origin: 'a' });
    expect(c.verdict(ok).pass).toBe(true);
    expect(c.verdict(over)).toMatchObject({ pass: false, stoppedBy: ExtensionSlot.ParamFlow });
  });

  it('THREAD grade counts in-flight requests per value through StatisticSlot onPass / onExit', () => {
    const c = chainOf({ paramFlowRules: [hot({ grade: 0, count: 1 })] });
    // onPass: u1 → 1 thread; a second u1 while the first runs: 1 + 1 > 1 → blocked; u2 has its own count.
    const a = c.arrive(0, ['u1'], { rtMs: 100 });
    const b = c.arrive(50, ['u1'], { rtMs: 100 });
    const u2 = c.arrive(60, ['u2'], { rtMs: 100 });
    // The completion at 100 runs before the arrival at 100 (onExit: u1 → 0), so it passes.
    const after = c.arrive(100, ['u1'], { rtMs: 100 });
    expect(c.verdict(a).pass).toBe(true);
    expect(c.verdict(b)).toMatchObject({
      pass: false,
      stoppedBy: ExtensionSlot.ParamFlow,
      reason: ExtensionReason.ParamFlowThread,
      value: 1,
      limit: 1,
      blockedParam: 'u1',
    });
    expect(c.verdict(u2).pass).toBe(true);
    expect(c.verdict(after).pass).toBe(true);
  });

  it('a request FlowSlot blocks after ParamFlowSlot passed it books no thread (onPass runs on a pass only)', () => {
    const flowRule = {
      resource: 'demo',
      limitApp: 'default',
      grade: 1,
      count: 1,
      strategy: 0,
      controlBehavior: 0,
      warmUpPeriodSec: 10,
      maxQueueingTimeMs: 500,
      clusterMode: false,
      regex: false,
    };
    const c = chainOf({ flowRules: [flowRule], paramFlowRules: [hot({ grade: 0, count: 1 }), hot({ count: 2 })] });
    // Request 0 (u1) passes both slots; request 1 (u2) passes ParamFlowSlot, then FlowSlot (QPS 1) throws:
    // StatisticSlot's catch runs onBlocked, not onPass, so u2's thread count stays 0.
    const a = c.arrive(0, ['u1'], { rtMs: 5000 });
    const b = c.arrive(10, ['u2'], { rtMs: 5000 });
    expect(c.verdict(a).pass).toBe(true);
    expect(c.verdict(b)).toMatchObject({ pass: false, stoppedBy: Slot.Flow });
    // In a later second FlowSlot has room again. u2's THREAD check sees 0 threads (had the blocked request been
    // booked, it would see 1 and block) and its QPS bucket still has the token left at 10; u1 is still in flight
    // (rt 5000), so a second u1 is refused by the THREAD rule: 1 thread, threshold 1.
    const u2 = c.arrive(1500, ['u2'], { rtMs: 5000 });
    const u1 = c.arrive(2600, ['u1'], { rtMs: 5000 });
    expect(c.verdict(u2).pass).toBe(true);
    expect(c.verdict(u1)).toMatchObject({ pass: false, stoppedBy: ExtensionSlot.ParamFlow, value: 1, limit: 1 });
  });

  it('names the input rule even after a negative paramIdx was rewritten on the first call', () => {
    // applyRealParamIdx: −1 with 2 arguments becomes 1 on the first call (the rule object is rewritten).
    const c = chainOf({ paramFlowRules: [hot({ count: 5 }), hot({ paramIdx: -1, count: 1 })] });
    const a = c.arrive(0, ['x', 'k']);
    const b = c.arrive(1, ['y', 'k']);
    expect(c.verdict(a).pass).toBe(true);
    expect(c.verdict(b)).toMatchObject({ pass: false, stoppedBy: ExtensionSlot.ParamFlow, rule: 1, blockedParam: 'k' });
    expect(
      c.sim.paramFlow.manager
        .getRulesOfResource('demo')
        .map((r) => r.paramIdx)
        .sort(),
    ).toEqual([0, 1]);
  });

  it('a pacing rule parks the walk for its wait, and the verdict comes at the end of it', () => {
    // passThrottleLocalCheck, count 10 per 1 s: costTime = round(1000 × 1 × 1 / 10) = 100 ms; the second
    // request at the same ms expects 100, 100 − 0 < maxQueueingTimeMs 500 → it sleeps 100 ms and passes.
    const c = chainOf({ paramFlowRules: [hot({ count: 10, controlBehavior: 2, maxQueueingTimeMs: 500 })] });
    const a = c.arrive(0, ['u1']);
    const b = c.arrive(0, ['u1']);
    expect(c.verdict(a)).toMatchObject({ pass: true, waitMs: 0 });
    expect(c.verdict(b)).toBeUndefined();
    c.sim.drainUntil(T0 + 100);
    expect(c.verdict(b)).toMatchObject({ pass: true, waitMs: 100, atMs: T0 + 100 });
  });
});

describe('GatewayFlowSlot in the chain', () => {
  const byIp: GatewayFlowRuleJson = {
    resource: 'route1',
    resourceMode: RESOURCE_MODE_ROUTE_ID,
    count: 1,
    intervalSec: 1,
    paramItem: { parseStrategy: PARAM_PARSE_STRATEGY_CLIENT_IP },
  };
  const routeWide: GatewayFlowRuleJson = { resource: 'route1', resourceMode: RESOURCE_MODE_ROUTE_ID, count: 100 };

  it('a rule converted by GatewayRuleConverter blocks in GatewayFlowSlot, ahead of ParamFlowSlot', () => {
    const c = chainOf({ gatewayRules: [routeWide, byIp], paramFlowRules: [hot({ resource: 'route1', count: 50 })] });
    const manager = c.sim.gatewayFlow.manager;
    // applyToParamRule gives the CLIENT_IP rule paramIdx 0; the route-wide rule reads "$D" at index 1.
    expect(
      manager
        .getConvertedParamRules('route1')
        .map((r) => r.paramIdx)
        .sort(),
    ).toEqual([0, 1]);
    const argsOf = (ip: string) =>
      parseParameterFor(manager, simRequestParser, 'route1', { clientIp: ip }, RESOURCE_MODE_ROUTE_ID).args;
    expect(argsOf('10.0.0.1')).toEqual(['10.0.0.1', '$D']);
    const a = c.arrive(0, argsOf('10.0.0.1'), { resource: 'route1' });
    const b = c.arrive(1, argsOf('10.0.0.1'), { resource: 'route1' });
    const other = c.arrive(2, argsOf('10.0.0.2'), { resource: 'route1' });
    expect(c.verdict(a).pass).toBe(true);
    expect(c.verdict(other).pass).toBe(true);
    // count 1 per second per IP: the second request of 10.0.0.1 throws ParamFlowException("10.0.0.1"); the
    // verdict names gateway rule 1 (the IP rule), not the route-wide one.
    expect(c.verdict(b)).toMatchObject({
      pass: false,
      stoppedBy: ExtensionSlot.GatewayFlow,
      rule: 1,
      reason: ExtensionReason.ParamFlowQps,
      blockedParam: '10.0.0.1',
    });
    // GatewayFlowSlot (-4000) threw before ParamFlowSlot (-3000) was reached for it.
    expect(c.checks.filter((k) => k.index === b).map((k) => k.slot)).toEqual([ExtensionSlot.GatewayFlow]);
    expect(c.checks.filter((k) => k.index === a).map((k) => k.slot)).toEqual([
      ExtensionSlot.GatewayFlow,
      ExtensionSlot.ParamFlow,
    ]);
  });
});

describe('slot order', () => {
  it('Authority → System → GatewayFlow → ParamFlow → Flow → Degrade (the @Spi orders)', () => {
    const clock = new SimClock(T0);
    const chain = buildChain(
      {
        version: '1.8.9',
        coldFactor: 3,
        startMs: T0,
        flowRules: [
          {
            resource: 'demo',
            limitApp: 'default',
            grade: 1,
            count: 10,
            strategy: 0,
            controlBehavior: 0,
            warmUpPeriodSec: 10,
            maxQueueingTimeMs: 500,
            clusterMode: false,
            regex: false,
          },
        ],
        degradeRules: [{ ...DEGRADE_RULE_DEFAULTS, resource: 'demo', timeWindow: 10 }],
        authorityRules: [{ resource: 'demo', limitApp: 'a', strategy: 1, regex: false }],
        systemRules: [{ ...SYSTEM_RULE_DEFAULTS, qps: 100 }],
        paramFlowRules: [hot()],
        gatewayRules: [{ resource: 'demo', count: 5 }],
      },
      clock,
    );
    expect(chain.slots.map((s) => s.id)).toEqual([
      Slot.Authority,
      Slot.System,
      ExtensionSlot.GatewayFlow,
      ExtensionSlot.ParamFlow,
      Slot.Flow,
      Slot.Degrade,
    ]);
    // the entry / exit callbacks are registered once for both slots
    expect(chain.statistic.callbacks).toHaveLength(1);
  });

  it('without hot-parameter or gateway rules both slots are left out and nothing is registered', () => {
    const chain = buildChain(
      {
        version: '1.8.9',
        coldFactor: 3,
        startMs: T0,
        flowRules: [],
        degradeRules: [],
        authorityRules: [],
        systemRules: [],
      },
      new SimClock(T0),
    );
    expect(chain.gatewayFlow.idle && chain.paramFlow.idle).toBe(true);
    expect(chain.slots.map((s) => s.id)).toEqual([]);
    expect(chain.statistic.callbacks).toEqual([]);
  });
});
