/**
 * The quick comparisons of the other libraries' limiters: each row is a scenario the engine accepts, on the
 * same arrivals as the current one, showing the limiter it names; and the rows differ as the upstreams do
 * (Guava starts empty, x/time/rate full; resilience4j's fixed cycles let 2 × count through at an edge, the
 * sliding window does not).
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { Outcome } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { buildComparison, defaultPreset, presetVariants, type Focus } from '../../src/ui/compare/variants';
import { galleryPreset } from '../../src/ui/gallery/presets';

function rows(base: Scenario, id: 'guava-vs-go-rate' | 'r4j-vs-sentinel', focus: Focus) {
  const c = buildComparison(base, presetVariants(id, base, focus));
  expect(c.ok).toBe(true);
  return c.inputs.map((input, i) => {
    const p = parseScenario(input);
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const lim = simulate(p.value).limiters.find((l) => l.id === c.variants[i].limiterId)!;
    expect(lim, c.variants[i].limiterId).toBeDefined();
    return lim;
  });
}

function burstAt(base: Scenario, atMs: number, count: number): Scenario['traffic'] {
  const { steps: _steps, process: _process, ...attrs } = base.traffic[0] as Record<string, unknown>;
  return [{ ...attrs, type: 'burst', atMs, count, spreadMs: 0 } as unknown as Scenario['traffic'][number]];
}

describe('compare: the other limiters beside Sentinel and Guava', () => {
  it('Guava vs x/time/rate at the rule’s count: only 1 of 10 passes at once from Guava, 5 from x/time/rate', () => {
    const d = defaultScenario();
    const base: Scenario = { ...d, rules: [{ ...d.rules[0], count: 5 }], traffic: burstAt(d, 0, 10) };
    const [guava, go] = rows(base, 'guava-vs-go-rate', { kind: 'sentinel', index: 0 });
    expect(guava.kind).toBe('guava-bursty');
    expect(go.kind).toBe('go-rate');
    expect(Array.from(guava.requests.outcome).filter((o) => o === Outcome.Passed)).toHaveLength(1);
    expect(Array.from(go.requests.outcome).filter((o) => o === Outcome.Passed)).toHaveLength(5);
    // a debt of k tokens at 5/s waits k × 200 ms; Guava's 10th caller waits for 9 permits
    expect(go.requests.waitMs[9]).toBe(1000);
    expect(guava.requests.waitMs[9]).toBe(1800);
  });

  it('resilience4j cycle edge vs Sentinel: 10 vs 5 pass from the cycle-edge example’s traffic', () => {
    const base = parseScenario(galleryPreset('resilience4j-cycle-edge')!.build());
    if (!base.ok) throw new Error('preset');
    const focus: Focus = { kind: 'limiters', index: 0 };
    expect(defaultPreset(base.value, focus)).toBe('r4j-vs-sentinel');
    const [r4j, sentinel] = rows(base.value, 'r4j-vs-sentinel', focus);
    expect(r4j.kind).toBe('resilience4j');
    expect(sentinel.kind).toBe('sentinel-default');
    expect(r4j.summary.passed).toBe(10);
    expect(sentinel.summary.passed).toBe(5);
  });

  it('x/time/rate on screen opens on Guava vs x/time/rate, at its own limit', () => {
    const s = parseScenario(galleryPreset('go-rate-full-start')!.build());
    if (!s.ok) throw new Error('preset');
    const focus: Focus = { kind: 'limiters', index: 0 };
    expect(defaultPreset(s.value, focus)).toBe('guava-vs-go-rate');
    const [guava, go] = presetVariants('guava-vs-go-rate', s.value, focus);
    expect(go.limiterId).toBe('limiters:0');
    expect(JSON.stringify(guava.patch)).toContain('"permitsPerSecond":5');
  });
});
