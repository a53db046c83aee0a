import { describe, expect, it } from 'vitest';
import { locateJson, MAX_JSON_NESTING } from '../../src/share/json-locate';
import {
  locateRulePaths,
  MAX_RULE_TEXT_CHARS,
  MONACO_JSON_CHARS,
  monacoJsonFits,
  readRuleText,
} from '../../src/share/rule-text';

describe('rule texts: big and hostile input', () => {
  it('100,000 nested [ is refused as too deep, without recursing (no RangeError)', () => {
    const r = locateJson('['.repeat(100_000));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem).toEqual({ kind: 'tooDeep', max: MAX_JSON_NESTING });
      expect(r.column).toBe(MAX_JSON_NESTING + 1);
    }
  });

  it('nesting up to the limit is read', () => {
    const d = MAX_JSON_NESTING;
    const r = locateJson('['.repeat(d) + ']'.repeat(d));
    expect(r.ok).toBe(true);
  });

  it('a text over the cap is refused before it is read', () => {
    const r = readRuleText(' '.repeat(MAX_RULE_TEXT_CHARS) + '[]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toEqual({ kind: 'tooBig', chars: MAX_RULE_TEXT_CHARS + 2, max: MAX_RULE_TEXT_CHARS });
    expect(locateRulePaths(' '.repeat(MAX_RULE_TEXT_CHARS + 1), [[0]])).toBeNull();
  });

  it('a large valid text is read whole, and issue paths are located in it', () => {
    const rules = Array.from({ length: 500 }, (_, i) => ({ resource: `r${i}`, count: i }));
    const text = JSON.stringify(rules, null, 2);
    expect(readRuleText(text)).toEqual({ ok: true, value: rules });
    const [range] = locateRulePaths(text, [[499, 'count']])!;
    expect(text.slice(range.start, range.end)).toBe('499');
  });

  it("Monaco's JSON language is kept only for small, shallow texts", () => {
    expect(monacoJsonFits('[{"resource":"demo"}]')).toBe(true);
    expect(monacoJsonFits('['.repeat(MAX_JSON_NESTING + 1))).toBe(false);
    expect(monacoJsonFits(' '.repeat(MONACO_JSON_CHARS + 1))).toBe(false);
  });
});
