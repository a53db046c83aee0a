/**
 * simulate() runs the scenario's gateway flow rules through the slot chain's GatewayFlowSlot, on the arguments the
 * gateway adapter parses from each request's attributes; checked request by request against the stand-alone
 * GatewaySim (the engine the sentinel-gateway traces replay through) fed the same requests.
 */
import { english } from '../../../src/ui/i18n/lang';
import { phraseText } from '../../../src/ui/i18n/phrase';
import { describe, expect, it } from 'vitest';
import { ExtensionSlot } from '../../../src/engine/sentinel/chain/chain-codes';
import { GatewaySim } from '../../../src/engine/sentinel/gateway';
import { NOT_STOPPED } from '../../../src/engine/sim/chain-result';
import { Outcome } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import { trafficOf } from '../../../src/engine/sim/inputs';
import { scenarioOf } from './helpers';

const CHAIN = { sentinel: false, guava: false, chain: true };

function gatewayScenario(extra: Record<string, unknown> = {}) {
  return scenarioOf({
    durationMs: 5000,
    gatewayFlowRules: [
      {
        resource: 'r1',
        count: 2,
        paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'k1', matchStrategy: 0 },
      },
    ],
    traffic: [
      { type: 'poisson', qps: 8, resource: 'r1', gateway: { headers: { 'X-Key': 'k1' } } },
      { type: 'poisson', qps: 8, resource: 'r1', gateway: { headers: { 'X-Key': 'k2' } } },
      { type: 'poisson', qps: 4, resource: 'r1' },
    ],
    ...extra,
  });
}

describe('gateway flow rules in simulate()', () => {
  it('decides every request as GatewaySim does on the parsed attributes', () => {
    const s = gatewayScenario();
    const chain = simulate(s, CHAIN).limiters[0];
    const a = trafficOf(s);
    const ref = new GatewaySim(s.gatewayFlowRules ?? []);
    expect(chain.requests.count).toBe(a.count);
    let blocked = 0;
    for (let i = 0; i < a.count; i++) {
      const src = a.source![i];
      const t = s.startMs + Math.floor(a.tUs[i] / 1000);
      // source 2 is not a gateway request: the adapter is not involved, GatewayFlowSlot sees no arguments
      const d = src === 2 ? { pass: true } : ref.arrive(t, 'r1', 0, a.gatewayRequests![a.gatewayRequest![i]], 1, 0);
      const outcome = chain.requests.outcome[i];
      expect(outcome === Outcome.Blocked, `request ${i}`).toBe(!d.pass);
      if (!d.pass) {
        blocked++;
        expect(chain.chain!.log.stoppedBy[i]).toBe(ExtensionSlot.GatewayFlow);
        expect(chain.chain!.log.rule[i]).toBe(0);
      }
    }
    expect(blocked).toBeGreaterThan(0);
  });

  it('the matching header value is limited; another value becomes "$NM" and passes', () => {
    const s = gatewayScenario();
    const chain = simulate(s, CHAIN).limiters[0];
    const a = trafficOf(s);
    const passedPerSource = [0, 0, 0];
    const blockedPerSource = [0, 0, 0];
    for (let i = 0; i < a.count; i++) {
      const k = a.source![i];
      if (chain.requests.outcome[i] === Outcome.Blocked) blockedPerSource[k]++;
      else passedPerSource[k]++;
    }
    // k1: 2 tokens per second, refilled only after more than a second: at most 2 per started second + the first
    expect(passedPerSource[0]).toBeLessThanOrEqual(2 * 6);
    expect(blockedPerSource[0]).toBeGreaterThan(0);
    expect(blockedPerSource[1]).toBe(0);
    expect(blockedPerSource[2]).toBe(0);
    expect(
      chain.chain!.rules.some((r) => r.kind === 'gatewayFlow' && /paramIdx 0/.test(phraseText(english, r.label))),
    ).toBe(true);
  });

  it('a rule of the other resourceMode leaves the argument array empty: nothing is limited', () => {
    const s = gatewayScenario();
    const rules = (s.gatewayFlowRules ?? []).map((r) => ({ ...r, resourceMode: 1 }));
    const chain = simulate({ ...s, gatewayFlowRules: rules }, CHAIN).limiters[0];
    const log = chain.chain!.log;
    for (let i = 0; i < chain.requests.count; i++) expect(log.stoppedBy[i]).toBe(NOT_STOPPED);
  });

  it('records the converted rule\'s per-value series: "k1" as parsed, and "$NM" for every other value', () => {
    const s = gatewayScenario();
    const chain = simulate(s, CHAIN).limiters[0];
    const a = trafficOf(s);
    const track = chain.chain!.gatewayParams?.find((t) => t.rule === 0);
    expect(track).toBeDefined();
    const byValue = new Map(track!.values.map((v) => [v.value, v]));
    expect([...byValue.keys()].sort()).toEqual(['$NM', 'k1']);
    let k1Passed = 0;
    let k1Blocked = 0;
    let k2 = 0;
    for (let i = 0; i < a.count; i++) {
      if (a.source![i] === 0 && chain.requests.outcome[i] === Outcome.Blocked) k1Blocked++;
      else if (a.source![i] === 0) k1Passed++;
      if (a.source![i] === 1) k2++;
    }
    expect([byValue.get('k1')!.passed, byValue.get('k1')!.blocked]).toEqual([k1Passed, k1Blocked]);
    expect([byValue.get('$NM')!.passed, byValue.get('$NM')!.blocked]).toEqual([k2, 0]);
    expect(byValue.get('$NM')!.hotItem).toBe(true);
    expect(byValue.get('k1')!.maxCount).toBe(2);
  });
});
