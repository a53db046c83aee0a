import { describe, expect, it } from 'vitest';
import { rulesJsonSchema } from '../../src/engine/scenario';
import { RULE_KINDS } from '../../src/ui/editor/rule-tabs';

describe('each rule editor tab has the JSON Schema of its array', () => {
  it.each(RULE_KINDS)('%s: an array of rule objects', (kind) => {
    const s = rulesJsonSchema(kind) as { type: string; items: { type: string; properties: object } };
    expect(s.type).toBe('array');
    expect(s.items.type).toBe('object');
    expect(Object.keys(s.items.properties).length).toBeGreaterThan(2);
  });

  it('names each kind’s own fields', () => {
    const props = (kind: (typeof RULE_KINDS)[number]) =>
      Object.keys((rulesJsonSchema(kind) as { items: { properties: object } }).items.properties);
    expect(props('rules')).toContain('controlBehavior');
    expect(props('degradeRules')).toEqual(
      expect.arrayContaining(['timeWindow', 'slowRatioThreshold', 'statIntervalMs']),
    );
    expect(props('authorityRules')).toEqual(expect.arrayContaining(['limitApp', 'strategy']));
    expect(props('systemRules')).toEqual(expect.arrayContaining(['highestSystemLoad', 'qps', 'maxThread']));
  });
});
