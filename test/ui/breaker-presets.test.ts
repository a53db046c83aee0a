import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import type { BreakerTrack } from '../../src/engine/sim/chain-result';
import { simulate } from '../../src/engine/sim/simulate';
import { PRESET_MENU, presetLabelKey } from '../../src/ui/lib/breaker-preset-menu';
import { SCENARIO_PRESETS, scenarioPreset } from '../../src/ui/lib/breaker-presets';
import { tIn } from '../../src/ui/i18n/lang';
import { OUTCOME_STYLES } from '../../src/ui/lib/outcome';

const CLOSED = 0;
const OPEN = 1;
const HALF_OPEN = 2;

function parsed(id: string): Scenario {
  const r = parseScenario(scenarioPreset(id)!.build(defaultScenario()));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function breaker(s: Scenario): BreakerTrack {
  const result = simulate(s, { sentinel: false, guava: false, chain: true });
  const chain = result.limiters.find((l) => l.id === 'chain:0');
  expect(chain?.chain).toBeDefined();
  return chain!.chain!.breakers[0];
}

/** The breaker's state changes as [tMs, from, to]. */
function transitions(b: BreakerTrack): [number, number, number][] {
  const t = b.transitions;
  return Array.from({ length: t.count }, (_, i) => [t.tMs[i], t.from[i], t.to[i]]);
}

describe('slot-chain presets', () => {
  it.each(SCENARIO_PRESETS.map((p) => p.id))('%s is a valid scenario that shows the slot chain', (id) => {
    const r = parseScenario(scenarioPreset(id)!.build(defaultScenario()));
    expect(r.ok ? [] : r.issues).toEqual([]);
    // the one note a system preset earns: highestSystemLoad is the OS load, and BBR decides above it
    const unexpected = r.ok ? r.warnings.filter((w) => w.path.join('.') !== 'systemRules.0.highestSystemLoad') : [];
    expect(unexpected).toEqual([]);
    expect(r.ok && r.value.view.limiter).toEqual({ kind: 'chain', index: 0 });
  });

  it('keeps what is not part of the experiment (version, seed, Guava) and rewinds the cursor', () => {
    const base = { ...defaultScenario(), seed: 7, sentinelVersion: '1.8.6' as const };
    base.view = { ...base.view, cursorMs: 12_000, tickMs: 50 };
    const s = scenarioPreset('error-burst')!.build(base);
    expect(s).toMatchObject({ seed: 7, sentinelVersion: '1.8.6', guava: base.guava });
    expect(s.view).toEqual({ limiter: { kind: 'chain', index: 0 }, cursorMs: 0, tickMs: 50 });
  });

  it('each breaker preset has one degrade rule on the flow rule’s resource, and one incident', () => {
    for (const id of ['slow-downstream', 'error-burst', 'error-count']) {
      const s = parsed(id);
      expect(s.degradeRules).toHaveLength(1);
      expect(s.degradeRules[0].resource).toBe(s.rules[0].resource);
      expect(s.incidents).toHaveLength(1);
      expect(s.traffic).toMatchObject([{ type: 'constant', qps: 20 }]);
    }
    expect(parsed('slow-downstream').degradeRules[0]).toMatchObject({
      grade: 0,
      count: 100,
      slowRatioThreshold: 0.5,
      timeWindow: 5,
      minRequestAmount: 5,
      statIntervalMs: 1000,
    });
    expect(parsed('error-count').degradeRules[0]).toMatchObject({ grade: 2, count: 10, statIntervalMs: 1000 });
  });

  it('slow downstream: OPEN just after 20 s, failing HALF_OPEN probes every 5 s while slow, CLOSED after 40 s', () => {
    const steps = transitions(breaker(parsed('slow-downstream')));
    const first = steps[0];
    expect(first[2]).toBe(OPEN);
    expect(first[0]).toBeGreaterThanOrEqual(20_000);
    expect(first[0]).toBeLessThan(21_000);
    const probes = steps.filter(([, from, to]) => from === OPEN && to === HALF_OPEN).map(([t]) => t);
    // a probe starts 5 s (timeWindow) after each trip, i.e. about every 5.3 s while each probe takes 300 ms
    for (let i = 1; i < probes.length; i++) expect(probes[i] - probes[i - 1]).toBeGreaterThanOrEqual(5_000);
    const during = steps.filter(([t, from]) => from === HALF_OPEN && t < 40_000);
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(during.every(([, , to]) => to === OPEN)).toBe(true);
    const last = steps[steps.length - 1];
    expect(last[1]).toBe(HALF_OPEN);
    expect(last[2]).toBe(CLOSED);
    expect(last[0]).toBeGreaterThan(40_000);
    expect(last[0]).toBeLessThan(46_000);
  });

  it.each(['error-burst', 'error-count'])(
    '%s: the breaker opens during the incident and is CLOSED at the end',
    (id) => {
      const b = breaker(parsed(id));
      const steps = transitions(b);
      expect(steps[0][2]).toBe(OPEN);
      expect(steps[0][0]).toBeGreaterThanOrEqual(20_000);
      expect(steps[0][0]).toBeLessThan(22_000);
      expect(b.state[b.state.length - 1]).toBe(CLOSED);
    },
  );

  it('authority black list: every appB call is blocked, no appA call', () => {
    const s = parsed('authority-black-list');
    expect(s.traffic.map((t) => t.origin)).toEqual(['appA', 'appB']);
    expect(s.authorityRules).toMatchObject([{ resource: 'demo', limitApp: 'appB', strategy: 1 }]);
    const result = simulate(s, { sentinel: false, guava: false, chain: true });
    const chain = result.limiters.find((l) => l.id === 'chain:0')!;
    const c = chain.chain!;
    const appB = c.origins.indexOf('appB');
    const AUTHORITY = 4;
    let blockedB = 0;
    let blockedA = 0;
    let callsB = 0;
    for (let i = 0; i < c.log.origin.length; i++) {
      const stopped = c.log.stoppedBy[i] === AUTHORITY;
      if (c.log.origin[i] === appB) {
        callsB++;
        if (stopped) blockedB++;
      } else if (stopped) blockedA++;
    }
    expect(callsB).toBeGreaterThan(0);
    expect(blockedB).toBe(callsB);
    expect(blockedA).toBe(0);
  });
});

describe('preset words', () => {
  it('every preset and group has a name and a hint in both languages, with its numbers filled in', () => {
    for (const p of SCENARIO_PRESETS) {
      for (const lang of ['en', 'zh'] as const) {
        expect(tIn(lang, p.labelKey)).not.toBe(p.labelKey);
        expect(tIn(lang, `preset.group.${p.group}`)).not.toBe(`preset.group.${p.group}`);
        expect(tIn(lang, p.hintKey, p.hintParams)).not.toMatch(/[{}]\w/);
      }
    }
    const bbr = scenarioPreset('system-load-bbr')!;
    expect(tIn('en', bbr.hintKey, bbr.hintParams)).toMatch(/^200 QPS inbound .* from 1 to 8 at 15 s and back at 35 s/);
    expect(tIn('zh', bbr.hintKey, bbr.hintParams)).toContain('highestSystemLoad 4');
    expect(tIn('en', 'preset.group.degrade')).toBe('Circuit breaker (DegradeRule)');
    expect(tIn('zh', scenarioPreset('authority-black-list')!.labelKey)).toBe('授权：黑名单');
  });
  it('the three outcomes are named by messages, in both languages', () => {
    expect(OUTCOME_STYLES.map((s) => tIn('en', s.nameKey))).toEqual(['passed', 'waited', 'blocked']);
    expect(OUTCOME_STYLES.map((s) => tIn('zh', s.nameKey))).toEqual(['通过', '等待后通过', '被拒绝']);
  });
});

describe('the presets menu (first screen) and the presets (their own chunk)', () => {
  it('list the same presets in the same order, with the same groups and names', () => {
    expect(PRESET_MENU.map((p) => [p.id, p.group, presetLabelKey(p.id)])).toEqual(
      SCENARIO_PRESETS.map((p) => [p.id, p.group, p.labelKey]),
    );
  });
});
