import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../src/engine/scenario';
import { applyChoice, CHOICES, currentChoice } from '../../src/ui/lib/limiter-choice';
import { tIn } from '../../src/ui/i18n/lang';

describe('limiter picker', () => {
  it('offers the slot chain among the Sentinel choices', () => {
    const chain = CHOICES.find((c) => c.value === 'sentinel-chain');
    expect(chain).toEqual({ value: 'sentinel-chain', group: 'Sentinel', labelKey: 'limiter.sentinel-chain' });
    expect(tIn('en', chain!.labelKey)).toBe('All Sentinel rules (slot chain)');
  });

  it('names the behaviours with the dashboard’s 流控效果 in 中文, controlBehavior kept in both', () => {
    const label = (lang: 'en' | 'zh', value: string) => tIn(lang, CHOICES.find((c) => c.value === value)!.labelKey);
    expect(label('en', 'sentinel-0')).toBe('Reject (controlBehavior 0)');
    expect(label('zh', 'sentinel-0')).toBe('快速失败 (controlBehavior 0)');
    expect(label('zh', 'sentinel-1')).toBe('Warm Up (controlBehavior 1)');
    expect(label('zh', 'sentinel-2')).toBe('排队等待 (controlBehavior 2)');
    expect(label('zh', 'guava-warmingUp')).toBe('SmoothWarmingUp');
    // every option has words in both languages (a missing message would show its key)
    for (const c of CHOICES)
      for (const lang of ['en', 'zh'] as const) expect(tIn(lang, c.labelKey)).not.toBe(c.labelKey);
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
