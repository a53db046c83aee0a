/**
 * The rule modules' words reach the page: every grade name and slider hint a rule module declares (degrade,
 * hot-parameter and gateway rules) is found by the page's lookup in English and 中文, not shown as its raw key.
 * Before the rule modules' messages were listed with the views they were only merged into the test catalog,
 * and the degrade controls showed `degrade.grade0`, `degrade.count.maxRt`, … as is.
 */
import { describe, expect, it } from 'vitest';
import { allRuleModules } from '../../src/engine/limiters/rule-registry';
import { tIn } from '../../src/ui/i18n/lang';
import { RULE_MESSAGES } from '../../src/ui/limiters/rule-messages';
import { RULE_VIEWS } from '../../src/ui/limiters/rule-views';

describe('rule modules’ words', () => {
  it('every rule module has its words listed', () => {
    expect(Object.keys(RULE_MESSAGES).sort()).toEqual(
      allRuleModules()
        .map((m) => m.kind)
        .sort(),
    );
  });

  for (const m of allRuleModules())
    it(`${m.kind}: grade names and slider hints in both languages`, () => {
      const keys = RULE_VIEWS[m.kind].grades.flatMap((g) => [
        g.nameKey,
        ...g.controls.filter((c) => !c.hintIsText).map((c) => c.hint),
      ]);
      expect(keys.length).toBeGreaterThan(0);
      for (const lang of ['en', 'zh'] as const)
        for (const key of keys) expect(tIn(lang, key), `${lang} ${key}`).not.toBe(key);
    });
});
