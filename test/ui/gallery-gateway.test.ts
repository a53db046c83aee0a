/**
 * The gateway examples' texts must be true: each preset's claimed surprise (and every number its words say) is
 * checked against the engine's verdicts on the parsed scenario, and against the same scenario with the one field
 * that makes the difference changed.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { ExtensionSlot } from '../../src/engine/sentinel/chain/chain-codes';
import { NOT_STOPPED } from '../../src/engine/sim/chain-result';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { chainSimOf } from '../../src/engine/sim/chain-inputs';
import { trafficOf } from '../../src/engine/sim/inputs';
import { gatewayPresets, type GatewayPresetId } from '../../src/ui/gallery/presets-gateway';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { english } from '../../src/ui/i18n/lang';
import { phraseText } from '../../src/ui/i18n/phrase';
import type { Phrase } from '../../src/engine/phrase';

/** A run's summary as the English page shows it. */
const labelText = (p: Phrase) => phraseText(english, p);

const PRESETS = gatewayPresets('sentinel-flow');

function parsed(s: Scenario): Scenario {
  const r = parseScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function scenarioOf(id: GatewayPresetId, edit: (s: Scenario) => void = () => {}): Scenario {
  const s = PRESETS.find((p) => p.id === id)!.build();
  edit(s);
  return parsed(s);
}

interface PerSource {
  passed: number;
  blocked: number;
  /** blocked requests by the gateway rule that refused them */
  byRule: Map<number, number>;
  /** passes by the second they arrived in */
  passedPerSecond: number[];
}

function run(s: Scenario): { lim: LimiterResult; per: PerSource[] } {
  const lim = simulate(s, { sentinel: false, guava: false, chain: true }).limiters[0];
  const a = trafficOf(s);
  expect(lim.requests.count).toBe(a.count);
  expect(lim.requests.truncated).toBe(false);
  const per: PerSource[] = s.traffic.map(() => ({ passed: 0, blocked: 0, byRule: new Map(), passedPerSecond: [] }));
  const log = lim.chain!.log;
  for (let i = 0; i < a.count; i++) {
    const p = per[a.source![i]];
    if (lim.requests.outcome[i] === Outcome.Blocked) {
      expect(log.stoppedBy[i]).toBe(ExtensionSlot.GatewayFlow);
      p.blocked++;
      p.byRule.set(log.rule[i], (p.byRule.get(log.rule[i]) ?? 0) + 1);
    } else {
      const sec = Math.floor(lim.requests.tMs[i] / 1000);
      p.passedPerSecond[sec] = (p.passedPerSecond[sec] ?? 0) + 1;
      p.passed++;
    }
  }
  return { lim, per };
}

const maxPerSecond = (p: PerSource) => Math.max(...p.passedPerSecond.map((n) => n ?? 0));

describe('gateway presets: data', () => {
  it('every preset parses, shows the chain, and has its words in both languages', () => {
    for (const p of PRESETS) {
      const r = parseScenario(p.build());
      expect(r.ok ? [] : r.issues, p.id).toEqual([]);
      expect(p.limiter).toEqual({ kind: 'chain', index: 0 });
      for (const key of [p.titleKey, p.summaryKey, p.watchKey, ...p.tour.map((t) => t.captionKey)]) {
        expect(MESSAGES.en[key], key).toBeTruthy();
        expect(MESSAGES.zh[key], key).toBeTruthy();
      }
    }
  });

  it('only the PREFIX example warns, and about PREFIX', () => {
    for (const p of PRESETS) {
      const r = parseScenario(p.build());
      const paths = r.warnings.map((w) => w.path.join('.'));
      expect(paths, p.id).toEqual(p.id === 'gateway-prefix' ? ['gatewayFlowRules.0.paramItem.matchStrategy'] : []);
      expect(paths, p.id).toEqual(p.warns ?? []);
    }
  });
});

describe('gateway presets: the texts are what the engine does', () => {
  it('PREFIX: every IP limited on its own, 2 a second, 192.168.0.1 blocked 16 times', () => {
    const { per } = run(scenarioOf('gateway-prefix'));
    for (const p of per) {
      expect(maxPerSecond(p)).toBe(2);
      expect(p.blocked).toBe(16);
    }
    // with CONTAINS (a comparison that is implemented) 192.168.0.1 becomes "$NM" and passes
    const contains = run(scenarioOf('gateway-prefix', (s) => (s.gatewayFlowRules![0].paramItem!.matchStrategy = 3)));
    expect(contains.per[2].blocked).toBe(0);
    expect(contains.per[0].blocked).toBe(16);
  });

  it('"$NM": free passes 1 a second (20 of 25 blocked), gold 250 of 250', () => {
    const { per } = run(scenarioOf('gateway-nm-unlimited'));
    expect(maxPerSecond(per[0])).toBe(1);
    expect([per[0].passed + per[0].blocked, per[0].blocked]).toEqual([25, 20]);
    expect([per[1].passed, per[1].blocked]).toEqual([250, 0]);
    expect(maxPerSecond(per[1])).toBe(50);
  });

  it('rule order: route-wide checked first; 1.1.1.1 blocked 15 by its IP rule and 25 by the route; 2.2.2.2 5 of 10', () => {
    const s = scenarioOf('gateway-rule-order');
    // GatewayFlowSlot's check order: the route-wide rule ($D, the last index, 1) comes first
    expect(
      chainSimOf(s)
        .gatewayFlow.manager.getConvertedParamRules('orders')
        .map((r) => r.paramIdx),
    ).toEqual([1, 0]);
    const { per } = run(s);
    const [noisy, quiet] = per;
    expect(maxPerSecond(noisy)).toBe(2);
    expect(noisy.byRule.get(1)).toBe(15);
    expect(noisy.byRule.get(0)).toBe(25);
    expect([quiet.passed, quiet.blocked, quiet.byRule.get(0)]).toEqual([5, 5, 5]);
    // only 3 requests a second pass in all, though the route allows 6
    for (let sec = 0; sec < 5; sec++) expect(noisy.passedPerSecond[sec] + quiet.passedPerSecond[sec]).toBe(3);
    // without the route-wide rule the quiet IP passes more, blocked only by its own IP rule (now rule 0)
    const alone = run(scenarioOf('gateway-rule-order', (x) => x.gatewayFlowRules!.shift()));
    expect(alone.per[1].passed).toBeGreaterThan(quiet.passed);
    expect([...alone.per[1].byRule.keys()]).toEqual([0]);
    expect(maxPerSecond(alone.per[0])).toBe(2);
  });

  it('resourceMode mismatch: all 100 pass; with resourceMode 0 both rules limit', () => {
    const { lim, per } = run(scenarioOf('gateway-mode-mismatch'));
    expect([per[0].passed, per[0].blocked]).toEqual([100, 0]);
    for (let i = 0; i < lim.requests.count; i++) expect(lim.chain!.log.stoppedBy[i]).toBe(NOT_STOPPED);
    const fixed = run(scenarioOf('gateway-mode-mismatch', (s) => (s.gatewayFlowRules![1].resourceMode = 0)));
    expect(fixed.per[0].blocked).toBeGreaterThan(0);
    expect(maxPerSecond(fixed.per[0])).toBe(1);
    // the route-wide rule alone limits to 5 a second: it is the other rule's mode that switched it off
    const routeOnly = run(scenarioOf('gateway-mode-mismatch', (s) => s.gatewayFlowRules!.pop()));
    expect(maxPerSecond(routeOnly.per[0])).toBe(5);
  });

  it('interval: as-pushed passes all 140; as-meant 10 by 4.5 s, none until more than 60 s, then 10 again', () => {
    const s = scenarioOf('gateway-interval');
    const { lim, per } = run(s);
    const [pushed, meant] = per;
    expect([pushed.passed, pushed.blocked]).toEqual([140, 0]);
    expect(meant.passed).toBe(20);
    const a = trafficOf(s);
    const meantPasses: number[] = [];
    for (let i = 0; i < a.count; i++)
      if (a.source![i] === 1 && lim.requests.outcome[i] !== Outcome.Blocked) meantPasses.push(lim.requests.tMs[i]);
    expect(meantPasses[9]).toBe(4500);
    expect(meantPasses[10]).toBeGreaterThan(60_000);
    // the dashboard entity's fields, given as a data source holds them, are ignored: the rule stays intervalSec 1
    const entity = parseScenario({
      version: 1,
      gatewayFlowRules: [{ resource: 'r', count: 10, interval: 1, intervalUnit: 1 }],
    });
    expect(entity.ok && entity.value.gatewayFlowRules![0].intervalSec).toBe(1);
  });

  it('tour stops are in time order and inside the run', () => {
    for (const p of PRESETS) {
      const { durationMs } = p.build();
      expect(p.tour.length).toBeGreaterThanOrEqual(2);
      p.tour.forEach((t, i) => {
        expect(t.atMs).toBeLessThanOrEqual(durationMs);
        if (i > 0) expect(t.atMs).toBeGreaterThan(p.tour[i - 1].atMs);
      });
    }
  });
});

describe('the slot chain names the gateway rules it loaded', () => {
  it('the label counts gateway flow rules (it said "no rule loaded" with only a gateway rule)', () => {
    const { lim } = run(scenarioOf('gateway-prefix'));
    const n = scenarioOf('gateway-prefix').gatewayFlowRules?.length ?? 0;
    expect(n).toBeGreaterThan(0);
    expect(labelText(lim.label)).toContain(`${n} gateway flow rule`);
    expect(labelText(lim.label)).not.toContain('no rule loaded');
  });
});
