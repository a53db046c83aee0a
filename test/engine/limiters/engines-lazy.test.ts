/**
 * Each limiter's engine half loads lazily (engines.ts): a caller awaits `ensureEngines(scenario, families)`, then
 * simulate() and explainRequest run synchronously. Every test here starts from fresh modules (the setup file has
 * loaded every engine half into the shared ones), so nothing is loaded that the test did not ask for.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../../src/engine/scenario';

async function fresh() {
  vi.resetModules();
  const engines = await import('../../../src/engine/limiters/engines');
  const sim = await import('../../../src/engine/sim/simulate');
  const { explainRequest } = await import('../../../src/engine/explain');
  const { parseScenario } = await import('../../../src/engine/scenario/parse');
  const { defaultScenario } = await import('../../../src/engine/scenario/defaults');
  const { modulesOf } = await import('../../../src/engine/limiters/registry');
  const { loadConfigSchemas } = await import('../../../src/engine/limiters/limiters-schema');
  return { ...engines, ...sim, explainRequest, parseScenario, defaultScenario, modulesOf, loadConfigSchemas };
}

type Fresh = Awaited<ReturnType<typeof fresh>>;

/** The default scenario (a flow rule and a Guava limiter), one of each `limiters` and `guava` type alone, and rules. */
function scenarios(f: Fresh): [string, Scenario][] {
  const d = f.defaultScenario();
  const parsed = (input: unknown): Scenario => {
    const p = f.parseScenario(input);
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    return p.value;
  };
  return [
    ['default', d],
    ...f
      .modulesOf('limiters')
      .map((m): [string, Scenario] => [
        m.kind,
        parsed({ ...d, rules: [], guava: [], limiters: [{ type: m.config!.type }] }),
      ]),
    ...f.modulesOf('guava').map((m): [string, Scenario] => {
      const item = m.config!.type === d.guava[0].type ? d.guava[0] : { type: m.config!.type, permitsPerSecond: 5 };
      return [m.kind, parsed({ ...d, rules: [], guava: [item] })];
    }),
    // a rule of each Sentinel flow module: loaded as Sentinel would, the run picks the module by its controller
    ...[0, 1, 2, 3].map((controlBehavior): [string, Scenario] => [
      `rule controlBehavior ${controlBehavior}`,
      parsed({ ...d, guava: [], rules: [{ ...d.rules[0], controlBehavior, maxQueueingTimeMs: 500 }] }),
    ]),
  ];
}

describe('engine halves load when a scenario first uses them', () => {
  it('a run whose engine halves are not loaded says which kind is missing', async () => {
    const f = await fresh();
    const s = f.defaultScenario();
    expect(() => f.simulate(s, f.ALL_FAMILIES)).toThrow(/engine of [\w-]+ is not loaded/);
  });

  it('loads only what the scenario uses', async () => {
    const f = await fresh();
    const kinds = f.engineKinds(f.defaultScenario(), f.DEFAULT_FAMILIES);
    expect(kinds.has('guava-warming-up')).toBe(true);
    expect(kinds.has('sentinel-default')).toBe(true);
    expect(kinds.has('sentinel-chain')).toBe(false); // asked for only with the chain
    expect(kinds.has('bucket4j')).toBe(false);
    expect(f.engineKinds(f.defaultScenario(), f.ALL_FAMILIES).has('sentinel-chain')).toBe(true);
  });

  it('after ensureEngines, every family of every limiter runs and explains synchronously', async () => {
    const probe = await fresh();
    await probe.loadConfigSchemas(); // the `limiters` items' schemas, which the worker loads as it starts
    const cases = scenarios(probe);
    expect(cases.length).toBeGreaterThan(15);
    for (const [name, s] of cases) {
      // fresh modules for each scenario: what it needs must be what engineKinds names, nothing loaded before
      const f = await fresh();
      // the chain alone, as Compare runs `chain:0`: its flow rules still need the flow modules
      const chainOnly = { sentinel: false, guava: false, chain: true, limiters: false };
      for (const families of [chainOnly, f.DEFAULT_FAMILIES, f.ALL_FAMILIES]) {
        await f.ensureEngines(s, families);
        const result = f.simulate(s, families);
        if (families !== chainOnly) expect(result.limiters.length, name).toBeGreaterThan(0);
      }
      for (const l of f.simulate(s, f.ALL_FAMILIES).limiters) {
        if (l.requests.count === 0) continue;
        expect(() => f.explainRequest(s, l.id, 0), `${name} ${l.id}`).not.toThrow();
      }
    }
  });

  it('a `limiters` item is not validated before its schema is loaded: it says which kind, then parses', async () => {
    const f = await fresh();
    const input = { ...f.defaultScenario(), limiters: [{ type: 'goRate' }] };
    expect(() => f.parseScenario(input)).toThrow(/config schema of go-rate is not loaded/);
    await f.loadConfigSchemas();
    const parsed = f.parseScenario(input);
    expect(parsed.ok && parsed.value.limiters?.[0]).toMatchObject({ type: 'goRate', limit: 10, burst: 10 });
  });

  it('loadAllEngines runs any scenario', async () => {
    const f = await fresh();
    await f.loadAllEngines();
    for (const [name, s] of scenarios(f))
      expect(f.simulate(s, f.ALL_FAMILIES).limiters.length, name).toBeGreaterThan(0);
  });
});
