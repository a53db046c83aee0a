import { describe, expect, it } from 'vitest';
import { breakerEngineOf } from '../../../src/engine/limiters/rule-engines';
import {
  allRuleModules,
  DEFAULT_SENTINEL_VERSION,
  degradeModuleOf,
  degradeVersionOf,
} from '../../../src/engine/limiters/rule-registry';
import { newCompletionExplain } from '../../../src/engine/sentinel/degrade/breaker-explain';
import { breakerFor } from '../sentinel/degrade/helpers';

describe('degrade rule modules', () => {
  it('each 1.8 grade is the module whose declared class Sentinel loads for it', () => {
    for (const grade of [0, 1, 2]) {
      const { cb } = breakerFor({ grade, count: grade === 1 ? 0.5 : 10 });
      const m = degradeModuleOf('1.8.9', grade);
      expect(m?.upstream.className.endsWith(`.${cb.className}`)).toBe(true);
      expect(degradeModuleOf('1.8.6', grade)).toBe(m);
    }
  });

  it('1.7.2 rules of every grade are the legacy module; no module has grade 3', () => {
    for (const grade of [0, 1, 2]) expect(degradeModuleOf('1.7.2', grade)?.kind).toBe('degrade-legacy');
    expect(degradeModuleOf('1.8.9', 3)).toBeNull();
    expect(degradeModuleOf('1.7.2', 3)).toBeNull();
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

  it('resolves a version no module knows to the default, and a known one to itself', () => {
    expect(degradeVersionOf(undefined)).toBe(DEFAULT_SENTINEL_VERSION);
    expect(degradeVersionOf('9.9.9')).toBe(DEFAULT_SENTINEL_VERSION);
    expect(degradeVersionOf('1.7.2')).toBe('1.7.2');
    expect(degradeVersionOf('1.8.6')).toBe('1.8.6');
  });

  it('the cores hold identity only: no words, sliders or charts', () => {
    for (const m of allRuleModules()) {
      expect(Object.keys(m).sort()).toEqual(['grades', 'kind', 'ruleList', 'sentinelVersions', 'upstream']);
      for (const g of m.grades) expect(g).toBeTypeOf('number');
    }
  });
});
