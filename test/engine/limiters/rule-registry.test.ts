import { describe, expect, it } from 'vitest';
import { breakerEngineOf } from '../../../src/engine/limiters/rule-engines';
import {
  allRuleModules,
  breakerChartOf,
  degradeControlsOf,
  degradeModuleOf,
  degradeRuleFields,
  type RuleModuleKind,
} from '../../../src/engine/limiters/rule-registry';
import { RULE_MESSAGES } from '../../../src/ui/limiters/rule-messages';
import { newCompletionExplain } from '../../../src/engine/sentinel/degrade/breaker-explain';
import { breakerFor } from '../sentinel/degrade/helpers';

const names = (version: string | undefined, grade: number) =>
  degradeControlsOf(version, grade).grade.controls.map((c) => c.name);

describe('degrade rule modules', () => {
  it('each 1.8 grade is the module whose declared class Sentinel loads for it', () => {
    for (const grade of [0, 1, 2]) {
      const { cb } = breakerFor({ grade, count: grade === 1 ? 0.5 : 10 });
      const m = degradeModuleOf('1.8.9', grade);
      expect(m?.module.upstream.className.endsWith(`.${cb.className}`)).toBe(true);
      expect(degradeModuleOf('1.8.6', grade)?.module).toBe(m?.module);
    }
  });

  it('1.7.2 rules of every grade are the legacy module; no module has grade 3', () => {
    for (const grade of [0, 1, 2]) expect(degradeModuleOf('1.7.2', grade)?.module.kind).toBe('degrade-legacy');
    expect(degradeModuleOf('1.8.9', 3)).toBeNull();
    expect(degradeModuleOf('1.7.2', 3)).toBeNull();
  });

  it('declares the sliders each version reads for each grade', () => {
    expect(names('1.8.9', 0)).toEqual([
      'count',
      'slowRatioThreshold',
      'timeWindow',
      'minRequestAmount',
      'statIntervalMs',
    ]);
    expect(names(undefined, 1)).toEqual(['count', 'timeWindow', 'minRequestAmount', 'statIntervalMs']);
    expect(names('1.7.2', 0)).toEqual(['count', 'rtSlowRequestAmount', 'timeWindow']);
    expect(names('1.7.2', 1)).toEqual(['count', 'timeWindow', 'minRequestAmount']);
    expect(names('1.7.2', 2)).toEqual(['count', 'timeWindow']);
    // an unknown grade (an invalid rule being edited) keeps the plain error-count sliders, without a name
    expect(degradeControlsOf('1.8.9', 7)).toMatchObject({ nameKey: null });
    expect(names('1.8.9', 7)).toEqual(names('1.8.9', 2));
    expect(names('1.7.2', 7)).toEqual(names('1.7.2', 2));
  });

  it('gives count the unit of what it means per grade', () => {
    const count = (v: string, g: number) => degradeControlsOf(v, g).grade.controls.find((c) => c.name === 'count');
    expect(count('1.8.9', 0)).toMatchObject({ unit: 'ms', max: 2000 });
    expect(count('1.8.9', 1)).toMatchObject({ unit: '', max: 1 });
    expect(count('1.8.9', 2)).toMatchObject({ unit: 'errors', max: 200 });
    expect(degradeRuleFields()).toEqual(
      new Set([
        'count',
        'slowRatioThreshold',
        'timeWindow',
        'minRequestAmount',
        'statIntervalMs',
        'rtSlowRequestAmount',
      ]),
    );
  });

  it('every module has every message in both languages and every control hint among them or shared', () => {
    for (const m of allRuleModules()) {
      const messages = RULE_MESSAGES[m.kind as RuleModuleKind];
      expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
      for (const g of m.grades) expect(messages.en[g.nameKey]).toBeTypeOf('string');
    }
  });

  it("the breaker engines name what each grade compares, and a slow probe's RT against maxAllowedRt", () => {
    expect(breakerEngineOf(0)).toMatchObject({ threshold: 'slowRatioThreshold', ratio: true });
    expect(breakerEngineOf(1)).toMatchObject({ threshold: 'count', ratio: true });
    expect(breakerEngineOf(2)).toMatchObject({ threshold: 'count', ratio: false });
    const { cb } = breakerFor({ grade: 0, count: 99.5 });
    const c = { ...newCompletionExplain(), rtMs: 140 };
    // Java's Math.round(99.5) is 100
    expect(breakerEngineOf(0).reopened(cb, c).params).toEqual({ rt: 140, maxAllowedRt: 100 });
    expect(breakerEngineOf(2).reopened(cb, c).key).toBe('explain.breaker.reopenedError');
    expect(() => breakerEngineOf(5)).toThrow(RangeError);
  });

  it('declares how the breaker chart reads each grade (a legacy track reads as the 1.8 grade)', () => {
    expect(breakerChartOf(0)).toMatchObject({
      ratio: true,
      threshold: 'slowRatioThreshold',
      badOfTotalKey: 'breaker.tip.slowOfTotal',
    });
    expect(breakerChartOf(1)).toMatchObject({ ratio: true, threshold: 'count', valueKey: 'breaker.value.errorRatio' });
    expect(breakerChartOf(2)).toMatchObject({ ratio: false, threshold: 'count', valueKey: 'breaker.value.errors' });
    for (const g of degradeModuleOf('1.7.2', 0)?.module.grades ?? []) expect(g.chart).toBeNull();
  });
});
