/** The header's and the As code panel's names come through the catalogs, in both languages (issue 21). */
import { describe, expect, it } from 'vitest';
import { CHOICES } from '../../src/ui/lib/limiter-choice';
import { tIn } from '../../src/ui/i18n/lang';
import { AS_CODE_TARGETS } from '../../src/engine/as-code/registry';

describe('picker groups', () => {
  it('every group of the picker has its name in English and 中文', () => {
    const groups = [...new Set(CHOICES.map((c) => c.group))];
    expect(groups.length).toBeGreaterThan(5);
    for (const g of groups)
      for (const lang of ['en', 'zh'] as const)
        expect(tIn(lang, `picker.group.${g}`), `${lang} ${g}`).not.toMatch(/^picker\.group\./);
    expect(tIn('zh', 'picker.group.Textbook (teaching, no upstream)')).toBe('教学算法（无上游实现）');
  });
  it('every As code target has its name in both languages, the engine’s own label in English', () => {
    for (const tg of AS_CODE_TARGETS) {
      expect(tIn('en', `ascode.target.${tg.id}`)).toBe(tg.label);
      expect(tIn('zh', `ascode.target.${tg.id}`)).not.toMatch(/^ascode\.target\./);
    }
  });
});
