import * as yaml from 'yaml';
import { describe, expect, it } from 'vitest';
import { importRules, MAX_YAML_CHARS, parseYaml } from '../../../../src/engine/scenario/rule-import';
import { MAX_YAML_PROBLEMS } from '../../../../src/engine/scenario/rule-import/spring';

const DS = 'spring.cloud.sentinel.datasource';

describe('Spring YAML with the yaml package', () => {
  it('flattens nested mappings to dotted keys and keeps block scalars', () => {
    const c = parseYaml('a:\n  b:\n    c: "x # y"\n  d: |\n    [1]\n', yaml);
    expect(c.entries.get('a.b.c')).toBe('x # y');
    expect(c.entries.get('a.d')?.trim()).toBe('[1]');
    expect(c.problems).toEqual([]);
  });

  it('reads rules written as a YAML list like an inline JSON array', async () => {
    const text = `spring:\n  cloud:\n    sentinel:\n      datasource:\n        d:\n          file:\n            rule-type: flow\n            rules:\n              - resource: GET:/a\n                count: 4\n`;
    const r = await importRules(text);
    expect(r.ok).toBe(true);
    expect(r.rules.rules).toEqual([{ resource: 'GET:/a', count: 4 }]);
  });

  it('notes what it cannot read with its line, and still uses the rest', async () => {
    const text = `spring:\n  cloud:\n    sentinel:\n      datasource:\n        d:\n          file:\n            rule-type: degrade\n            data: '[{"resource":"r","grade":0,"count":1,"timeWindow":2}]'\n  bad: [unclosed\n`;
    const r = await importRules(text);
    expect(r.rules.degradeRules).toHaveLength(1);
    expect(r.notes.some((n) => /^line \d+$/.test(n.path) && /not read/.test(n.message))).toBe(true);
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      bomb.push(`${cur}: &${cur} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    }
    const c = parseYaml(bomb.join('\n'), yaml);
    expect(c.entries.size).toBe(0);
    expect(c.problems[0].message).toMatch(/could not be read/);
  });

  it('does not read YAML over the size cap', () => {
    const c = parseYaml(`${DS}:\n` + ' '.repeat(MAX_YAML_CHARS), yaml);
    expect(c.entries.size).toBe(0);
    expect(c.problems[0].message).toMatch(/longer than/);
  });

  it('an alias bomb pasted or imported is refused with the parser\'s own reason, not "no entries"', async () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) {
      const cur = String.fromCharCode(97 + i);
      bomb.push(
        `${cur}: &${cur} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(', ')}]`,
      );
    }
    const r = await importRules(bomb.join('\n'));
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^the YAML could not be read: line 1: .*[Ee]xcessive alias count/);
  });

  it.each([
    ['stray closing brackets', (n: number) => ']\n'.repeat(n)],
    ['unclosed quotes', (n: number) => Array.from({ length: n }, (_, i) => `key${i}: "x\n: :\n`).join('')],
    ['tab indentation', (n: number) => '\t- x: y\n'.repeat(n)],
  ])('%s: reading stops after MAX_YAML_PROBLEMS problems, each with its line', (_, make) => {
    const c = parseYaml(make(2000), yaml);
    expect(c.problems).toHaveLength(MAX_YAML_PROBLEMS + 1);
    expect(c.entries.size).toBe(0);
    for (const p of c.problems) expect(p.line).toBeGreaterThanOrEqual(1);
    expect(c.problems[MAX_YAML_PROBLEMS].message).toMatch(
      /^more than 20 errors: the YAML was not read from line \d+ on/,
    );
  });

  it('a YAML paste with thousands of errors is refused with its first problems and how many more', async () => {
    const r = await importRules(Array.from({ length: 2000 }, (_, i) => `key${i}: "x\n: :\n`).join(''));
    expect(r.error).toMatch(/^the YAML could not be read: line \d+: .*\(and 18 more\)$/);
  });

  it('a few problems are reported and the rest of the document is still read', () => {
    const c = parseYaml(`${DS}.x: 1\nok: 2\n]\n`, yaml);
    expect(c.entries.get(`${DS}.x`)).toBe('1');
    expect(c.problems.length).toBeGreaterThan(0);
    expect(c.problems.length).toBeLessThanOrEqual(MAX_YAML_PROBLEMS);
  });
});
