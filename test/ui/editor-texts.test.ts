import { describe, expect, it } from 'vitest';
import { decodeEditorTexts, encodeEditorTexts } from '../../src/ui/editor/editor-texts';
import { isRuleKind, RULE_KINDS, RULE_TABS } from '../../src/ui/editor/rule-tabs';
import { tIn } from '../../src/ui/i18n/lang';

describe('rule editor tabs', () => {
  it('one tab per Sentinel rule array, Flow first', () => {
    expect(RULE_TABS.map((t) => [t.kind, tIn('en', t.labelKey)])).toEqual([
      ['rules', 'Flow'],
      ['degradeRules', 'Degrade'],
      ['authorityRules', 'Authority'],
      ['systemRules', 'System'],
      ['paramFlowRules', 'Hot param'],
      ['gatewayFlowRules', 'Gateway'],
    ]);
    // the dashboard's menu names in 中文; the rule manager classes stay
    expect(RULE_TABS.map((t) => tIn('zh', t.labelKey))).toEqual(['流控', '熔断', '授权', '系统', '热点', '网关流控']);
    expect(tIn('zh', RULE_TABS[0].whatKey)).toContain('FlowRuleManager');
    // the words live only in the messages: a tab holds keys, so a language switch relabels it
    expect(Object.keys(RULE_TABS[0]).sort()).toEqual(['kind', 'labelKey', 'whatKey']);
    expect(isRuleKind('degradeRules')).toBe(true);
    expect(isRuleKind('guava')).toBe(false);
  });
});

describe('autosaved editor texts', () => {
  const texts = {
    rules: '[{"resource": "demo", "count": 20 "oops"}]',
    degradeRules: '[{"resource": "demo", "grade": 0}]',
    authorityRules: '[]',
    systemRules: '[{"qps": ',
    paramFlowRules: '[{"resource": "demo", "paramIdx": 0}]',
    gatewayFlowRules: '[{"resource": "r1", "paramItem": {',
  };

  it('round-trips all four texts, invalid ones included', () => {
    expect(decodeEditorTexts(encodeEditorTexts(texts))).toEqual(texts);
  });

  it('a plain string saved before the tabs is the Flow tab’s text', () => {
    expect(decodeEditorTexts('[{"resource": "a", ')).toEqual({ rules: '[{"resource": "a", ' });
    expect(decodeEditorTexts('[{"resource": "a"}]')).toEqual({ rules: '[{"resource": "a"}]' });
    // JSON that is not the envelope, even an object, is text someone typed
    expect(decodeEditorTexts('{"format": "other"}')).toEqual({ rules: '{"format": "other"}' });
  });

  it('ignores unknown tabs and non-string texts in an envelope', () => {
    const saved = JSON.stringify({ format: 'flowlab-editor/2', texts: { rules: '[]', guava: '[]', systemRules: 5 } });
    expect(decodeEditorTexts(saved)).toEqual({ rules: '[]' });
  });

  it('keeps the kinds in tab order', () => {
    expect(Object.keys(JSON.parse(encodeEditorTexts(texts)).texts)).toEqual([...RULE_KINDS]);
  });
});
