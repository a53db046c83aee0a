import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issue, formatPath } from '../../../../src/engine/scenario/issues';
import { parseRule, parseRuleList, type RuleKind } from '../../../../src/engine/sentinel/rules/parse-rule';
import { javaIntField } from '../../../../src/engine/sentinel/rules/java-fields';

/** A made-up rule kind: `count` (int, default 1, must be ≥ 0) and a nested `inner` object with `size`. */
const schema = z.object({
  count: javaIntField('count').default(1),
  inner: z.object({ size: javaIntField('size').default(2) }).optional(),
});
type Toy = z.output<typeof schema>;
const kind: RuleKind<Toy> = {
  what: 'ToyRule',
  keys: { fields: ['count', 'inner'], primitive: new Set(['count']) },
  nested: { inner: { fields: ['size'], primitive: new Set(['size']) } },
  schema,
  canonical: (r) => ({ ...r, count: r.count }),
  issues: (r) => (r.count < 0 ? [issue(['count'], 'must be ≥ 0')] : []),
  notes: (r, mapped) => ('count' in mapped ? [] : [issue(['count'], 'is missing')]),
};
const texts = (xs: readonly { path: readonly (string | number)[]; detail: string }[]) =>
  xs.map((i) => `${formatPath(i.path)}: ${i.detail}`);

describe('parseRule (the pipeline every rule kind shares)', () => {
  it('refuses a non-object, naming the class', () => {
    const r = parseRule(3, kind, ['rules', 0]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(texts(r.issues)[0]).toMatch(/^rules\[0\]: must be an object \(a Sentinel ToyRule\)/);
  });

  it('maps nested keys like fastjson (smart match), fills defaults, prefixes notes with the path', () => {
    const r = parseRule({ inner: { SIZE: 7 } }, kind, ['x']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ count: 1, inner: { size: 7 } });
    expect(texts(r.warnings)).toContain('x.count: is missing');
  });

  it('reports type errors at their path and validity issues after the notes', () => {
    const bad = parseRule({ count: 'a' }, kind, ['x']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(texts(bad.issues)[0]).toMatch(/^x\.count: must be an integer/);
    const invalid = parseRule({ count: -1 }, kind, ['x']);
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(texts(invalid.issues)).toEqual(['x.count: must be ≥ 0']);
  });
});

describe('parseRuleList', () => {
  it('refuses a non-array and collects every item issue', () => {
    const notArray = parseRuleList({}, 'ToyRule', (j, p) => parseRule(j, kind, p), ['rules']);
    expect(notArray.ok).toBe(false);
    if (!notArray.ok) expect(texts(notArray.issues)[0]).toMatch(/must be an array of Sentinel ToyRule objects/);
    const r = parseRuleList([{ count: -1 }, { count: 2 }, { count: -3 }], 'ToyRule', (j, p) => parseRule(j, kind, p));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(texts(r.issues)).toEqual(['[0].count: must be ≥ 0', '[2].count: must be ≥ 0']);
  });

  it('lets `each` add a warning right after the rule it is about', () => {
    const r = parseRuleList(
      [{}, { count: 5 }],
      'ToyRule',
      (j, p) => parseRule(j, kind, p),
      [],
      (rule, i, warnings) => warnings.push(issue([i], `saw ${rule.count}`)),
    );
    expect(r.ok).toBe(true);
    if (r.ok) expect(texts(r.warnings)).toEqual(['[0].count: is missing', '[0]: saw 1', '[1]: saw 5']);
  });
});
