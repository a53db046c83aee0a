/**
 * The rule modules' views (ui/limiters/rule-views.ts): the sliders and breaker-chart parts each Sentinel version
 * and grade reads, found through the engine cores (which module a rule is) and shown by the views (how).
 */
import { describe, expect, it } from 'vitest';
import { allRuleModules, degradeModuleOf } from '../../src/engine/limiters/rule-registry';
import { RULE_MESSAGES } from '../../src/ui/limiters/rule-messages';
import { breakerChartOf, degradeControlsOf, degradeRuleFields, RULE_VIEWS } from '../../src/ui/limiters/rule-views';

const names = (version: string | undefined, grade: number) =>
  degradeControlsOf(version, grade).grade.controls.map((c) => c.name);

describe('rule module views', () => {
  it("each view has one entry per grade of its core, in the core's order, under its own kind", () => {
    expect(Object.keys(RULE_VIEWS).sort()).toEqual(
      allRuleModules()
        .map((m) => m.kind)
        .sort(),
    );
    for (const m of allRuleModules()) {
      const view = RULE_VIEWS[m.kind];
      expect(view.kind).toBe(m.kind);
      expect(view.grades.map((g) => g.grade)).toEqual([...m.grades]);
    }
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
      const messages = RULE_MESSAGES[m.kind];
      expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
      for (const g of RULE_VIEWS[m.kind].grades) expect(messages.en[g.nameKey]).toBeTypeOf('string');
    }
  });

  it('declares how the breaker chart reads each grade (a legacy track reads as the 1.8 grade)', () => {
    expect(breakerChartOf(0)).toMatchObject({
      ratio: true,
      threshold: 'slowRatioThreshold',
      badOfTotalKey: 'breaker.tip.slowOfTotal',
    });
    expect(breakerChartOf(1)).toMatchObject({ ratio: true, threshold: 'count', valueKey: 'breaker.value.errorRatio' });
    expect(breakerChartOf(2)).toMatchObject({ ratio: false, threshold: 'count', valueKey: 'breaker.value.errors' });
    expect(degradeModuleOf('1.7.2', 0)?.kind).toBe('degrade-legacy');
    for (const g of RULE_VIEWS['degrade-legacy'].grades) expect(g.chart).toBeNull();
  });
});
