import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../src/engine/scenario';
import { applyChoice, CHOICES, currentChoice } from '../../src/ui/lib/limiter-choice';

describe('limiter picker', () => {
  it('offers the slot chain among the Sentinel choices', () => {
    expect(CHOICES.find((c) => c.value === 'sentinel-chain')).toEqual({
      value: 'sentinel-chain',
      group: 'Sentinel',
      label: 'All Sentinel rules (slot chain)',
    });
  });

  it('choosing the slot chain selects chain:0 and changes no rule', () => {
    const s: Scenario = {
      ...defaultScenario(),
      degradeRules: [
        {
          resource: 'demo',
          limitApp: 'default',
          grade: 0,
          count: 100,
          timeWindow: 5,
          minRequestAmount: 5,
          slowRatioThreshold: 0.5,
          statIntervalMs: 1000,
          regex: false,
        },
      ],
    };
    const t = applyChoice(s, 'sentinel-chain');
    expect(t.view.limiter).toEqual({ kind: 'chain', index: 0 });
    expect(t.rules).toBe(s.rules);
    expect(t.degradeRules).toBe(s.degradeRules);
    expect(t.guava).toBe(s.guava);
    expect(currentChoice(t)).toBe('sentinel-chain');
  });

  it('from the chain, a Sentinel behaviour edits flow rule 0 and selects it', () => {
    const chain = applyChoice(defaultScenario(), 'sentinel-chain');
    const t = applyChoice(chain, 'sentinel-2');
    expect(t.view.limiter).toEqual({ kind: 'sentinel', index: 0 });
    expect(t.rules[0].controlBehavior).toBe(2);
  });
});
