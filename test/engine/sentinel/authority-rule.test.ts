/**
 * AuthorityRule, AuthorityRuleManager and AuthorityRuleChecker (Sentinel 1.8.9). Expected values are read off
 * the Java source: AuthorityRuleManager.isValidRule / loadAuthorityConf, AuthorityRuleChecker.passCheck, and
 * java.lang.String.split's contract (trailing empty strings removed; no match → the whole string).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_BLACK,
  AUTHORITY_WHITE,
  authorityPassCheck,
  authorityRuleIssues,
  authorityRuleNotes,
  authorityRuleSchema,
  authorityRulesSchema,
  authorityStrategyName,
  isValidAuthorityRule,
  loadAuthorityRules,
  parseAuthorityRule,
  parseAuthorityRules,
  splitLimitApp,
  type AuthorityRule,
} from '../../../src/engine/sentinel/authority-rule';

const messages = (r: { issues?: readonly { message: string }[]; warnings: readonly { message: string }[] }) => ({
  issues: (r.issues ?? []).map((i) => i.message),
  warnings: r.warnings.map((w) => w.message),
});

function rule(over: Partial<AuthorityRule> = {}): AuthorityRule {
  return { resource: 'sim', limitApp: 'appA', strategy: AUTHORITY_WHITE, regex: false, ...over };
}

describe('parseAuthorityRule: JSON types and defaults', () => {
  it('fills AuthorityRule defaults: strategy 0 (AuthorityRule.strategy = AUTHORITY_WHITE), regex false', () => {
    const r = parseAuthorityRule({ resource: 'a', limitApp: 'appA,appB' });
    expect(r).toMatchObject({ ok: true, warnings: [] });
    expect(r.ok && r.value).toEqual({ resource: 'a', limitApp: 'appA,appB', strategy: 0, regex: false });
  });

  it('keeps limitApp exactly as given: no trimming, no "default" substitution', () => {
    const r = parseAuthorityRule({ resource: 'a', limitApp: ' appA , appB' });
    expect(r.ok && r.value.limitApp).toBe(' appA , appB');
  });

  it('maps keys as fastjson does and ignores unknown keys, with a warning each', () => {
    const r = parseAuthorityRule({ Resource: 'a', limit_app: 'x', strategy: 1, colour: 'red', app: 'demo' });
    expect(r.ok && r.value).toEqual({ resource: 'a', limitApp: 'x', strategy: 1, regex: false });
    const w = messages(r).warnings;
    expect(w).toEqual([
      expect.stringContaining('Resource: read as "resource"'),
      expect.stringContaining('limit_app: read as "limitApp"'),
      "colour: unknown key, ignored: Sentinel's AuthorityRule has no such field",
      expect.stringContaining('app: sentinel-dashboard metadata'),
    ]);
  });

  it('a sentinel-dashboard AuthorityRuleEntity (rule nested under "rule") loses resource and limitApp', () => {
    const entity = { id: 1, app: 'demo', rule: { resource: 'a', limitApp: 'appA', strategy: 1 } };
    const r = parseAuthorityRule(entity);
    expect(r.ok).toBe(false);
    expect(messages(r).warnings).toContainEqual(expect.stringContaining('rule: sentinel-dashboard'));
    expect(messages(r).issues.map((m) => m.split(':')[0])).toEqual(['resource', 'limitApp']);
  });

  it('reports JSON type errors with their path', () => {
    expect(messages(parseAuthorityRule({ resource: 'a', limitApp: 'x', strategy: '1' })).issues).toEqual([
      'strategy: must be an integer from -2147483648 to 2147483647 (Java int), got the string "1"',
    ]);
    expect(messages(parseAuthorityRule({ resource: 'a', limitApp: 7 })).issues).toEqual([
      'limitApp: must be a string or null, got 7',
    ]);
    expect(messages(parseAuthorityRule('a')).issues).toEqual([
      '(root): must be an object (a Sentinel AuthorityRule), got the string "a"',
    ]);
  });

  it('the schemas describe every AuthorityRule field, and the array schema parses a list', () => {
    expect(Object.keys(authorityRuleSchema.shape).sort()).toEqual(['id', 'limitApp', 'regex', 'resource', 'strategy']);
    expect(authorityRulesSchema.parse([{ resource: 'a' }])).toEqual([
      { resource: 'a', limitApp: null, strategy: 0, regex: false },
    ]);
  });
});

describe('AuthorityRuleManager.isValidRule, every failed field named', () => {
  // isValidRule: resource not blank, strategy >= 0, limitApp not blank, regex resource compiles.
  it.each([
    [{ resource: '' }, 'resource: must be a non-blank resource name'],
    [{ resource: ' \t' }, 'resource: must be a non-blank resource name'],
    [{ resource: null }, 'resource: must be a non-blank resource name'],
    [{ regex: true, resource: 'a{' }, 'resource: must be a valid Java regular expression when regex is true'],
    [{ strategy: -1 }, 'strategy: must be 0 (white list) or 1 (black list), got -1'],
    [{ limitApp: null }, /^limitApp: must list at least one caller origin .* got null$/],
    [{ limitApp: '' }, /^limitApp: must list .*Sentinel drops the rule, got the string ""$/],
    [{ limitApp: '   ' }, /^limitApp: must list .* got the string " {3}"$/],
  ])('%j → %s', (over, expected) => {
    const r = parseAuthorityRule({ resource: 'sim', limitApp: 'appA', ...over }, ['rules', 0]);
    expect(r.ok).toBe(false);
    const issues = messages(r).issues;
    expect(issues).toHaveLength(1);
    if (typeof expected === 'string') expect(issues[0]).toBe(`rules[0].${expected}`);
    else expect(issues[0].replace('rules[0].', '')).toMatch(expected);
  });

  it('an absent limitApp is invalid: the blank → "default" line in loadAuthorityConf runs after isValidRule', () => {
    const r = parseAuthorityRule({ resource: 'sim' });
    expect(r.ok).toBe(false);
    expect(messages(r).issues).toEqual([expect.stringMatching(/^limitApp: /)]);
  });

  it('collects several issues at once', () => {
    const bad = rule({ resource: ' ', limitApp: '', strategy: -5 });
    expect(isValidAuthorityRule(bad)).toBe(false);
    expect(authorityRuleIssues(bad).map((i) => i.path)).toEqual([['resource'], ['limitApp'], ['strategy']]);
  });

  it.each([
    [{ strategy: 0 }],
    [{ strategy: 1 }],
    [{ strategy: 2 }], // only strategy >= 0 is checked
    [{ strategy: 2147483647 }],
    [{ regex: true, resource: 'sim-.*' }],
    [{ limitApp: ',' }], // not blank, though it lists no origin
    [{ limitApp: ' a ' }],
  ])('accepts %j', (over) => {
    expect(isValidAuthorityRule(rule(over))).toBe(true);
    expect(parseAuthorityRule(rule(over)).ok).toBe(true);
  });

  it('property: a rule is valid exactly when authorityRuleIssues finds nothing', () => {
    const arb = fc.record({
      resource: fc.constantFrom('', ' ', 'sim', 'a{', 'a.*'),
      limitApp: fc.constantFrom(null, '', ' ', 'appA', ',', ' appB'),
      strategy: fc.integer({ min: -2, max: 3 }),
      regex: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (r) => {
        expect(isValidAuthorityRule(r)).toBe(authorityRuleIssues(r).length === 0);
        expect(parseAuthorityRule(r).ok).toBe(isValidAuthorityRule(r));
      }),
    );
  });
});

describe('authorityRuleNotes: valid but surprising', () => {
  it('strategy 2 passes isValidRule (strategy >= 0) but passCheck blocks neither way', () => {
    const r = parseAuthorityRule({ resource: 'a', limitApp: 'appA', strategy: 2 });
    expect(r.ok).toBe(true);
    expect(messages(r).warnings).toEqual([
      'strategy: 2 is neither 0 (white list) nor 1 (black list): Sentinel accepts the rule, but it never blocks',
    ]);
  });

  it('names entries with surrounding spaces (equals is exact)', () => {
    const notes = authorityRuleNotes(rule({ limitApp: 'appA, appB' })).map((n) => n.message);
    expect(notes).toEqual([expect.stringContaining('entry " appB" has surrounding spaces')]);
  });

  it('"default" and "other" are literal origin names here', () => {
    const notes = authorityRuleNotes(rule({ limitApp: 'default,other' })).map((n) => n.message);
    expect(notes).toEqual([
      expect.stringContaining('"default" has no special meaning'),
      expect.stringContaining('"other" has no special meaning'),
    ]);
  });

  it('a plain white or black list gets no note', () => {
    expect(authorityRuleNotes(rule({ limitApp: 'appA,appB', strategy: AUTHORITY_BLACK }))).toEqual([]);
    expect(authorityStrategyName(1)).toBe('1 (black list)');
    expect(authorityStrategyName(7)).toBe('7');
  });
});

describe('loadAuthorityRules: AuthorityRuleManager.loadAuthorityConf', () => {
  it('keeps the first valid rule of a resource and ignores later ones as redundant', () => {
    const rules = [
      rule({ resource: 'a', limitApp: 'x' }),
      rule({ resource: 'b', limitApp: 'y' }),
      rule({ resource: 'a', limitApp: 'z', strategy: AUTHORITY_BLACK }),
    ];
    const loaded = loadAuthorityRules(rules);
    expect([...loaded.byResource.keys()]).toEqual(['a', 'b']);
    expect(loaded.byResource.get('a')).toEqual([{ rule: rules[0], index: 0 }]);
    expect(loaded.byResource.get('b')).toEqual([{ rule: rules[1], index: 1 }]);
    expect(loaded.ignored).toEqual([{ index: 2, reason: expect.stringMatching(/^redundant rule.*index 0/) }]);
  });

  it('an invalid rule is ignored and does not claim its resource', () => {
    const rules = [rule({ resource: 'a', limitApp: '' }), rule({ resource: 'a', limitApp: 'x' })];
    const loaded = loadAuthorityRules(rules);
    expect(loaded.byResource.get('a')).toEqual([{ rule: rules[1], index: 1 }]);
    expect(loaded.ignored).toEqual([{ index: 0, reason: expect.stringMatching(/^invalid authority rule.*limitApp/) }]);
  });

  it('never rewrites limitApp (the blank → "default" step is unreachable)', () => {
    const loaded = loadAuthorityRules([rule({ limitApp: null }), rule({ limitApp: ' ' })]);
    expect(loaded.byResource.size).toBe(0);
    expect(loaded.ignored.map((i) => i.index)).toEqual([0, 1]);
  });

  it('groups by the resource string alone: a regex rule and a plain rule with the same text collide', () => {
    const loaded = loadAuthorityRules([rule({ resource: 'a.*', regex: true }), rule({ resource: 'a.*' })]);
    expect(loaded.byResource.get('a.*')?.map((r) => r.index)).toEqual([0]);
    expect(loaded.ignored.map((i) => i.index)).toEqual([1]);
  });

  it('keys are exact strings: "a" and "a " are different resources', () => {
    expect(loadAuthorityRules([rule({ resource: 'a' }), rule({ resource: 'a ' })]).byResource.size).toBe(2);
  });

  it('property: every input index is either kept or ignored, and each resource keeps its first valid rule', () => {
    const arb = fc.array(
      fc.record({
        resource: fc.constantFrom('a', 'b', ' '),
        limitApp: fc.constantFrom(null, 'x', ''),
        strategy: fc.integer({ min: -1, max: 2 }),
        regex: fc.constant(false),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, (rules) => {
        const loaded = loadAuthorityRules(rules);
        const kept = [...loaded.byResource.values()].flat().map((r) => r.index);
        const all = [...kept, ...loaded.ignored.map((i) => i.index)].sort((x, y) => x - y);
        expect(all).toEqual(rules.map((_, i) => i));
        for (const [resource, list] of loaded.byResource) {
          expect(list).toHaveLength(1);
          const first = rules.findIndex((r) => r.resource === resource && isValidAuthorityRule(r));
          expect(list[0].index).toBe(first);
        }
      }),
    );
  });

  it('parseAuthorityRules warns about the redundant rule', () => {
    const r = parseAuthorityRules([
      { resource: 'a', limitApp: 'x' },
      { resource: 'a', limitApp: 'y' },
    ]);
    expect(r.ok).toBe(true);
    expect(messages(r).warnings).toEqual([expect.stringMatching(/^\[1\]: is ignored by Sentinel: .*\(index 0\)/)]);
    expect(messages(parseAuthorityRules({})).issues).toEqual([
      '(root): must be an array of Sentinel AuthorityRule objects, got an object',
    ]);
  });
});

describe('splitLimitApp: java.lang.String.split(",")', () => {
  it.each([
    ['appA,appB', ['appA', 'appB']],
    ['appA', ['appA']],
    ['', ['']], // no match: the whole string
    [',', []], // all substrings empty and trailing: removed
    [',,,', []],
    ['a,,b', ['a', '', 'b']], // inner empties kept
    [',a', ['', 'a']], // a leading empty string is kept (the comma is not zero-width)
    ['a,b,,', ['a', 'b']], // trailing empties removed
    [' a , b ', [' a ', ' b ']], // no trimming
  ])('%j → %j', (s, parts) => {
    expect(splitLimitApp(s)).toEqual(parts);
  });

  it('property: joining the parts gives the string minus trailing commas; no part holds a comma', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab, ]{0,12}$/), (s) => {
        const parts = splitLimitApp(s);
        expect(parts.every((p) => !p.includes(','))).toBe(true);
        if (s.includes(',')) {
          expect(parts.join(',')).toBe(s.replace(/,+$/, ''));
          if (parts.length > 0) expect(parts[parts.length - 1]).not.toBe('');
        } else expect(parts).toEqual([s]);
      }),
    );
  });
});

describe('authorityPassCheck: AuthorityRuleChecker.passCheck', () => {
  const white = (limitApp: string | null) => rule({ limitApp, strategy: AUTHORITY_WHITE });
  const black = (limitApp: string | null) => rule({ limitApp, strategy: AUTHORITY_BLACK });

  it('black list: a listed origin is blocked, others pass', () => {
    expect(authorityPassCheck(black('appA,appB'), 'appB')).toEqual({
      pass: false,
      contain: true,
      reason: 'origin "appB" is on the black list "appA,appB"',
    });
    expect(authorityPassCheck(black('appA,appB'), 'appC')).toEqual({
      pass: true,
      contain: false,
      reason: 'origin "appC" is not on the black list "appA,appB"',
    });
  });

  it('white list: only listed origins pass', () => {
    expect(authorityPassCheck(white('appA,appB'), 'appA')).toMatchObject({ pass: true, contain: true });
    expect(authorityPassCheck(white('appA,appB'), 'appC')).toEqual({
      pass: false,
      contain: false,
      reason: 'origin "appC" is not on the white list "appA,appB"',
    });
  });

  it('"app" is a substring of "appA,appB" (indexOf hits) but equals no entry', () => {
    const w = authorityPassCheck(white('appA,appB'), 'app');
    expect(w).toMatchObject({ pass: false, contain: false });
    expect(w.reason).toContain('occurs inside it, but no entry equals it exactly');
    expect(authorityPassCheck(black('appA,appB'), 'app')).toMatchObject({ pass: true, contain: false });
  });

  it('no trimming: " appB" is an entry, "appB" is not', () => {
    expect(authorityPassCheck(black('appA, appB'), 'appB')).toMatchObject({ pass: true, contain: false });
    expect(authorityPassCheck(black('appA, appB'), ' appB')).toMatchObject({ pass: false, contain: true });
  });

  it('an origin holding the separator never matches: "appA,appB" is two entries', () => {
    expect(authorityPassCheck(black('appA,appB'), 'appA,appB')).toMatchObject({ pass: true, contain: false });
  });

  it('an empty or null origin passes even a white list (StringUtil.isEmpty)', () => {
    for (const origin of ['', null, undefined]) {
      expect(authorityPassCheck(white('appA'), origin)).toEqual({
        pass: true,
        contain: false,
        reason: 'the request has no origin: authority rules let it through',
      });
    }
  });

  it('a blank origin is not empty: " " is checked like any name', () => {
    expect(authorityPassCheck(white('appA'), ' ')).toMatchObject({ pass: false, contain: false });
    expect(authorityPassCheck(black('appA, ,b'), ' ')).toMatchObject({ pass: false, contain: true });
  });

  it('an empty limitApp passes every origin', () => {
    expect(authorityPassCheck(white(''), 'appA')).toMatchObject({
      pass: true,
      reason: expect.stringContaining('empty'),
    });
    expect(authorityPassCheck(white(null), 'appA').pass).toBe(true);
  });

  it('strategy 2 never blocks, whether the origin is listed or not', () => {
    const r = rule({ limitApp: 'appA', strategy: 2 });
    expect(authorityPassCheck(r, 'appA')).toMatchObject({ pass: true, contain: true });
    expect(authorityPassCheck(r, 'appB')).toMatchObject({ pass: true, contain: false });
  });

  const name = fc.stringMatching(/^[ab ,]{1,6}$/);

  it('property: with non-empty origin and limitApp, white and black lists are complements', () => {
    fc.assert(
      fc.property(name, name, (limitApp, origin) => {
        const w = authorityPassCheck(white(limitApp), origin);
        const b = authorityPassCheck(black(limitApp), origin);
        expect(w.contain).toBe(b.contain);
        expect(w.pass).toBe(!b.pass);
        expect(w.pass).toBe(w.contain);
      }),
    );
  });

  it('property: contain ⇔ the origin equals an entry of limitApp split at every comma', () => {
    fc.assert(
      fc.property(name, name, (limitApp, origin) => {
        // An independent reading: entries are the comma-separated pieces (empty ones can never equal a
        // non-empty origin, so Java's trailing-empty removal does not matter here).
        const entries = limitApp.split(',');
        expect(authorityPassCheck(black(limitApp), origin).contain).toBe(entries.includes(origin));
      }),
    );
  });
});
