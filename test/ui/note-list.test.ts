import { describe, expect, it } from 'vitest';
import { cappedNotes } from '../../src/ui/lib/note-list';
import { pastedRules } from '../../src/engine/scenario/rule-paste';
import { tIn } from '../../src/ui/i18n/lang';

const more = (n: number) => `+${n}`;

describe('cappedNotes', () => {
  it('lists up to the cap as they are, and past it the first ones and how many more (kept or only counted)', () => {
    const lines = Array.from({ length: 25 }, (_, i) => `n${i}`);
    expect(cappedNotes(lines.slice(0, 10), 0, more)).toEqual(lines.slice(0, 10));
    expect(cappedNotes(lines, 0, more)).toEqual([...lines.slice(0, 10), '+15']);
    expect(cappedNotes(lines.slice(0, 3), 99_997, more)).toEqual([...lines.slice(0, 3), '+99997']);
  });

  it('"and N more" is plural-aware in English and present in 中文', () => {
    expect(tIn('en', 'imports.rules.more', { count: 1 })).toBe('and 1 more note');
    expect(tIn('en', 'imports.rules.more', { count: 4900 })).toBe('and 4900 more notes');
    expect(tIn('zh', 'imports.rules.more', { count: 3 })).toBe('另有 3 条说明');
  });
});

describe('pastedRules (read in the worker)', () => {
  it("a Spring YAML that cannot be read says why; a JSON text is left to the editor's own messages", async () => {
    const bomb = ['spring: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `k${i}: &a${i} [${Array(10)
          .fill(i === 1 ? '*a' : `*a${i - 1}`)
          .join(', ')}]`,
      );
    const yaml = await pastedRules('rules', bomb.join('\n'));
    expect(yaml.ok).toBe(false);
    expect(!yaml.ok && yaml.error).toMatch(/[Ee]xcessive alias count/);
    const json = await pastedRules('rules', '{"flowRules": 3}');
    expect(json).toEqual({ ok: false, error: null });
  });
});
